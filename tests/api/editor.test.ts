import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/client";
import { startInProcess, type InProcessSite } from "../support/in-process";

// The demo's content editor (ADR 0046) over a copy of the content, so saves change only it.
let server: InProcessSite;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "tidewire-editor-"));
  cpSync("content", folder, { recursive: true });
  server = await startInProcess({ env: { CONTENT_DIR: folder, HOST: "0.0.0.0" } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const PLANS = "plans/small-business-nbn.json";
const PAGE = "pages/small-business-nbn.json";
const read = (file: string) => readFileSync(join(folder, file), "utf8");

/** What the editor posts when it saves one file. */
function saveBody(file: string, value: unknown) {
  return JSON.stringify({
    additions: [{ path: file, contents: Buffer.from(JSON.stringify(value)).toString("base64url") }],
    deletions: [],
  });
}

function save(body: string, base = server.baseUrl) {
  return fetch(`${base}/api/keystatic/update`, {
    method: "POST",
    headers: { "content-type": "application/json", "no-cors": "1" },
    body,
  });
}

describe("content editor", () => {
  it("serves its page uncached, unindexed, under a CSP of its own, at any case", async () => {
    for (const path of ["/keystatic", "/keystatic/singleton/nbnPlans", "/Keystatic"]) {
      const page = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).toContain('content="{&quot;kind&quot;:&quot;local&quot;}"');
    }
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("keystatic");
  });

  it("keeps its script off every public page and out of the site's bundle", async () => {
    const home = await (await fetch(`${server.baseUrl}/`)).text();
    expect(home).not.toMatch(/keystatic/i);
    const leaking = readdirSync("build/client/assets").filter((file) =>
      /@keystatic|keystatic-core|Tidewire content/.test(
        readFileSync(join("build/client/assets", file), "latin1"),
      ),
    );
    expect(leaking).toEqual([]);
  });

  it("refuses an invalid price with 422 naming the field, and leaves the file as it was", async () => {
    const before = read(PLANS);
    const plans = JSON.parse(before);
    plans["no-contract"][0].price = -20;
    const refused = await save(saveBody(PLANS, plans));
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors[`${PLANS}: no-contract.0.price`]?.[0]).toMatch(
      /^nbn plans › No contract › 1 › Price: Too small/,
    );
    expect(body.message).toMatch(/^Not saved\./);
    expect(read(PLANS)).toBe(before);
    const plansApi = await (await fetch(`${server.baseUrl}/api/getDefaultPlansSmbNbn`)).text();
    expect(plansApi).not.toContain('"price":-20');
  });

  it.each([
    ["a body that is not the editor's shape", JSON.stringify({ additions: "all" }), 422],
    ["a file outside the content", saveBody("../package.json", {}), 422],
    [
      "a deleted content file",
      JSON.stringify({ additions: [], deletions: [{ path: PLANS }] }),
      422,
    ],
    ["hostile text as a file's contents", saveBody(PLANS, "<script>alert(1)</script>'; --"), 422],
    ["a body that is not JSON", "{ additions: [", 400],
    [
      "a body over the limit",
      JSON.stringify({
        additions: [{ path: PLANS, contents: "a".repeat(6_000_000) }],
        deletions: [],
      }),
      413,
    ],
  ])("refuses %s and changes nothing", async (_name, body, status) => {
    const before = read(PLANS);
    const refused = await save(body);
    expect(refused.status).toBe(status);
    expect(read(PLANS)).toBe(before);
  });

  it("answers a malformed or unknown editor path with a clear 4xx, never a fault", async () => {
    for (const path of [
      "/api/keystatic/blob/%E0%A4%A/plans/x.json",
      "/api/keystatic/blob/0000/../../package.json",
      "/api/keystatic/%3Cscript%3E",
      "/api/keystatic/tree",
    ]) {
      const answer = await fetch(`${server.baseUrl}${path}`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    // The editor's own header is what makes a read an editor's read.
    const tree = await fetch(`${server.baseUrl}/api/keystatic/tree`, {
      headers: { "no-cors": "1" },
    });
    expect(tree.status).toBe(200);
  });

  it("puts a valid price live at once: the plans API, the page, a new ETag", async () => {
    const first = await fetch(`${server.baseUrl}/small-business/nbn`);
    await first.text();
    const cached = await fetch(`${server.baseUrl}/small-business/nbn`);
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    await cached.text();

    const plans = JSON.parse(read(PLANS));
    plans["no-contract"][0].price = 83.5;
    const saved = await save(saveBody(PLANS, plans));
    expect(saved.status).toBe(200);
    expect(JSON.parse(read(PLANS))["no-contract"][0].price).toBe(83.5);

    const plansApi = (await (
      await fetch(`${server.baseUrl}/api/getDefaultPlansSmbNbn`)
    ).json()) as {
      "no-contract": { id: string; price: number }[];
    };
    expect(
      plansApi["no-contract"].find((plan) => plan.id === plans["no-contract"][0].id)?.price,
    ).toBe(83.5);

    const after = await fetch(`${server.baseUrl}/small-business/nbn`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(after.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(await after.text()).toContain("$83.50");
  });

  it("puts a page's new heading on the page and its content API", async () => {
    const page = JSON.parse(read(PAGE));
    page.title = "Business nbn plans, priced for Zoë's café 🦘";
    expect((await save(saveBody(PAGE, page))).status).toBe(200);
    const api = (await (await fetch(`${server.baseUrl}/api/small-business/nbn`)).json()) as {
      title: string;
    };
    expect(api.title).toBe(page.title);
    const html = await (await fetch(`${server.baseUrl}/small-business/nbn`)).text();
    expect(html).toContain("Business nbn plans, priced for Zoë&#x27;s café 🦘");
  });

  it("puts edited reference data into the roaming search and its kept answers", async () => {
    const search = async (term: string) =>
      JSON.stringify(
        await (await fetch(`${server.baseUrl}/api/searchRoamingCountries/${term}`)).json(),
      );
    const roaming = JSON.parse(read("reference/roaming.json"));
    expect(await search("Algeri")).toContain("Algeria");
    const renamed = "Zanzibar Köln 🦘";
    roaming.countries.find((entry: { country: string }) => entry.country === "Algeria").country =
      renamed;
    expect((await save(saveBody("reference/roaming.json", roaming))).status).toBe(200);
    expect(await search("Zanzi")).toContain(renamed);
    expect(await search("Algeri")).not.toContain("Algeria");
  });

  it("answers only a client on this machine", async ({ skip }) => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
    if (!outside) skip("this machine has no address other than loopback to ask from");
    const remote = `http://${outside}:${server.port}`;
    const before = read(PLANS);
    for (const path of ["/keystatic", "/keystatic/singleton/nbnPlans", "/api/keystatic/tree"]) {
      const answer = await fetch(`${remote}${path}`, { headers: { "no-cors": "1" } });
      expect(answer.status, path).toBe(403);
      expect(await answer.text()).toMatch(/answers only on the machine it runs on/);
    }
    const plans = JSON.parse(before);
    plans["no-contract"][0].price = 1;
    expect((await save(saveBody(PLANS, plans), remote)).status).toBe(403);
    expect(read(PLANS)).toBe(before);
  });

  it("refuses a page on another name (DNS rebinding) and a save sent by another page, with 403", async () => {
    const before = read(PLANS);
    const plans = JSON.parse(before);
    plans["no-contract"][0].price += 1;
    const body = saveBody(PLANS, plans);
    const json = { "content-type": "application/json", "no-cors": "1" };
    const rebound = `rebind.example:${server.port}`;
    for (const [name, headers] of [
      ["a rebound Host", { ...json, host: rebound, origin: `http://${rebound}` }],
      ["another page's Origin", { ...json, origin: "https://evil.example" }],
      ["a Host on another port", { ...json, host: `localhost:${server.port + 1}` }],
    ] as const) {
      const answer = await rawRequest(server.port, "POST", "/api/keystatic/update", headers, body);
      expect(answer.status, name).toBe(403);
    }
    expect((await rawRequest(server.port, "GET", "/keystatic", { host: rebound })).status).toBe(
      403,
    );
    expect(read(PLANS)).toBe(before);
    // The editor's own page on this machine, by either name, still saves.
    const own = await rawRequest(
      server.port,
      "POST",
      "/api/keystatic/update",
      {
        ...json,
        host: `localhost:${server.port}`,
        origin: `http://localhost:${server.port}`,
      },
      body,
    );
    expect(own.status, own.text).toBe(200);
  });

  it("refuses a save through a proxy it trusts, which names a client elsewhere, with 403", async () => {
    const proxied = await startInProcess({
      env: { CONTENT_DIR: folder, TRUST_PROXY: "loopback" },
    });
    try {
      const before = read(PLANS);
      const answer = await rawRequest(
        proxied.port,
        "POST",
        "/api/keystatic/update",
        { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
        saveBody(PLANS, JSON.parse(before)),
      );
      expect(answer.status).toBe(403);
      expect(answer.text).toMatch(/came through a proxy/);
      expect(read(PLANS)).toBe(before);
    } finally {
      await proxied.stop();
    }
  });

  it("refuses a save holding a nested __proto__ key, and writes nothing", async () => {
    const before = read(PLANS);
    // The first plan's own object, as the editor writes it, with one key more.
    const text = before.replace(/\{\s*"id":/, '{ "__proto__": { "x": 1 }, "id":');
    expect(text).toContain("__proto__");
    const answer = await save(
      JSON.stringify({
        additions: [{ path: PLANS, contents: Buffer.from(text).toString("base64url") }],
        deletions: [],
      }),
    );
    expect(answer.status).toBe(422);
    expect(read(PLANS)).toBe(before);
  });
});

describe("content editor on the editors' host (GitHub storage)", () => {
  let host: InProcessSite;
  beforeAll(async () => {
    host = await startInProcess({
      env: {
        CONTENT_EDITOR: "github",
        CONTENT_REPO: "tidewire/business-web",
        KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.tidewireeditors",
        KEYSTATIC_GITHUB_CLIENT_SECRET: "s".repeat(40),
        KEYSTATIC_SECRET: "k".repeat(40),
      },
    });
  });
  afterAll(async () => {
    await host?.stop();
  });

  it("tells the editor to save to the repository, and signs editors in through GitHub", async () => {
    const html = await (await fetch(`${host.baseUrl}/keystatic`)).text();
    expect(html).toContain("&quot;kind&quot;:&quot;github&quot;");
    expect(html).toContain("&quot;repo&quot;:&quot;tidewire/business-web&quot;");
    const login = await fetch(`${host.baseUrl}/api/keystatic/github/login`, { redirect: "manual" });
    expect(login.status).toBe(307);
    const location = new URL(login.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("Iv1.tidewireeditors");
    // Back to this host's configured address, whatever Host header the request carried.
    expect(location.searchParams.get("redirect_uri")).toBe(
      `${host.baseUrl}/api/keystatic/github/oauth/callback`,
    );
    // No local writes: a save goes to GitHub from the editor, never through this host.
    const update = await fetch(`${host.baseUrl}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1" },
      body: JSON.stringify({ additions: [], deletions: [] }),
    });
    expect(update.status).toBe(404);
  });
});
