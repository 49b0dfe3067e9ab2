import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  csrfSession,
  postForm,
  VALID,
  VALID_FLIP_REGISTRATION,
  VALID_QUOTE,
  type CsrfSession,
} from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";

/**
 * Field and parameter names are data. Each of these is also a property every plain object
 * inherits; sent as a field, a query key or a path segment, none may reach a 5xx (one used to
 * answer 500 on every endpoint: the error builder indexed a plain object with it).
 */
const BUILT_IN_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
  "toLocaleString",
];

/** Every state-changing endpoint, with a body it would otherwise accept. */
const POSTS: [endpoint: string, body: Record<string, unknown>][] = [
  ...Object.entries(VALID),
  ["postFlipToFibreForm", VALID_FLIP_REGISTRATION],
  ["validate-price-checker-form", VALID["submit-price-checker-form/priceChecker"]],
  [
    "get-fibre-pricing",
    { address: "391 Collins St, Docklands VIC 3008", speed: 100, carrier: "TELSTRA" },
  ],
  ["get-enterprise-nbn-pricing", { address: "391 Collins St, Docklands VIC 3008", speed: 250 }],
  ["quotes", VALID_QUOTE],
];

/** Every GET that reads a parameter, as `[path with {name} where a segment goes, query]`. */
const GETS: [path: string, query: Record<string, string>][] = [
  ["/api/v2/address", { fullText: "120 Church St", source: "footprint" }],
  ["/api/v2/service-qualification", { nbn: "LOC947460955541", brand: "Tidewire" }],
  [
    "/api/order-handoff",
    { address: "120 Church St, Parramatta NSW 2150", locationId: "LOC947460955541" },
  ],
  ["/api/search/{name}", {}],
  ["/api/searchRoamingCountries/{name}", {}],
  ["/api/searchMobileInternationalRates/{name}", {}],
  ["/api/getPlansSmbNbn/{name}/{name}", {}],
  ["/api/case-studies/{name}", {}],
  ["/api/nav", {}],
  ["/api/small-business/nbn", {}],
  ["/{name}", {}],
  ["/case-studies/{name}", {}],
  ["/quotes/{name}", {}],
  ["/small-business/nbn", {}],
];

let server: InProcessSite;
let session: CsrfSession;

beforeAll(async () => {
  server = await startInProcess({
    env: {
      RATE_LIMIT_PER_MINUTE: "100000",
      PRICING_RATE_LIMIT_PER_MINUTE: "100000",
      LOOKUP_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
  session = await csrfSession(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

/** A body with `name` as one more field, written as JSON text so `__proto__` is a real key. */
const withField = (body: Record<string, unknown>, name: string) =>
  `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(name)}:"x"}`;

describe.each(POSTS)("POST /api/%s", (endpoint, body) => {
  it.each(BUILT_IN_NAMES)("answers a field named %s with a 422 naming it", async (name) => {
    const response = await postForm(server.baseUrl, endpoint, null, {
      session,
      raw: withField(body, name),
    });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { message: string; errors: object };
    expect(typeof answer.message).toBe("string");
    expect(Object.keys(answer.errors)).toEqual([name]);
    expect(Object.getOwnPropertyDescriptor(answer.errors, name)?.value).toEqual([
      `The ${name} field is not accepted.`,
    ]);
  });

  it.each(BUILT_IN_NAMES)("answers a body of only %s as JSON, never a 5xx", async (name) => {
    const response = await postForm(server.baseUrl, endpoint, null, {
      session,
      raw: `{${JSON.stringify(name)}:{"first_name":"x"}}`,
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it.each(BUILT_IN_NAMES)("ignores a query key named %s", async (name) => {
    const response = await postForm(server.baseUrl, `${endpoint}?${name}=x`, body, { session });
    expect(response.status).toBeLessThan(500);
  });
});

describe.each(GETS)("GET %s", (path, query) => {
  it.each(BUILT_IN_NAMES)(
    "answers %s as a query key or path segment without a 5xx",
    async (name) => {
      const url = `${path.replaceAll("{name}", encodeURIComponent(name))}?${new URLSearchParams({
        ...query,
      })}&${encodeURIComponent(name)}=x`;
      const response = await fetch(`${server.baseUrl}${url}`, { redirect: "manual" });
      expect(response.status, url).toBeLessThan(500);
      if (path.startsWith("/api/")) {
        expect(response.headers.get("content-type"), url).toMatch(/^application\/json/);
      }
    },
  );
});

describe("the error log", () => {
  it("holds no request failure after all of the above", () => {
    expect(server.logs().filter((line) => line.includes('"request failed"'))).toEqual([]);
  });
});
