/** What a plan or an extra includes, each line ticked. */
export function TickList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-1 text-sm ${className ?? ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-accent-600">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
