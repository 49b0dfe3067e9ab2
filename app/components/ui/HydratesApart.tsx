import { Suspense } from "react";

/**
 * A part of the page that hydrates on its own (ADR 0047). The server writes it in place, so the
 * HTML is the same as without it; in the browser React hydrates it in its own slice of work,
 * and a click or key inside it while the page starts hydrates this part alone, at once, instead
 * of the whole page in one long task. Nothing inside suspends: the fallback is never shown.
 *
 * Not around anything that reads a store as it is now (Conform's fields): new props reaching
 * a part not yet hydrated are fine, React hydrates it with its old props first, but a field
 * whose store changed meanwhile renders differently from the server's HTML (ADR 0047).
 */
export function HydratesApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
