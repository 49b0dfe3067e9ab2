import { useId } from "react";
import { HydratesApart } from "~/start/HydratesApart";

interface SectionProps {
  title: string;
  subTitle?: string;
  children?: React.ReactNode;
  /** Alternate sections sit on a tinted band. */
  tone?: "plain" | "tinted";
  id?: string;
  className?: string;
  /**
   * Its body hydrates as a part of its own (ADR 0047). Off for a body holding a form whose
   * state is kept above it (a journey's, a form's): its fields read that state as it is now,
   * and a change before the part has hydrated would differ from the server's HTML.
   */
  hydratesApart?: boolean;
}

/** A page section: its heading labels it for assistive technology. */
export function Section({
  title,
  subTitle,
  children,
  tone = "plain",
  id,
  className,
  hydratesApart = true,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tone === "tinted" ? "bg-brand-50" : "bg-white"} ${className ?? ""}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900 lg:text-4xl">
          {title}
        </h2>
        {subTitle ? <p className="mt-3 max-w-3xl text-lg text-muted">{subTitle}</p> : null}
        <div className="mt-8">
          {hydratesApart ? <HydratesApart>{children}</HydratesApart> : children}
        </div>
      </div>
    </section>
  );
}
