import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CARRIER_KEYS,
  CONTRACT_TERMS,
  type CarrierEntry,
  type CarrierKey,
  type FibrePricingAnswer,
} from "../../domain/pricing/carriers";
import { PRICING_SCENARIOS } from "../../simulators/carriers/scenarios";
import { csrfSession, postForm, type CsrfSession } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";

/** Short enough for a test, longer than the out-of-order scenario's slowest carrier (1.5 s). */
const CARRIER_TIMEOUT_MS = 2_000;

let server: InProcessSite;
let session: CsrfSession;

beforeAll(async () => {
  server = await startInProcess({
    env: {
      CARRIER_TIMEOUT_MS: String(CARRIER_TIMEOUT_MS),
      PRICING_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
  session = await csrfSession(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

const search = (text: string) => fetch(`${server.baseUrl}/api/search/${text}`);
const labels = async (response: Response) => {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { id: string; label: string; value: string }[];
  for (const item of body) expect(item.value).toBe(item.label);
  return body.map((item) => item.label);
};

const post = (endpoint: string, body: unknown) =>
  postForm(server.baseUrl, endpoint, body, { session });

async function price(address: string, speed: number | string, carrier: CarrierKey) {
  const started = performance.now();
  const response = await post("get-fibre-pricing", { address, speed, carrier });
  return { response, ms: performance.now() - started };
}

async function entryOf(response: Response, carrier: CarrierKey): Promise<CarrierEntry> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as FibrePricingAnswer;
  expect(Object.keys(body.data)).toEqual([carrier]);
  return body.data[carrier]!;
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(Object.values(body.errors)[0]![0]);
  return body.errors;
}

async function requestCounts(): Promise<Record<string, number>> {
  const response = await fetch(`${server.baseUrl}/__sim/carriers/stats`);
  return ((await response.json()) as { requests: Record<string, number> }).requests;
}

function expectPriced(entry: CarrierEntry) {
  expect(Object.keys(entry)).toEqual(CONTRACT_TERMS.map((term) => term.key));
  for (const { key } of CONTRACT_TERMS) {
    const { monthly_rental, installation } = entry[key]!;
    expect(Math.round(monthly_rental * 100) / 100).toBe(monthly_rental);
    expect(monthly_rental).toBeGreaterThan(200);
    expect(installation).toBeGreaterThanOrEqual(0);
  }
  expect(entry.one_year!.monthly_rental).toBeGreaterThan(entry.three_years!.monthly_rental);
  expect(entry.three_years!.installation).toBe(0);
}

describe("GET /api/search/{address}", () => {
  it("answers suggestions as {id, label, value}, at most six", async () => {
    const response = await search("Collins%20St%2C%20Melbourne");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { id: string; label: string; value: string }[];
    expect(body).toHaveLength(6);
    for (const item of body) {
      expect(item).toEqual({
        id: expect.stringMatching(/^GA/),
        label: item.label,
        value: item.label,
      });
      expect(item.label).toMatch(/Collins St, Melbourne VIC 3000$/);
    }
  });

  it("refuses text of 4 characters or fewer, spaces aside", async () => {
    for (const text of ["Pitt", "%20%20Pitt%20%20", "a", ""]) {
      expect(await errorsOf(await search(text))).toEqual({
        address: ["The address must be at least 5 characters."],
      });
    }
  });

  it("refuses text over 200 characters and searches text of exactly 200", async () => {
    expect(await errorsOf(await search("1".repeat(201)))).toEqual({
      address: ["The address may not be longer than 200 characters."],
    });
    expect(await labels(await search(`${"9".repeat(195)} Pitt`))).toEqual([]);
  });

  it("reads unicode, and accents the way people leave them off", async () => {
    expect(await labels(await search(encodeURIComponent("391 Cöllins St Docklands")))).toEqual([
      "391 Collins St, Docklands VIC 3008",
    ]);
    expect(await labels(await search(encodeURIComponent("Zoë Straße 東京 🚀")))).toEqual([]);
  });

  it("takes a unit's slash typed as %2F or as a plain slash", async () => {
    const expected = ["Suite 3 1 Harbour Esp, Docklands VIC 3008"];
    expect(await labels(await search("3%2F1%20Harbour%20Esp"))).toEqual(expected);
    expect(await labels(await search("3/1%20Harbour%20Esp"))).toEqual(expected);
  });

  it("answers hostile text with an empty JSON list, and a broken escape with 400", async () => {
    for (const text of [
      "<script>alert(1)</script>",
      "'; DROP TABLE leads; --",
      "../../etc/passwd",
    ]) {
      expect(await labels(await search(encodeURIComponent(text)))).toEqual([]);
    }
    const broken = await search("abcdef%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(broken.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers no match with [], and finds a street only the live APIs know", async () => {
    expect(await labels(await search(encodeURIComponent("77 Nowhere Rd, Atlantis")))).toEqual([]);
    expect(await labels(await search(encodeURIComponent("5 Providence Pde")))).toEqual([
      "5 Providence Pde, Ripley QLD 4306",
    ]);
  });
});

describe("POST /api/get-fibre-pricing", () => {
  const { allCarriers, noCarrier, oneCarrierFails, slowCarrier, outOfOrder } = PRICING_SCENARIOS;

  it.each(CARRIER_KEYS)("maps %s's own answer to the three terms", async (carrier) => {
    const { response } = await price(allCarriers.address, 1000, carrier);
    expectPriced(await entryOf(response, carrier));
  });

  it("answers AAPT's other speeds as 'speed' unavailable, and takes the speed as digits", async () => {
    const { response } = await price(allCarriers.address, "100", "AAPT");
    expect(await entryOf(response, "AAPT")).toEqual({ unavailable: "speed" });
  });

  it("answers every carrier 'address' unavailable where there is no fibre", async () => {
    for (const carrier of CARRIER_KEYS) {
      const { response } = await price(noCarrier.address, noCarrier.speed, carrier);
      expect(await entryOf(response, carrier)).toEqual({ unavailable: "address" });
    }
  });

  it("answers one carrier's failure with 502 for its row only", async () => {
    const rows = await Promise.all(
      CARRIER_KEYS.map((carrier) => price(oneCarrierFails.address, 1000, carrier)),
    );
    const statuses = Object.fromEntries(
      CARRIER_KEYS.map((key, i) => [key, rows[i]!.response.status]),
    );
    expect(statuses).toEqual({
      TELSTRA: 200,
      OPTUS: 502,
      AAPT: 200,
      NBN: 200,
      VOCUS: 200,
      DGTEK: 200,
    });
    expect(await rows[1]!.response.json()).toEqual({
      message: "Optus pricing is not available right now. Please try again shortly.",
    });
    const log = server.logs().find((line) => line.includes('"system":"Optus pricing"'));
    expect(log).toMatch(
      /"failure":"status".*"carrier":"OPTUS"|"carrier":"OPTUS".*"failure":"status"/,
    );
    expect(log).not.toContain(oneCarrierFails.address);
  });

  it("answers a carrier past its timeout with 504 while the others answer at once", async () => {
    const rows = await Promise.all(
      CARRIER_KEYS.map((carrier) => price(slowCarrier.address, 1000, carrier)),
    );
    for (const [index, carrier] of CARRIER_KEYS.entries()) {
      const { response, ms } = rows[index]!;
      if (carrier === "VOCUS") {
        expect(response.status).toBe(504);
        expect(await response.json()).toEqual({
          message: "Vocus took too long to answer. Please try again.",
        });
        expect(ms).toBeGreaterThanOrEqual(CARRIER_TIMEOUT_MS - 50);
        expect(ms).toBeLessThan(CARRIER_TIMEOUT_MS + 1_000);
      } else {
        expectPriced(await entryOf(response, carrier));
        // Well before the slow carrier's timeout, however busy the machine.
        expect(ms, carrier).toBeLessThan(CARRIER_TIMEOUT_MS / 2);
      }
    }
  });

  it("answers each carrier in its own time, so rows arrive out of order", async () => {
    const order: CarrierKey[] = [];
    await Promise.all(
      CARRIER_KEYS.map(async (carrier) => {
        const { response } = await price(outOfOrder.address, outOfOrder.speed, carrier);
        expect(response.status).toBe(200);
        order.push(carrier);
      }),
    );
    expect(order).toEqual(["DGTEK", "VOCUS", "AAPT", "NBN", "OPTUS", "TELSTRA"]);
  });

  it("asks a carrier once for the same question however the address is typed", async () => {
    const before = await requestCounts();
    const first = await entryOf(
      (await price(allCarriers.address, 500, "TELSTRA")).response,
      "TELSTRA",
    );
    const retyped = `  ${allCarriers.address.toUpperCase().replace(", ", " ,  ")} `;
    const again = await entryOf((await price(retyped, 500, "TELSTRA")).response, "TELSTRA");
    expect(again).toEqual(first);
    const after = await requestCounts();
    expect((after.TELSTRA ?? 0) - (before.TELSTRA ?? 0)).toBe(1);
    // Another speed is another question.
    await price(allCarriers.address, 200, "TELSTRA");
    expect((await requestCounts()).TELSTRA! - (after.TELSTRA ?? 0)).toBe(1);
  });

  it("never keeps a failure: the next visitor asks the carrier again", async () => {
    const before = (await requestCounts()).OPTUS ?? 0;
    expect((await price(oneCarrierFails.address, 500, "OPTUS")).response.status).toBe(502);
    expect((await price(oneCarrierFails.address, 500, "OPTUS")).response.status).toBe(502);
    expect((await requestCounts()).OPTUS! - before).toBe(2);
  });

  it("fails a carrier on demand through the stand-in's control, then recovers", async () => {
    const control = (failing: CarrierKey[]) =>
      fetch(`${server.baseUrl}/__sim/carriers/control`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ failing }),
      });
    await control(["DGTEK"]);
    try {
      expect((await price(allCarriers.address, 200, "DGTEK")).response.status).toBe(502);
      expect((await price(allCarriers.address, 200, "NBN")).response.status).toBe(200);
    } finally {
      await control([]);
    }
    expectPriced(await entryOf((await price(allCarriers.address, 200, "DGTEK")).response, "DGTEK"));
  });

  it("answers 422 with each field's error", async () => {
    const valid = { address: allCarriers.address, speed: 1000, carrier: "TELSTRA" };
    expect(await errorsOf(await post("get-fibre-pricing", {}))).toEqual({
      address: ["The address field is required."],
      speed: ["The speed field is required."],
      carrier: ["The carrier field is required."],
    });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ carrier: "TPG" }, { carrier: ["The selected carrier is invalid."] }],
      [{ carrier: "telstra" }, { carrier: ["The selected carrier is invalid."] }],
      [{ speed: 30 }, { speed: ["The selected speed is invalid."] }],
      [{ speed: "fast" }, { speed: ["The selected speed is invalid."] }],
      [{ speed: 250 }, { speed: ["The selected speed is invalid."] }],
      [{ address: "   " }, { address: ["The address field is required."] }],
      [{ address: 42 }, { address: ["The address must be text."] }],
      [
        { address: "a".repeat(256) },
        { address: ["The address may not be longer than 255 characters."] },
      ],
      [{ agent: "x" }, { agent: ["The agent field is not accepted."] }],
    ];
    for (const [change, errors] of cases) {
      expect(await errorsOf(await post("get-fibre-pricing", { ...valid, ...change }))).toEqual(
        errors,
      );
    }
    expect(await errorsOf(await post("get-fibre-pricing", [valid]))).toHaveProperty("request");
  });

  it("answers malformed JSON 400, another content type 415, an oversized body 413", async () => {
    const endpoint = "get-fibre-pricing";
    const malformed = await postForm(server.baseUrl, endpoint, null, { session, raw: '{"speed":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "The request body is not valid JSON." });
    const form = await postForm(server.baseUrl, endpoint, null, {
      session,
      raw: "speed=100",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const oversized = await post(endpoint, {
      address: "a".repeat(40_000),
      speed: 100,
      carrier: "NBN",
    });
    expect(oversized.status).toBe(413);
  });

  it("answers 419 without the forgery token pair", async () => {
    const response = await postForm(
      server.baseUrl,
      "get-fibre-pricing",
      { address: allCarriers.address, speed: 1000, carrier: "NBN" },
      { session: null },
    );
    expect(response.status).toBe(419);
  });
});

describe("POST /api/get-enterprise-nbn-pricing", () => {
  const { enterpriseSuccess, enterpriseNoFibre, enterpriseFailure } = PRICING_SCENARIOS;

  it("answers 12, 24 and 36-month prices", async () => {
    const response = await post("get-enterprise-nbn-pricing", {
      address: enterpriseSuccess.address,
      speed: enterpriseSuccess.speed,
    });
    expect(response.status).toBe(200);
    expectPriced((await response.json()) as CarrierEntry);
  });

  it("answers without one_year where there is no fibre", async () => {
    const response = await post("get-enterprise-nbn-pricing", {
      address: enterpriseNoFibre.address,
      speed: "500",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("answers the upstream's failure with 502", async () => {
    const response = await post("get-enterprise-nbn-pricing", {
      address: enterpriseFailure.address,
      speed: 1000,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "Enterprise nbn pricing is not available right now. Please try again shortly.",
    });
  });

  it("refuses the price checker's speeds and a carrier it does not take", async () => {
    const body = { address: enterpriseSuccess.address, speed: 100, carrier: "NBN" };
    expect(await errorsOf(await post("get-enterprise-nbn-pricing", body))).toEqual({
      speed: ["The selected speed is invalid."],
      carrier: ["The carrier field is not accepted."],
    });
  });
});

describe("limits and outages", () => {
  let limited: InProcessSite;
  beforeAll(async () => {
    limited = await startInProcess({
      env: {
        RATE_LIMIT_PER_MINUTE: "2",
        PRICING_RATE_LIMIT_PER_MINUTE: "7",
        // Nothing listens on port 9: the address API is down.
        ADDRESS_API_URL: "http://127.0.0.1:9/v2",
      },
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("lets a whole price check through the pricing limit, then answers 429", async () => {
    const own = await csrfSession(limited.baseUrl);
    const { address } = PRICING_SCENARIOS.allCarriers;
    const statuses = [];
    for (const carrier of [...CARRIER_KEYS, "NBN", "NBN"] as const) {
      const response = await postForm(
        limited.baseUrl,
        "get-fibre-pricing",
        { address, speed: 1000, carrier },
        { session: own },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it("answers 502 when the address API is down", async () => {
    const response = await fetch(`${limited.baseUrl}/api/search/391%20Collins`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "The address service is not available right now. Please try again shortly.",
    });
  });
});
