import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opaqueTag } from "../support/client";
import { startInProcess, type InProcessSite } from "../support/in-process";

let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

/** The script hashes the CSP header allows, and the hash of every inline script the page runs. */
async function scriptHashes(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]).sort();
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/ld\+json/.test(attributes!))
    .map(([, , text]) => `sha256-${createHash("sha256").update(text!).digest("base64")}`);
  return { allowed, inline: [...new Set(inline)].sort(), html };
}

describe("page cache", () => {
  it("serves every visitor the same bytes, its CSP allowing exactly its own inline scripts", async () => {
    const first = await get("/voip/bulk-sms");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const a = await scriptHashes(first);
    const second = await get("/voip/bulk-sms");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const b = await scriptHashes(second);

    expect(a.inline.length).toBeGreaterThan(0);
    expect(a.allowed).toEqual(a.inline);
    expect(b.html).toBe(a.html);
    expect(b.allowed).toEqual(a.allowed);
    expect(first.headers.get("content-security-policy")).not.toMatch(
      /nonce|unsafe-inline'[^;]*script/,
    );
  });

  it("writes every part that hydrates apart in place: no segment sent after the page, no script to move it", async () => {
    // The nbn page's journey and blocks are far over React's size for streaming a part after
    // the rest (ADR 0047).
    const html = await (await get("/small-business/nbn")).text();
    expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThan(5);
    expect(html).not.toMatch(/<template|\$RC|\$RS|hidden id="S:/);
    expect(html.indexOf(`id="extras"`)).toBeGreaterThan(0);
    expect(html.indexOf(`id="extras"`)).toBeLessThan(html.indexOf("</footer>"));
  });

  it("writes an island in place too (ADR 0070)", async () => {
    // On the server the price checker's code is loaded as the page renders; the page is still
    // answered whole, with the form where it belongs.
    const html = await (await get("/internet")).text();
    expect(html).not.toMatch(/<template|\$RC|\$RS|hidden id="S:/);
    const part = html.indexOf("data-island");
    expect(part).toBeGreaterThan(0);
    expect(html.indexOf(`aria-label="Business fibre price checker"`)).toBeGreaterThan(part);
    expect(html.indexOf(`aria-label="Business fibre price checker"`)).toBeLessThan(
      html.indexOf("</footer>"),
    );
  });

  it("renders a page to the same bytes every time, so every node serves the same ETag", async () => {
    const uncached = await startInProcess({ env: { PAGE_CACHE_TTL_MS: "0" } });
    try {
      for (const path of ["/", "/small-business/nbn", "/flip-to-fibre", "/contact", "/internet"]) {
        const [a, b] = await Promise.all([1, 2].map(() => fetch(`${uncached.baseUrl}${path}`)));
        expect(await b!.text(), path).toBe(await a!.text());
        expect(b!.headers.get("content-security-policy"), path).toBe(
          a!.headers.get("content-security-policy"),
        );
      }
    } finally {
      await uncached.stop();
    }
  });

  it("answers a campaign-tagged link from the kept page: same bytes, same ETag", async () => {
    const bare = await get("/voip/business");
    const tagged = await get(
      "/voip/business?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQiA",
    );
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("x-page-cache")).toBe("hit");
    expect(opaqueTag(tagged)).toBe(opaqueTag(bare));
    expect(await tagged.text()).toBe(await bare.text());
  });

  it("keeps the page a campaign link rendered first for the bare path, without its tags", async () => {
    const tagged = await get("/voip/inbound-services?fbclid=IwAR2xYz&msclkid=5f2a9c");
    expect(tagged.headers.get("x-page-cache")).toBe("miss");
    const bare = await get("/voip/inbound-services");
    expect(bare.headers.get("x-page-cache")).toBe("hit");
    const html = await bare.text();
    expect(html).not.toContain("IwAR2xYz");
    expect(html).not.toContain("5f2a9c");
  });

  it("renders afresh a query that holds more than campaign tags (agent links, tracking)", async () => {
    await get("/contact");
    for (const query of [
      "?utm_source=newsletter&agent_token=abc",
      "?conversation_id=c-1",
      "?utm=1",
    ]) {
      const answer = await get(`/contact${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.headers.get("x-page-cache"), query).toBeNull();
    }
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
