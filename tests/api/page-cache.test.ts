import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

/** The nonce the CSP header allows, and every nonce the page's scripts carry. */
async function nonces(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const allowed = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await response.text();
  const used = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { allowed, used: [...used], html };
}

describe("page cache", () => {
  it("serves a page again from memory with this request's own nonce", async () => {
    const first = await get("/voip/bulk-sms");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const a = await nonces(first);
    const second = await get("/voip/bulk-sms");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const b = await nonces(second);

    expect(b.allowed).toBeDefined();
    expect(b.allowed).not.toBe(a.allowed);
    expect(b.used).toEqual([b.allowed]);
    expect(b.html.replaceAll(b.allowed!, "N")).toBe(a.html.replaceAll(a.allowed!, "N"));
  });

  it("always renders pages with a query string afresh (agent links, campaign tags)", async () => {
    await get("/contact");
    const tagged = await get("/contact?utm_source=newsletter");
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("x-page-cache")).toBeNull();
  });

  it("never keeps a not-found page", async () => {
    await get("/case-studies/no-such-study");
    const again = await get("/case-studies/no-such-study");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBe("miss");
  });

  it("does not touch the API or loader data", async () => {
    const api = await get("/api/nav");
    expect(api.headers.get("x-page-cache")).toBeNull();
  });
});
