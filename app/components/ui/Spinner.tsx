interface SpinnerProps {
  /** Read by screen readers; empty when a nearby status message already says it. */
  label: string;
  className?: string;
}

/** A small turning ring for work in progress (stills for visitors who ask for less motion). */
export function Spinner({ label, className = "size-6" }: SpinnerProps) {
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-full animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
