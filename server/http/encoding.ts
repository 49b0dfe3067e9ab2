import Negotiator from "negotiator";

export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Distinct Accept-Encoding values seen: browsers send a handful, so they are remembered. */
const MAX_REMEMBERED = 64;
const remembered = new Map<string, Encoding>();

/**
 * The encoding to answer a request with, from its Accept-Encoding (q-values respected,
 * brotli preferred when equal). Worked out once per distinct header value.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  let choice = remembered.get(header);
  if (choice === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    // negotiator 1.x takes the server's own order for ties; its published types predate it.
    const encoding = negotiator.encoding.bind(negotiator) as (
      available: readonly string[],
      options: { preferred: readonly string[] },
    ) => string | undefined;
    choice = (encoding(ENCODINGS, { preferred: ENCODINGS }) ?? "identity") as Encoding;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, choice);
  }
  return choice;
}
