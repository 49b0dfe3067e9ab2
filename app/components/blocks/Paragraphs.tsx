/** Paragraphs of copy from content. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={`space-y-4 ${className ?? ""}`}>
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
