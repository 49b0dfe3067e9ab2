import { useId, useState } from "react";

interface ReadMoreProps {
  paragraphs: string[];
  /** How many paragraphs show before "Read more". */
  visible?: number;
  className?: string;
}

/** Long copy shows its opening; the rest toggles with Read more / Read less. */
export function ReadMore({ paragraphs, visible = 1, className }: ReadMoreProps) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  const shown = paragraphs.slice(0, visible);
  const rest = paragraphs.slice(visible);
  return (
    <div className={className}>
      <div className="space-y-4">
        {shown.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {rest.length > 0 ? (
        <>
          <div id={restId} hidden={!open} className="mt-4 space-y-4">
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={restId}
            onClick={() => setOpen((value) => !value)}
            className="mt-3 min-h-11 font-semibold text-brand-700 underline underline-offset-4"
          >
            {open ? "Read less" : "Read more"}
          </button>
        </>
      ) : null}
    </div>
  );
}
