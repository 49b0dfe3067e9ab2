import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { site } from "./load-context";
import { inlineScriptHashes } from "./lib/script-hashes.server";
import { captureServerError } from "./lib/server-errors.server";
import { startAfterFirstPaint } from "./start/after-first-paint.server";

/** The host makes each request's router context through this (server/http/page-context.ts). */
export { siteLoadContext } from "./load-context";

export const streamTimeout = 5_000;

/** Collects a rendered stream into one string. */
function collect(onDone: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      onDone(Buffer.concat(chunks).toString("utf8"));
      callback();
    },
  });
}

/**
 * Renders the whole document before answering (ADR 0019): its CSP lists the hash of every
 * inline script it holds, which is only known once the last one is written. Content sits in
 * memory, so waiting for everything costs little, and the answer is the same bytes for every
 * visitor, ready for the page cache and any shared cache in front.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every part that hydrates apart is written in place, never streamed after the page
        // as a segment with a script to move it (ADR 0047): the document is rendered whole.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failed) return;
          pipe(
            collect((rendered) => {
              const html = startAfterFirstPaint(rendered);
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set(
                "Content-Security-Policy",
                site(loadContext).pagePolicy(inlineScriptHashes(html)),
              );
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        // Any error fails the whole render, also one thrown inside a part that hydrates apart
        // (which React would otherwise leave empty for the browser to retry): React Router then
        // renders the nearest error boundary and reports the error through handleError, as it
        // does for an error in the page's frame. A route's boundary that hands a 404 on to the
        // root's (case-study.tsx) relies on it.
        onError(error: unknown) {
          failed = true;
          clearTimeout(timeoutId);
          reject(error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (a visitor navigating away) are not errors worth a report, nor is an
  // answer about the request itself (a 404 page, a 400 post): nothing failed on our side.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  captureServerError(error, site(context), request);
};
