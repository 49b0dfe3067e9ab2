import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HANDOFF_SEAL_TTL_MS,
  openHandoff,
  sealHandoff,
  type QualifiedAddress,
} from "../../domain/order/handoff-seal";
import { plansResponseSchema } from "../../domain/plans/plan-schema";
import { sqAnswerSchema } from "../../domain/qualification/sq-summary-schema";
import { DEVELOPMENT_SECRETS } from "../../platform/config";
import { signAgentToken } from "../support/agent-token";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { freePort } from "../support/server";

const HOSTILE = [
  "<script>alert(1)</script>",
  "1' OR '1'='1'; DROP TABLE leads; --",
  "Café Crème, Ünit 3 — Zürich ₂",
  "🏪🚀 12 Emoji St",
];

let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, base = server.baseUrl) =>
  fetch(`${base}${path}`, { redirect: "manual" });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function lookUp(fullText: string, source = "footprint") {
  const response = await get(
    `/api/v2/address?${query({ fullText, source, excludeProviders: "DGTEK" })}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    formattedAddress: string;
    providers: { name: string; locationId: string }[];
  }[];
}

async function nbnLocation(address: string, source = "footprint"): Promise<string> {
  const [found] = await lookUp(address, source);
  const nbn = found?.providers.find((provider) => provider.name === "NBN");
  if (!nbn) throw new Error(`no nbn location for ${address}`);
  return nbn.locationId;
}

describe("plans API", () => {
  const planIds = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return plansResponseSchema.parse(await response.json())["no-contract"].map((plan) => plan.id);
  };

  it("answers the default plans grouped by contract type, with the spec's sample plans", async () => {
    const response = await get("/api/getDefaultPlansSmbNbn");
    expect(response.status).toBe(200);
    const body = plansResponseSchema.parse(await response.json());
    expect(body["no-contract"].map((plan) => plan.planHeading)).toEqual([
      "Home Business",
      "Start-up",
      "Accelerator",
      "Performance",
      "Power Move",
    ]);
    expect(body["no-contract"].map((plan) => plan.planFullSpeed)).toEqual([
      "50/20",
      "100/40",
      "250/100",
      "500/200",
      "1000/50",
    ]);
    expect(body["no-contract"][0]).toMatchObject({
      planTitle: "Standard Plus nbn50",
      price: 86,
      typicalEveningSpeed: "50/17",
      speedboost: true,
    });
    expect(body["no-contract"][1]).toMatchObject({
      planTitle: "Premium nbn100",
      price: 105,
      typicalEveningSpeed: "100/34",
      speedboost: true,
    });
    expect(body.needToKnow.length).toBeGreaterThan(0);
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it.each([
    [
      "/api/getPlansSmbNbn/3/1000",
      ["SMB-NBN-50", "SMB-NBN-100", "SMB-NBN-250", "SMB-NBN-500", "SMB-NBN-1000"],
    ],
    [
      "/api/getPlansSmbNbn/24/1000",
      ["SMB-NBN-50", "SMB-NBN-100", "SMB-NBN-250", "SMB-NBN-500", "SMB-NBN-1000"],
    ],
    ["/api/getPlansSmbNbn/2/250", ["SMB-NBN-50", "SMB-NBN-100", "SMB-NBN-250"]],
    ["/api/getPlansSmbNbn/13/100", ["SMB-NBN-50", "SMB-NBN-100"]],
    ["/api/getPlansSmbNbn/12/1000", ["SMB-NBN-50", "SMB-NBN-100"]],
    ["/api/getPlansSmbNbn/12/52", ["SMB-NBN-50"]],
    ["/api/getPlansSmbNbn/11/38", ["SMB-NBN-50"]],
    ["/api/getPlansSmbNbn/34/100", ["SMB-NBN-50", "SMB-NBN-100"]],
    ["/api/getPlansSmbNbn/6/250", ["SMB-NBN-50"]],
    ["/api/getPlansSmbNbn/9/100", []],
    ["/api/getPlansSmbNbn/3/0", []],
    ["/api/getPlansSmbNbn/13/0", []],
  ])("%s offers only what the technology and speed allow", async (path, expected) => {
    expect(await planIds(path)).toEqual(expected);
  });

  it.each([
    ["14/100", "sqClass"],
    ["19/100", "sqClass"],
    ["35/100", "sqClass"],
    ["99/100", "sqClass"],
    ["abc/100", "sqClass"],
    ["-1/100", "sqClass"],
    ["3.5/100", "sqClass"],
    ["%3Cscript%3E/100", "sqClass"],
    ["3/fast", "nbnMaxSpeed"],
    ["3/-5", "nbnMaxSpeed"],
    ["3/1e3", "nbnMaxSpeed"],
    ["3/100.5", "nbnMaxSpeed"],
    ["3/123456", "nbnMaxSpeed"],
    ["3/%F0%9F%9A%80", "nbnMaxSpeed"],
    ["1'%20OR%20'1'='1/100", "sqClass"],
  ])("refuses /%s with a 422 on %s", async (params, field) => {
    const response = await get(`/api/getPlansSmbNbn/${params}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.message).toBe(body.errors[field]![0]);
  });

  it("answers a JSON 404 for missing or extra path parts", async () => {
    for (const path of ["/api/getPlansSmbNbn/3", "/api/getPlansSmbNbn/3/100/extra"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found." });
    }
  });
});

describe("address gateway", () => {
  it("finds addresses in the footprint, leaving out the excluded provider", async () => {
    const [found] = await lookUp("Suite 3 1 Harbour Esp Docklands");
    expect(found?.formattedAddress).toBe("Suite 3 1 Harbour Esp, Docklands VIC 3008");
    expect(found?.providers.map((provider) => provider.name)).not.toContain("DGTEK");
    expect(found?.providers.map((provider) => provider.name)).toContain("NBN");
  });

  it("finds an address only the api source knows, and only there", async () => {
    expect(await lookUp("5 Providence Pde Ripley")).toEqual([]);
    const [found] = await lookUp("5 Providence Pde Ripley", "api");
    expect(found?.formattedAddress).toBe("5 Providence Pde, Ripley QLD 4306");
  });

  it("refuses text outside the address API's bounds itself, before it travels", async () => {
    const short = await get(`/api/v2/address?${query({ fullText: " ab ", source: "footprint" })}`);
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({
      message: "The fullText parameter must be at least 3 characters.",
      errors: { fullText: ["The fullText parameter must be at least 3 characters."] },
    });
  });

  it("passes the address API's 422 through unchanged", async () => {
    const source = await get(
      `/api/v2/address?${query({ fullText: "12 George St", source: "satellite" })}`,
    );
    expect(source.status).toBe(422);
    expect(await source.json()).toMatchObject({
      errors: { source: ["The selected source is invalid."] },
    });
  });

  it.each([
    ["missing fullText", "source=footprint", "fullText"],
    [
      "fullText over 200 characters",
      query({ fullText: "x".repeat(201), source: "api" }),
      "fullText",
    ],
    ["fullText given twice", "fullText=12%20George&fullText=St&source=api", "fullText"],
    [
      "an unknown parameter",
      query({ fullText: "12 George St", source: "api", limit: "1000" }),
      "limit",
    ],
  ])("refuses %s itself with a 422", async (_name, params, field) => {
    const response = await get(`/api/v2/address?${params}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("names what is wrong in its own 422", async () => {
    const missing = await get("/api/v2/address?source=footprint");
    expect(await missing.json()).toEqual({
      message: "The fullText parameter is required.",
      errors: { fullText: ["The fullText parameter is required."] },
    });
    const twice = await get("/api/v2/address?fullText=a&fullText=b&source=api");
    expect(await twice.json()).toMatchObject({
      errors: { fullText: ["Give the fullText parameter once, as text."] },
    });
  });

  it.each(HOSTILE)("answers hostile text %j with JSON, never markup", async (fullText) => {
    const response = await get(`/api/v2/address?${query({ fullText, source: "api" })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual([]);
  });
});

describe("service-qualification gateway", () => {
  it("answers the sqSummary of an nbn location", async () => {
    const location = await nbnLocation("120 Church St Parramatta");
    const response = await get(
      `/api/v2/service-qualification?${query({ nbn: location, brand: "Tidewire" })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { sqSummary } = sqAnswerSchema.parse(await response.json());
    expect(sqSummary.nbn).toMatchObject({
      serviceClass: 13,
      technologyShortCode: "FTTN",
      locationId: location,
      maximumDownloadSpeed: 100,
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2026-10-19" },
    });
    expect(sqSummary.priority).toEqual(["nbn"]);
  });

  it("answers no nbn entry for an address nbn does not reach", async () => {
    const [found] = await lookUp("Unit 1204 9 City Rd Southbank");
    const optus = found!.providers.find((provider) => provider.name === "OPTUS")!;
    const response = await get(
      `/api/v2/service-qualification?${query({ optus: optus.locationId, brand: "Tidewire" })}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sqSummary: { availablePlanCategories: [], priority: [] },
    });
  });

  it("passes the gateway's 422 through unchanged", async () => {
    const noBrand = await get(`/api/v2/service-qualification?${query({ nbn: "LOC000000000001" })}`);
    expect(noBrand.status).toBe(422);
    expect(await noBrand.json()).toEqual({
      message: "The brand field is required.",
      errors: { brand: ["The brand field is required."] },
    });
    const badId = await get(
      `/api/v2/service-qualification?${query({ nbn: "TLS000000000001", brand: "Tidewire" })}`,
    );
    expect(badId.status).toBe(422);
    expect(await badId.json()).toMatchObject({
      errors: { nbn: ["The nbn location id is invalid."] },
    });
    const none = await get(`/api/v2/service-qualification?${query({ brand: "Tidewire" })}`);
    expect(none.status).toBe(422);
  });

  it("answers an unknown location id with a 404 and its own message: nothing is broken", async () => {
    const failures = () =>
      server.logs().filter((line) => line.includes("outside system failed")).length;
    const failuresBefore = failures();
    const response = await get(
      `/api/v2/service-qualification?${query({ nbn: "LOC000000000000", brand: "Tidewire" })}`,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message:
        "We could not find that address in the service records. Please search for it again, or call us.",
    });
    // Logged at info (30), not as a failure of the address service.
    await expect
      .poll(() => server.logs().find((line) => line.includes("outside system found nothing")))
      .toMatch(/"level":30/);
    expect(failures()).toBe(failuresBefore);
  });

  it.each([
    [
      "an unknown parameter",
      query({ nbn: "LOC000000000001", brand: "x", starlink: "1" }),
      "starlink",
    ],
    ["a value over 64 characters", query({ nbn: "L".repeat(65), brand: "x" }), "nbn"],
    ["a location given twice", "nbn=LOC000000000001&nbn=LOC000000000002&brand=x", "nbn"],
    [
      "a brand over 50 characters",
      query({ nbn: "LOC000000000001", brand: "b".repeat(51) }),
      "brand",
    ],
  ])("refuses %s itself with a 422", async (_name, params, field) => {
    const response = await get(`/api/v2/service-qualification?${params}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it.each(HOSTILE)("passes hostile location %j to the rules upstream, as JSON", async (nbn) => {
    const response = await get(
      `/api/v2/service-qualification?${query({ nbn, brand: "Tidewire" })}`,
    );
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("order hand-off", () => {
  const CHURCH_ST = {
    address: "120 Church St, Parramatta NSW 2150",
    locationId: "LOC947460955541",
  };
  const SHERWOOD_RD = {
    address: "60 Sherwood Rd, Toowong QLD 4066",
    locationId: "LOC737968228905",
  };
  const handoff = (params: Record<string, string>) => get(`/api/order-handoff?${query(params)}`);

  it("seals the address qualified again now, with its class, line speed and an expiry", async () => {
    const before = Date.now();
    const response = await handoff(CHURCH_ST);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { orderSiteUrl: string; sq_address: string };
    expect(body.orderSiteUrl).toBe(`${server.baseUrl}/__sim/order-site/order`);
    expect(body.sq_address).not.toContain("Church");
    const sealed = await openHandoff(body.sq_address, DEVELOPMENT_SECRETS.orderHandoffKey);
    expect(sealed).toMatchObject({ ...CHURCH_ST, serviceClass: 13, maxSpeed: expect.any(Number) });
    const expiry = Date.parse(sealed.expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before + HANDOFF_SEAL_TTL_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + HANDOFF_SEAL_TTL_MS);
  });

  it("seals the address API's text for the location, not the case and spaces the browser sent", async () => {
    const response = await handoff({
      ...CHURCH_ST,
      address: " 120 CHURCH ST,\u00a0parramatta\u3000NSW  2150 ",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sq_address: string };
    const sealed = await openHandoff(body.sq_address, DEVELOPMENT_SECRETS.orderHandoffKey);
    expect(sealed.address).toBe(CHURCH_ST.address);
  });

  it("refuses an address the address API would refuse as the visitor's 422, not an outage", async () => {
    const failures = () =>
      server.logs().filter((line) => line.includes("outside system failed")).length;
    const failuresBefore = failures();
    const short = await get(`/api/order-handoff?address=ab&locationId=LOC410133559184`);
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({
      message: "The address must be at least 3 characters.",
      errors: { address: ["The address must be at least 3 characters."] },
    });
    const long = await handoff({
      ...CHURCH_ST,
      address: `${CHURCH_ST.address} ${"x".repeat(200)}`,
    });
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({
      message: "The address may not be longer than 200 characters.",
      errors: { address: ["The address may not be longer than 200 characters."] },
    });
    expect(failures()).toBe(failuresBefore);
  });

  it.each([
    [
      "an address the address API does not know",
      { ...CHURCH_ST, address: "77 Nowhere Rd, Atlantis" },
    ],
    [
      "a real address with another address's location",
      { ...CHURCH_ST, locationId: SHERWOOD_RD.locationId },
    ],
    ["a location id nbn does not know", { ...CHURCH_ST, locationId: "LOC000000000000" }],
  ])("refuses %s: nothing is sealed", async (_name, params) => {
    const response = await handoff(params);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message:
        "We could not confirm this address. Please check your address again before you order.",
      errors: {
        address: [
          "We could not confirm this address. Please check your address again before you order.",
        ],
      },
    });
  });

  it.each(HOSTILE)("refuses hostile text %j as an address it cannot confirm", async (address) => {
    const response = await handoff({ address, locationId: CHURCH_ST.locationId });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it.each([
    ["a missing address", query({ locationId: CHURCH_ST.locationId })],
    ["an empty address", query({ ...CHURCH_ST, address: "   " })],
    ["an address over 200 characters", query({ ...CHURCH_ST, address: "x".repeat(201) })],
    ["a control character", query({ ...CHURCH_ST, address: "12 George St\u0000" })],
    ["a line separator", query({ ...CHURCH_ST, address: "120 Church St,\u2028Parramatta" })],
    ["a paragraph separator", query({ ...CHURCH_ST, address: "\u2029120 Church St" })],
    ["a zero-width space", query({ ...CHURCH_ST, address: "120 Church\u200b St" })],
    ["an address given twice", `address=a&address=b&locationId=${CHURCH_ST.locationId}`],
    ["an unknown parameter", query({ ...CHURCH_ST, key: "x" })],
    ["a missing location", query({ address: CHURCH_ST.address })],
    ["a location that is not nbn's", query({ ...CHURCH_ST, locationId: "TLS381337836605" })],
  ])("refuses %s with a 422", async (_name, params) => {
    const response = await get(`/api/order-handoff?${params}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: expect.any(Object) });
  });
});

describe("order-site stand-in", () => {
  const QUALIFIED: QualifiedAddress = {
    address: "120 Church St, Parramatta NSW 2150",
    locationId: "LOC947460955541",
    serviceClass: 13,
    maxSpeed: 100,
  };
  const fields = async (
    overrides: Record<string, string> = {},
    address = QUALIFIED.address,
    sealedAt = new Date(),
  ) => ({
    plan_id: "SMB-NBN-100",
    contract_term: "1",
    unlimited_phone: "1",
    payg_phone: "0",
    modem: "1",
    hs: "trial",
    extender: "0",
    fdclid: "",
    sq_address: await sealHandoff(
      { ...QUALIFIED, address },
      DEVELOPMENT_SECRETS.orderHandoffKey,
      sealedAt,
    ),
    service_class: "13",
    new_dev: "0",
    type: "broadband",
    technology: "nbn",
    smb: "1",
    active_service: "1",
    service_location_id: "LOC947460955541",
    ...overrides,
  });
  const order = async (params: Record<string, string>) => {
    const response = await get(`/__sim/order-site/order?${query(params)}`);
    return { status: response.status, html: await response.text() };
  };

  it("opens the address and shows the order it received", async () => {
    const { status, html } = await order(await fields());
    expect(status).toBe(200);
    expect(html).toContain("Order received");
    expect(html).toContain("120 Church St, Parramatta NSW 2150");
    expect(html).toMatch(/<th scope="row">plan_id<\/th><td>SMB-NBN-100<\/td>/);
    expect(html).toMatch(/<th scope="row">Agent<\/th><td>No agent<\/td>/);
  });

  it("refuses a location other than the sealed one, as the real order site would", async () => {
    const { status, html } = await order(await fields({ service_location_id: "LOC000000000042" }));
    expect(status).toBe(400);
    expect(html).toContain(
      "service_location_id: LOC000000000042 is not the location the address was qualified at",
    );
  });

  it("escapes everything it prints", async () => {
    const { status, html } = await order(
      await fields({ utm_source: "<img src=x onerror=alert(1)>" }, "<script>alert(1)</script>"),
    );
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img src=x");
  });

  it("verifies an agent's token and says when one does not verify", async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const valid = signAgentToken({ name: "Priya Raman", agent_code: "AG-2207", exp });
    expect((await order(await fields({ "agent-token": valid }))).html).toContain(
      "Verified: Priya Raman (AG-2207)",
    );
    const forged = signAgentToken(
      { name: "Priya Raman", agent_code: "AG-2207", exp },
      "x".repeat(40),
    );
    expect((await order(await fields({ "agent-token": forged }))).html).toContain("Not verified");
  });

  it.each([
    [
      "an address sealed under another key",
      async () =>
        fields({
          sq_address: await sealHandoff(QUALIFIED, "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE"),
        }),
    ],
    [
      "an expired hand-off",
      () => fields({}, QUALIFIED.address, new Date(Date.now() - HANDOFF_SEAL_TTL_MS - 1_000)),
    ],
    ["a class other than the one qualified", () => fields({ service_class: "3" })],
    ["a plan faster than the line can carry", () => fields({ plan_id: "SMB-NBN-1000" })],
    ["a made-up plan", () => fields({ plan_id: "SMB-NBN-9999" })],
    ["a contract term the spec does not allow", () => fields({ contract_term: "12" })],
    [
      "a missing plan",
      async () => {
        const { plan_id: _drop, ...rest } = await fields();
        return rest;
      },
    ],
    ["an unknown service class", () => fields({ service_class: "17" })],
    ["an unknown field", () => fields({ discount: "100" })],
  ])("refuses %s", async (_name, build) => {
    const { status, html } = await order((await build()) as Record<string, string>);
    expect(status).toBe(400);
    expect(html).toContain("The order was not accepted");
  });
});

/** Runs the stand-ins on their own port, as simulators/main.ts does for fault tests. */
async function startSimulators(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "simulators/main.ts"], {
    env: { ...process.env, SIM_PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("simulators listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`simulators exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/__sim/address-api`, process: child };
}

describe("gateway against an address API that refuses our key", () => {
  let simulators: Awaited<ReturnType<typeof startSimulators>>;
  let site: InProcessSite;
  beforeAll(async () => {
    simulators = await startSimulators({ ADDRESS_API_KEY: "a-key-the-site-does-not-have" });
    site = await startInProcess({ env: { ADDRESS_API_URL: simulators.url } });
  });
  afterAll(async () => {
    await site?.stop();
    simulators?.process.kill("SIGTERM");
  });

  it("passes the 401 through from both calls", async () => {
    const address = await get(
      `/api/v2/address?${query({ fullText: "120 Church St", source: "footprint" })}`,
      site.baseUrl,
    );
    expect(address.status).toBe(401);
    expect(await address.json()).toEqual({ message: "Unauthenticated." });
    const sq = await get(
      `/api/v2/service-qualification?${query({ nbn: "LOC947460955541", brand: "Tidewire" })}`,
      site.baseUrl,
    );
    expect(sq.status).toBe(401);
  });

  it("fails the hand-off with a 502: a refused key is ours to fix, not the visitor's", async () => {
    const response = await get(
      `/api/order-handoff?${query({ address: "120 Church St, Parramatta NSW 2150", locationId: "LOC947460955541" })}`,
      site.baseUrl,
    );
    expect(response.status).toBe(502);
    await expect
      .poll(() =>
        site
          .logs()
          .some((line) => line.includes("outside system failed") && line.includes('"status":401')),
      )
      .toBe(true);
  });
});

/** Words (and a location) the fake address API below answers with a 4xx of its own. */
const REFUSED_LOCATION = "LOC000000000400";
const FAKE_REFUSALS: [string, number][] = [
  ["Refused", 400],
  ["Oversized", 414],
  ["Forbidden", 403],
  [REFUSED_LOCATION, 400],
];

describe("gateway against a failing address API", () => {
  let upstream: Server;
  let site: InProcessSite;
  beforeAll(async () => {
    // 500 for look-ups, a dropped connection for one word, and an answer of the wrong shape
    // for qualification.
    upstream = createServer((req, res) => {
      if (req.url?.includes("dropped")) {
        req.socket.destroy();
        return;
      }
      const refusal = FAKE_REFUSALS.find(([word]) => req.url?.includes(word));
      if (refusal) {
        res.writeHead(refusal[1], { "content-type": "application/json" }).end('{"message":"no"}');
        return;
      }
      if (req.url?.startsWith("/v2/address") && req.url.includes("Listed")) {
        const listed = [
          {
            id: "GANSW000000001",
            formattedAddress: "1 Listed St, Sydney NSW 2000",
            providers: [{ name: "NBN", locationId: REFUSED_LOCATION }],
          },
        ];
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(listed));
        return;
      }
      if (req.url?.startsWith("/v2/address")) {
        res.writeHead(500, { "content-type": "application/json" }).end('{"message":"boom"}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end('{"summary":"changed"}');
    });
    upstream.listen(0, "127.0.0.1");
    await once(upstream, "listening");
    const { port } = upstream.address() as { port: number };
    site = await startInProcess({ env: { ADDRESS_API_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await site?.stop();
    upstream?.close();
  });

  it.each([
    [
      "a 500",
      `/api/v2/address?${query({ fullText: "120 Church St", source: "footprint" })}`,
      "address API",
    ],
    [
      "a dropped connection",
      `/api/v2/address?${query({ fullText: "dropped", source: "footprint" })}`,
      "address API",
    ],
    [
      "an answer of the wrong shape",
      `/api/v2/service-qualification?${query({ nbn: "LOC947460955541", brand: "Tidewire" })}`,
      "service qualification",
    ],
  ])("turns %s into a clean 502 and logs which system failed", async (_name, path, system) => {
    const response = await get(path, site.baseUrl);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "The address service is not available right now. Please try again shortly.",
    });
    await expect
      .poll(() =>
        site.logs().some((line) => line.includes("outside system failed") && line.includes(system)),
      )
      .toBe(true);
  });

  const refusals = () =>
    site.logs().filter((line) => line.includes("outside system refused the input"));
  const failures = () => site.logs().filter((line) => line.includes("outside system failed"));
  const ADDRESS_REFUSED =
    "The address service could not accept this address. Please check it and try again.";
  const LOCATION_REFUSED =
    "The address service could not accept this location. Please search for your address again.";

  it.each([
    [
      "a 400 for the gateway's text",
      `/api/v2/address?${query({ fullText: "1 Refused St", source: "footprint" })}`,
      { fullText: [ADDRESS_REFUSED] },
    ],
    [
      "a 414 for the gateway's text",
      `/api/v2/address?${query({ fullText: "1 Oversized St", source: "footprint" })}`,
      { fullText: [ADDRESS_REFUSED] },
    ],
    [
      "a 400 for the gateway's location",
      `/api/v2/service-qualification?${query({ nbn: REFUSED_LOCATION, brand: "Tidewire" })}`,
      { nbn: [LOCATION_REFUSED] },
    ],
    [
      "a 400 for the search box's text",
      `/api/search/${encodeURIComponent("1 Refused St")}`,
      { address: [ADDRESS_REFUSED] },
    ],
    [
      "a 400 for the hand-off's address",
      `/api/order-handoff?${query({ address: "1 Refused St", locationId: REFUSED_LOCATION })}`,
      { address: [ADDRESS_REFUSED] },
    ],
    [
      "a 400 for the hand-off's location",
      `/api/order-handoff?${query({ address: "1 Listed St, Sydney NSW 2000", locationId: REFUSED_LOCATION })}`,
      { locationId: [LOCATION_REFUSED] },
    ],
  ])(
    "turns %s into the visitor's 422 on that field, logged at warn",
    async (_name, path, errors) => {
      const [refusedBefore, failedBefore] = [refusals().length, failures().length];
      const response = await get(path, site.baseUrl);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: Object.values(errors)[0]![0], errors });
      await expect.poll(() => refusals().length).toBe(refusedBefore + 1);
      expect(refusals().at(-1)).toMatch(/"level":40/);
      expect(failures().length).toBe(failedBefore);
    },
  );

  it.each([
    `/api/v2/address?${query({ fullText: "1 Forbidden St", source: "footprint" })}`,
    `/api/order-handoff?${query({ address: "1 Forbidden St", locationId: REFUSED_LOCATION })}`,
  ])("keeps a 403 (our key refused) a 502 for %s", async (path) => {
    const failedBefore = failures().length;
    const response = await get(path, site.baseUrl);
    expect(response.status).toBe(502);
    await expect.poll(() => failures().length).toBe(failedBefore + 1);
    expect(failures().at(-1)).toContain('"status":403');
  });
});
