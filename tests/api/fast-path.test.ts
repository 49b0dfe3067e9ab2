import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess, type InProcessSite } from "../support/in-process";

/**
 * What every visitor gets (ADR 0019): cached pages and content JSON, kept ready to send in each
 * encoding and answered before the general chain, with the same headers the slow path sends.
 */
let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.stop();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: fetch would decode the body and hide what went over the wire. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that belong to one response (its id, date, length, the cache's own marker). */
const PER_RESPONSE = ["date", "x-request-id", "x-page-cache", "connection", "keep-alive"];
const sharedHeaders = (answer: RawAnswer) =>
  Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.includes(name)),
  );

/**
 * A page once its smallest compression has taken the place of the fast one it was first sent
 * in (ADR 0067): its ETag is strong.
 */
async function keptSmallest(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  let answer: RawAnswer | undefined;
  await expect
    .poll(async () => {
      answer = await raw(path, headers);
      return String(answer.headers.etag);
    })
    .toMatch(/^"/);
  return answer!;
}

/** The compressed bodies' own headers, which change when the smallest takes the fast one's place. */
const COMPRESSED_FORM = ["etag", "content-length"];
const pageHeaders = (answer: RawAnswer) =>
  Object.fromEntries(
    Object.entries(sharedHeaders(answer)).filter(([name]) => !COMPRESSED_FORM.includes(name)),
  );

describe("a cached page", () => {
  it("is sent at once compressed fast, then kept compressed smallest with the same headers", async () => {
    const first = await raw("/voip/business", { "accept-encoding": "gzip, br" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+-br"$/);
    const second = await keptSmallest("/voip/business", { "accept-encoding": "gzip, br" });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(pageHeaders(second)).toEqual(pageHeaders(first));
    // The same page, its same tag but strong, in fewer bytes.
    expect(second.headers.etag).toBe(String(first.headers.etag).slice(2));
    expect(brotliDecompressSync(second.body).equals(brotliDecompressSync(first.body))).toBe(true);
    expect(second.body.length).toBeLessThan(first.body.length);
    // A browser holding the first form's tag is told its copy is current.
    const held = await raw("/voip/business", {
      "accept-encoding": "gzip, br",
      "if-none-match": String(first.headers.etag),
    });
    expect(held.status).toBe(304);
    expect(second.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
    );
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("is sent as brotli, gzip or plain, each decoding to the same page", async () => {
    await keptSmallest("/voip/inbound-services", { "accept-encoding": "br" });
    const br = await raw("/voip/inbound-services", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await raw("/voip/inbound-services", { "accept-encoding": "gzip" });
    const plain = await raw("/voip/inbound-services");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain("<h1");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers 304 to a matching If-None-Match, and HEAD with the headers alone", async () => {
    const page = await keptSmallest("/voip/banter-work-from-home", { "accept-encoding": "br" });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await raw("/voip/banter-work-from-home", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await raw("/voip/banter-work-from-home", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(page.body.length));
    expect(head.body.length).toBe(0);
  });

  it("logs one line per request on the fast path too", async () => {
    await raw("/voip/bulk-sms");
    const hit = await raw("/voip/bulk-sms");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    await expect
      .poll(() =>
        server.logs().filter((line) => line.includes(String(hit.headers["x-request-id"]))),
      )
      .toHaveLength(1);
  });
});

describe("content JSON", () => {
  it("carries the same headers on the fast path as through the full chain", async () => {
    // A query string sends it through the general chain; the answer is the same.
    const slow = await raw("/api/voip/business?via=chain", { "accept-encoding": "br" });
    const fast = await raw("/api/voip/business", { "accept-encoding": "br" });
    expect(sharedHeaders(fast)).toEqual(sharedHeaders(slow));
    expect(fast.body.equals(slow.body)).toBe(true);
    expect(fast.headers["content-encoding"]).toBe("br");
    expect(fast.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(fast.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("answers 304 to a matching If-None-Match on /api/nav in any encoding", async () => {
    const nav = await raw("/api/nav", { "accept-encoding": "gzip" });
    const again = await raw("/api/nav", { "if-none-match": String(nav.headers.etag) });
    expect(again.status).toBe(304);
    expect(JSON.parse(gunzipSync(nav.body).toString())).toHaveProperty("mainItems");
  });
});
