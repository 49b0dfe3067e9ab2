import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FILES, type ContentKey } from "../../domain/content/registry";
import { CONTENT_ENDPOINTS } from "../../server/api/content";
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

/** What the content file says, as the schema reads it. */
function contentOf(key: ContentKey): unknown {
  const { file, schema } = CONTENT_FILES[key];
  return schema.parse(JSON.parse(readFileSync(join("content", file), "utf8")));
}

async function getJson(path: string): Promise<unknown> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

type Row = (string | { amount: number; suffix?: string })[];
const rowNamed = (rows: Row[], name: RegExp) => rows.find((row) => name.test(String(row[0])));

describe("content API", () => {
  it.each(Object.entries(CONTENT_ENDPOINTS))(
    "GET /api%s answers its content file's documented fields",
    async (path, key) => {
      const body = await getJson(`/api${path}`);
      // The schemas are strict: an extra, missing or mistyped field fails here.
      expect(CONTENT_FILES[key].schema.parse(body)).toEqual(contentOf(key));
    },
  );

  it("answers 304 to a matching If-None-Match on content", async () => {
    const first = await get("/api/voip/business");
    const etag = first.headers.get("etag") ?? "";
    expect(first.headers.get("cache-control")).toContain("max-age=");
    const again = await get("/api/voip/business", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("serves the spec's voice figures", async () => {
    const voip = CONTENT_FILES.voipBusiness.schema.parse(await getJson("/api/voip/business"));
    expect(rowNamed(voip.didPacks.rows, /DID10\b/)).toContainEqual({ amount: 4, suffix: "/mth" });
    expect(rowNamed(voip.didPacks.rows, /DID100\b/)).toContainEqual({
      amount: 40,
      suffix: "/mth",
    });
    expect(rowNamed(voip.numberPorting.rows, /Category A/)).toContainEqual(
      expect.objectContaining({ amount: 15 }),
    );
    expect(rowNamed(voip.numberPorting.rows, /Category C/)).toContainEqual(
      expect.objectContaining({ amount: 400 }),
    );
    expect(voip.unlimitedCallPack.price).toEqual({ amount: 10, suffix: "/mth" });
    expect(rowNamed(voip.callRates.rows, /^1225/)).toContainEqual(
      expect.objectContaining({ amount: 1.65 }),
    );
  });

  it("serves the spec's network figures", async () => {
    const transit = CONTENT_FILES.ipTransit.schema.parse(
      await getJson("/api/network-solutions/ip-transit"),
    );
    const amounts = transit.fees.rows.flat().filter((cell) => typeof cell === "object");
    expect(amounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 1000 }),
        expect.objectContaining({ amount: 50 }),
        expect.objectContaining({ amount: 250 }),
      ]),
    );
    const cloud = CONTENT_FILES.cloudConnectivity.schema.parse(
      await getJson("/api/network-solutions/cloud-connectivity"),
    );
    expect(cloud.offer).toMatchObject({
      price: { amount: 150 },
      bandwidth: "1Gbps",
      region: "East Coast",
      cta: { url: "/contact" },
    });
  });

  it("serves the speed boost rules of docs/product.md part B", async () => {
    const boost = CONTENT_FILES.speedBoost.schema.parse(await getJson("/api/speed-boost"));
    expect(boost.allowance).toMatchObject({
      freeDaysPerMonth: 5,
      bankLimitDays: 30,
      extraDayPrice: 2,
    });
    expect(boost.tiers.rows).toEqual([
      { from: "12/1", to: "25/10" },
      { from: "25/10", to: "50/20" },
      { from: "50/20", to: "100/40" },
      { from: "100/40", to: "500/50" },
    ]);
  });

  it("names the five contact teams", async () => {
    const contact = CONTENT_FILES.contact.schema.parse(await getJson("/api/contact"));
    expect(Object.keys(contact.blocks)).toEqual([
      "general",
      "support",
      "provisioning",
      "billing",
      "smb_support",
    ]);
  });

  it("answers coverage with telstra and optus sub-objects", async () => {
    const coverage = (await getJson("/api/coverage")) as Record<string, unknown>;
    expect(Object.keys(coverage).sort()).toEqual(["optus", "telstra"]);
  });
});

describe("case studies API", () => {
  it("lists the studies, and answers each one's detail", async () => {
    const { overview, details } = CONTENT_FILES.caseStudies.schema.parse(contentOf("caseStudies"));
    expect(await getJson("/api/case-studies/overview")).toEqual(overview);
    for (const study of overview.studies) {
      expect(await getJson(`/api/case-studies/${study.type}`)).toEqual(details[study.type]);
    }
  });

  it.each([
    ["an unknown type", "no-such-study"],
    ["a script tag", encodeURIComponent("<script>alert(1)</script>")],
    ["SQL-like text", encodeURIComponent("' OR 1=1; DROP TABLE leads;--")],
    ["unicode and emoji", encodeURIComponent("café-📞")],
    ["an inherited property name", "constructor"],
    ["an oversized type", "a".repeat(5000)],
  ])("answers JSON 404 for %s, without echoing it", async (_label, type) => {
    const response = await get(`/api/case-studies/${type}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe("No case study of that type.");
  });

  it("rejects writes to content with a JSON 404", async () => {
    const response = await get("/api/home", { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found." });
  });
});
