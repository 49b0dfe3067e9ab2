import { availableParallelism } from "node:os";
import type { Piscina } from "piscina";
import type { Quote } from "../../domain/quotes/quote";
import type { QuoteBrand } from "./quote-brand";
import type { QuoteEmailContent } from "./quote-email";

/**
 * The worker that renders, beside this module: pdf-worker.js beside the built server
 * (scripts/build-server.mjs bundles it), or pdf-worker.tsx loaded through tsx from source.
 */
const WORKER = new URL(
  import.meta.url.endsWith(".ts") ? "./pdf-worker-from-source.mjs" : "./pdf-worker.js",
  import.meta.url,
);

/**
 * Quote PDFs and emails rendered off the event loop (ADR 0043) by a pool of worker threads: together with
 * the machine's other worker processes (`processes`, WEB_CONCURRENCY) at most one per core but
 * one, so page answers keep a core, and none kept once idle, so a node that makes no PDF holds
 * no renderer in memory.
 */
export function createPdfRenderer(brand: QuoteBrand, processes = 1) {
  type Pool = Piscina<{ quote: Quote; brand: QuoteBrand; firstName?: string }, unknown>;
  // Made with the first PDF, not at start: a node that makes none never loads the pool.
  let pool: Promise<Pool> | null = null;
  const open = () =>
    (pool ??= import("piscina").then(
      ({ Piscina }) =>
        new Piscina({
          filename: WORKER.href,
          minThreads: 0,
          maxThreads: Math.max(1, Math.floor((availableParallelism() - 1) / processes)),
          idleTimeout: 60_000,
        }) as Pool,
    ));
  return {
    /** The quote's PDF; once made it is stored and shared (server/services/quote-pdfs.ts). */
    async render(quote: Quote): Promise<Buffer> {
      const bytes = (await (await open()).run({ quote, brand })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /**
     * The quote's email for `firstName`, rendered in the same threads; one not yet started is
     * dropped when `signal` aborts (its claim lost).
     */
    async email(quote: Quote, firstName: string, signal?: AbortSignal) {
      const task = { quote, brand, firstName };
      return (await (await open()).run(task, { name: "email", signal })) as QuoteEmailContent;
    },
    close: async () => (pool ? (await pool).destroy() : undefined),
  };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
