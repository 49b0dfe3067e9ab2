import { readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navSchema } from "../../domain/content/nav-schema";
import { startInProcess, type InProcessSite } from "../support/in-process";

let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });

describe("health", () => {
  it("reports the process up and the database reachable", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("GET /api/nav", () => {
  it("answers the navigation as mainItems of title, url and children", async () => {
    const response = await get("/api/nav");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = navSchema.parse(await response.json());
    expect(body.mainItems.internet?.children).toContainEqual({
      title: "Business fibre",
      url: "/internet/business-fibre",
    });
  });

  it("carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match", async () => {
    const first = await get("/api/nav");
    const etag = first.headers.get("etag");
    // Weak while the node still sends the body it compressed fast at start (ADR 0058).
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toContain("max-age=");
    const second = await get("/api/nav", { headers: { "If-None-Match": etag ?? "" } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    // The other form of the same tag (fast body, weak; smallest body, strong) matches too.
    const otherForm = etag!.startsWith("W/") ? etag!.slice(2) : `W/${etag}`;
    const held = await get("/api/nav", { headers: { "If-None-Match": otherForm } });
    expect(held.status).toBe(304);
    const stale = await get("/api/nav", { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nope", "/api/nav/extra", "/api", "/api/%3Cscript%3E"])(
    "answers %s with a JSON 404, never the HTML page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: "Not found." });
    },
  );

  it("answers other methods on unknown API paths with JSON too", async () => {
    const response = await get("/api/nope", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found." });
  });
});

describe("pages", () => {
  it("server-renders the home page with its title, description and heading", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const home = JSON.parse(readFileSync("content/pages/home.json", "utf8")) as {
      seoTitle: string;
      banner1: { title: string };
    };
    expect(html).toContain(`<title>${home.seoTitle}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${home.banner1.title}</h1>`));
    expect(html).toContain('<body class="page-home">');
  });

  it("answers an unknown path with the not-found view and HTTP 404", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Sorry to break it to you, but this page does not exist!");
    expect(html).toMatch(
      /data-theme="(internet|voice|managed-services|network-solutions|partners)"/,
    );
  });

  it("answers /sentry-test-error with the error view, HTTP 500 and no navigation", async () => {
    const response = await get("/sentry-test-error");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Whoops! There was a bit of a mix up and something went wrong...");
    expect(html).toContain("mailto:");
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain("<footer");
    await expect
      .poll(() => server.logs().join("\n"))
      .toContain("Deliberate test error from /sentry-test-error");
  });

  it.each([
    ["/internet/business-ethernet", 302, "/"],
    ["/internet/business-grade-tc2-nbn", 302, "/"],
    ["/voip/small-business", 302, "/"],
    ["/small-business/nbn/about-nbn-speed", 301, "/small-business/nbn"],
    ["/small-business/nbn/features", 301, "/small-business/nbn"],
    ["/small-business/nbn/plans", 301, "/small-business/nbn"],
  ])("redirects %s with %i to %s", async (path, status, target) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(new URL(response.headers.get("location") ?? "", server.baseUrl).pathname).toBe(target);
  });
});

describe("security headers", () => {
  it("allows a page's scripts by hash, the same policy for every visitor, and no inline eval", async () => {
    const [first, second] = await Promise.all([get("/"), get("/")]);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(csp).not.toMatch(/nonce|unsafe-eval/);
    expect(await first.text()).not.toContain("nonce=");
  });

  it("sets the usual protective headers and no X-Powered-By", async () => {
    const response = await get("/api/nav");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("tags each response with a request id of its own when no proxy is trusted", async () => {
    const generated = await get("/healthz");
    expect(generated.headers.get("x-request-id")).toBeNull();
    // The node's own ids: its process prefix and a counter, a new one for each answer.
    const own = /^[A-Za-z0-9_-]{12}-[0-9a-z]+$/;
    const api = await get("/api/nav");
    expect(api.headers.get("x-request-id")).toMatch(own);
    // Only a trusted proxy's id is kept (tests/api/deployment.test.ts); this server trusts none.
    const planted = await get("/api/nav", { headers: { "X-Request-Id": "lb-trace-12345678" } });
    expect(planted.headers.get("x-request-id")).toMatch(own);
    const replaced = await get("/api/nav", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(own);
    const ids = [api, planted, replaced].map((response) => response.headers.get("x-request-id"));
    expect(new Set(ids).size).toBe(3);
  });

  it("compresses responses for clients that accept gzip", async () => {
    const response = await get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("static assets", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends a script as the build compressed it: brotli first, else gzip, else as it is", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "";
    expect(asset).not.toBe("");
    const [plain, gzip, brotli] = await Promise.all(
      ["identity", "gzip", "gzip, deflate, br"].map((encoding) => rawGet(asset, encoding)),
    );
    expect(plain!.headers["content-encoding"]).toBeUndefined();
    expect(gzip!.headers["content-encoding"]).toBe("gzip");
    expect(brotli!.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gzip!.body)).toEqual(plain!.body);
    expect(brotliDecompressSync(brotli!.body)).toEqual(plain!.body);
    // Compressed at the highest levels once, at build time: brotli beats gzip.
    expect(brotli!.body.length).toBeLessThan(gzip!.body.length);
    for (const answer of [plain!, gzip!, brotli!]) {
      expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answers a missing asset with a plain 404, not the not-found page", async () => {
    const response = await get("/assets/missing-abc123.js");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Sorry to break it to you");
  });
});

/** A GET with exactly this Accept-Encoding, its body as sent (fetch would decompress it). */
function rawGet(
  path: string,
  encoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.baseUrl}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
