import type { OutgoingHttpHeaders } from "node:http";
import { prepareReadyAnswer, type Compression, type ReadyAnswer } from "./ready-answer";

/**
 * Content changes only on deploy: any cache may keep it, and revalidates by ETag each time, so
 * a deploy reaches every visitor at once for the price of a 304 (ADR 0019).
 */
export const CONTENT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** A JSON value as a ready answer with the given protective headers. */
export function jsonAnswer(
  value: unknown,
  headers: OutgoingHttpHeaders,
  compression: Compression = "best",
): Promise<ReadyAnswer> {
  return prepareReadyAnswer({
    body: Buffer.from(JSON.stringify(value)),
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
    cacheControl: CONTENT_CACHE_CONTROL,
    compression,
  });
}

/**
 * Ready answers built on first use and kept, the most recently used last, at most `max`: for
 * answers that depend on a parameter (a search term, a line speed).
 */
export function keptAnswers(max: number) {
  const kept = new Map<string, Promise<ReadyAnswer>>();
  return (key: string, build: () => Promise<ReadyAnswer>): Promise<ReadyAnswer> => {
    let answer = kept.get(key);
    if (answer) {
      kept.delete(key);
    } else {
      answer = build();
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, answer);
    return answer;
  };
}
