interface TickListProps {
  items: readonly string[];
  /** Layout of the list: margins, gaps, width. */
  className?: string;
  /** The tick's colour (lighter on dark bands). */
  tickClassName?: string;
}

/** A list whose items each start with a tick: inclusions, benefits, things to know. */
export function TickList({
  items,
  className = "",
  tickClassName = "text-accent-600",
}: TickListProps) {
  return (
    <ul className={`grid ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className={`mt-1 font-bold ${tickClassName}`}>
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
