import { Suspense } from "react";

/**
 * A part of the page that hydrates on its own (ADR 0047). The server writes it in place, so the
 * HTML is the same as without it; in the browser React hydrates it in its own slice of work,
 * and a click or key inside it while the page starts hydrates this part alone, at once, instead
 * of the whole page in one long task. Nothing inside suspends: the fallback is never shown.
 *
 * Only around content whose props cannot change before it hydrates. A journey or a form keeps
 * state above its sections, some in stores React reads as they are now (Conform's, the
 * qualification's): a change there while a part below is not yet hydrated reaches the part's
 * first render, which then differs from the server's HTML.
 */
export function HydratesApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
