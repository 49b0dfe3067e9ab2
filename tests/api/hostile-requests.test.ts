import fc from "fast-check";
import { Agent, request } from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../domain/forms/index";
import { CSRF_COOKIE, CSRF_HEADER } from "../../domain/forms/forgery-token";
import { CONTENT_PAGES } from "../../domain/site/pages";
import { createDataLayer, type DataLayer } from "../../server/db/database";
import { VALID } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { seriesIn } from "../support/metrics";

/**
 * Generated requests thrown at every route of the site, built in this process (the production
 * build, its stand-ins, a database of its own): methods, paths, query strings, headers and
 * bodies, valid and hostile. Whatever a client sends, the site never answers 5xx, never logs
 * at error level, and stores no lead without the forgery proof (ADR 0028).
 *
 * A fixed seed and FUZZ_RUNS requests (5,000 by default); `npm run test:fuzz` sends 200,000
 * with a new seed, printed so a failure can be replayed with FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let site: InProcessSite;
let data: DataLayer;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  // Limits high enough that the handlers, not the rate limiter, meet the generated requests.
  site = await startInProcess({
    env: {
      RATE_LIMIT_PER_MINUTE: "1000000",
      PRICING_RATE_LIMIT_PER_MINUTE: "1000000",
      LOOKUP_RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "warn",
      METRICS_PORT: "0",
    },
  });
  data = createDataLayer(site.config.database);
});
afterAll(async () => {
  agent.destroy();
  await data?.close();
  await site?.stop();
});

// --- What a client can send ------------------------------------------------------------------

const HOSTILE_TEXT = [
  "<script>alert(1)</script>",
  "'; DROP TABLE leads;--",
  '" OR 1=1 --',
  "Ōtautahi 🚀 Café",
  "\u0000\u0007\u001b[31m",
  "\u2028\u2029\u3000\u00a0",
  "‮reversed",
  "../../../etc/passwd",
  "%00%ff%E0%A4%A",
  "__proto__",
  "constructor",
  "x".repeat(5_000),
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

/** Segments as they appear in a URL: encoded text, or raw bytes a browser would never send. */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(value)),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "..", ".", "%2e%2e", "LOC410133559184", "FTTP"),
);

const API_PATHS = [
  "/api/csrf",
  "/api/nav",
  "/api/search/",
  "/api/v2/address",
  "/api/v2/service-qualification",
  "/api/order-handoff",
  "/api/getDefaultPlansSmbNbn",
  "/api/getPlansSmbNbn/FTTP/100",
  "/api/searchRoamingCountries/",
  "/api/searchMobileInternationalRates/",
  "/api/get-fibre-pricing",
  "/api/get-enterprise-nbn-pricing",
  "/api/validate-price-checker-form",
  "/api/quotes",
  ...LEAD_FORMS.map((form) => `/api/${form.endpoint}`),
];
const OTHER_PATHS = [
  "/healthz",
  "/readyz",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  "/assets/missing.js",
  "/images/missing.png",
  "/case-studies/retail",
  "/quotes/",
];
const KNOWN_PATHS = [...CONTENT_PAGES.map((page) => page.path), ...API_PATHS, ...OTHER_PATHS];

const path = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_PATHS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_PATHS), segment)
      .map(([known, extra]) => `${known.replace(/\/$/, "")}/${extra}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .map((parts) => `/${parts.join("/")}`),
  },
);

const QUERY_KEYS = [
  "address",
  "locationId",
  "sent",
  "speed",
  "agent_token",
  "utm_source",
  "gclid",
  "q",
  "nbn",
  "brand",
];
const query = fc.oneof(
  fc.constant(""),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), segment), segment), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "POST") },
  {
    weight: 3,
    arbitrary: fc.constantFrom("HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK"),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,10}$/) },
);

const FIELD_NAMES = [
  ...new Set(Object.values(VALID).flatMap((values) => Object.keys(values))),
  "_form",
  "_key",
  "agent_token",
  "carrier",
  "description",
  "utm_source",
];
/** A valid form with some fields changed, or fields made up: leads that may or may not hold. */
const fields = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...Object.values(VALID)),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 3 }),
    )
    .map(([valid, changes]) => ({ ...valid, ...changes }) as Record<string, unknown>),
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })),
    fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 })),
    { maxKeys: 8 },
  ),
);
const formIds = fc.constantFrom("", ...LEAD_FORMS.map((form) => form.id), "constructor");

type Body = { contentType?: string; payload: string | Buffer };
const body: fc.Arbitrary<Body | null> = fc.oneof(
  fc.constant(null),
  fields.map((value) => ({ contentType: "application/json", payload: JSON.stringify(value) })),
  fc.tuple(fields, formIds).map(([value, form]) => ({
    contentType: "application/x-www-form-urlencoded",
    payload: new URLSearchParams(
      Object.entries({ ...value, _form: form }).map(([key, item]) => [key, String(item)]),
    ).toString(),
  })),
  fc.record({
    contentType: fc.constantFrom(
      "application/json",
      "application/json; charset=utf-16",
      "application/x-www-form-urlencoded; charset=latin1",
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
    ),
    payload: fc.oneof(
      text,
      fc.constantFrom("{", "[]", "null", '{"__proto__":{"admin":true}}', "a=1&a=2&a[b]=3"),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant("y".repeat(40_000)),
    ),
  }),
);

/** The forgery proof a client may or may not hold: the double-submit pair and the Origin. */
const TOKEN = "f".repeat(43);
const forgery = fc.record({
  origin: fc.constantFrom("own", "evil", "null", "none"),
  tokens: fc.constantFrom("pair", "mismatch", "cookie-only", "none"),
});

/** Header values: any text a client can put on the wire (Latin-1, no line breaks). */
const headerText = fc.oneof(
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.constantFrom(...HOSTILE_TEXT.map(encodeURIComponent)),
);

const extraHeaders = fc.record(
  {
    "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "*", "br;q=x"),
    "content-encoding": fc.constantFrom("gzip", "br", "identity", "bogus"),
    "if-none-match": fc.oneof(headerText, fc.constant("*")),
    range: fc.constantFrom("bytes=0-10", "bytes=abc", "bytes=-1"),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "not-an-ip", "::1, 10.0.0.1"),
    "idempotency-key": fc.oneof(headerText, fc.uuid()),
    accept: fc.constantFrom("application/json", "text/html", "*/*", "image/webp"),
    referer: fc.oneof(fc.constantFrom("http://evil.example/", "not a url"), headerText),
    "user-agent": headerText,
  },
  { requiredKeys: [] },
);

/** How the request line names its target: a path, an absolute URL of this or another host, `*`. */
const targetForm = fc.constantFrom(
  "path",
  "path",
  "path",
  "absolute-own",
  "absolute-other",
  "asterisk",
);
/** The Host header: the site's own, another host, or text that is no host at all. */
const hostHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.constantFrom("a b", "evil.example", "[::1]", "x/y", "host:port", "<b>", "..", ""),
  },
  { weight: 1, arbitrary: headerText },
);

const anyRequest = fc.record({
  method,
  path,
  query,
  body,
  forgery,
  extraHeaders,
  targetForm,
  hostHeader,
});

/** The page each form posted without script is sent from (ADR 0025). */
const FORM_PAGES: Record<string, string> = {
  partner: "/partners",
  "register-interest": "/voip/unified-communications",
  "business-wireless": "/internet/business-wireless",
  "price-checker": "/internet",
  "fibre-price-checker": "/internet/business-fibre",
  "enterprise-nbn": "/internet/nbn-enterprise-ethernet",
};
/**
 * A lead as a visitor's form sends it (to the API, or posted to its page), valid or with a
 * field or two changed, with or without the forgery proof: the requests that may store a lead.
 */
const leadSubmission = fc
  .record({
    form: fc.constantFrom(...LEAD_FORMS.filter((form) => form.endpoint in VALID)),
    changes: fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 2 }),
    ),
    asPagePost: fc.boolean(),
    // Mostly as the site's own page sends it, so that leads are stored, and checked.
    forgery: fc.record({
      origin: fc.constantFrom("own", "own", "evil", "none"),
      tokens: fc.constantFrom("pair", "pair", "mismatch", "none"),
    }),
    // A few keys shared by every form and both ways in: replays and clashes between forms.
    key: fc.oneof(fc.constantFrom("", "shared-key-1", "shared-key-2"), fc.uuid()),
    extraHeaders: fc.record(
      { "user-agent": headerText, referer: headerText },
      { requiredKeys: [] },
    ),
  })
  .map(({ form, changes, asPagePost, key, ...rest }) => {
    const values = { ...VALID[form.endpoint as keyof typeof VALID], ...changes };
    const page = FORM_PAGES[form.id];
    return page && asPagePost
      ? {
          ...rest,
          method: "POST",
          path: page,
          query: "",
          body: {
            contentType: "application/x-www-form-urlencoded",
            payload: new URLSearchParams({ ...values, _form: form.id, _key: key }).toString(),
          },
          targetForm: "path" as const,
          hostHeader: null,
        }
      : {
          ...rest,
          extraHeaders: key ? { ...rest.extraHeaders, "idempotency-key": key } : rest.extraHeaders,
          method: "POST",
          path: `/api/${form.endpoint}`,
          query: "",
          body: { contentType: "application/json", payload: JSON.stringify(values) },
          targetForm: "path" as const,
          hostHeader: null,
        };
  });

type ClientRequest = typeof anyRequest extends fc.Arbitrary<infer T> ? T : never;
const clientRequest: fc.Arbitrary<ClientRequest> = fc.oneof(
  { weight: 4, arbitrary: anyRequest },
  { weight: 1, arbitrary: leadSubmission },
);

// --- Sending it, and what must hold --------------------------------------------------------

function headersFor({
  body: sent,
  forgery: proof,
  extraHeaders: extra,
  hostHeader: host,
}: ClientRequest) {
  const headers: Record<string, string | number> = { ...extra };
  if (host !== null) headers.host = host;
  if (proof.origin === "own") headers.origin = site.baseUrl;
  if (proof.origin === "evil") headers.origin = "https://evil.example";
  if (proof.origin === "null") headers.origin = "null";
  if (proof.tokens !== "none") headers.cookie = `${CSRF_COOKIE}=${TOKEN}`;
  if (proof.tokens === "pair") headers[CSRF_HEADER] = TOKEN;
  if (proof.tokens === "mismatch") headers[CSRF_HEADER] = "g".repeat(43);
  if (sent) {
    if (sent.contentType) headers["content-type"] = sent.contentType;
    headers["content-length"] = Buffer.byteLength(sent.payload);
  }
  return headers;
}

/** The request line's target, in the form the generated request asks for. */
function targetOf({ targetForm: form, path: sentPath, query: sentQuery }: ClientRequest): string {
  if (form === "asterisk") return "*";
  if (form === "absolute-own") return `${site.baseUrl}${sentPath}${sentQuery}`;
  if (form === "absolute-other") return `http://elsewhere.example${sentPath}${sentQuery}`;
  return `${sentPath}${sentQuery}`;
}

/** Node's own client: it sends any method token (fetch refuses TRACE and friends). */
function send(generated: ClientRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: site.port,
        path: targetOf(generated),
        method: generated.method,
        agent,
        headers: headersFor(generated),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(generated.body?.payload);
  });
}

async function storedLeads(): Promise<number> {
  const { rows } = await sql<{
    count: number | string;
  }>`select count(*) as count from leads`.execute(data.db);
  return Number(rows[0]?.count ?? 0);
}

/** Both paths that store a lead need the site's own Origin; the JSON API also needs the pair. */
function heldForgeryProof({ path: sentPath, forgery: proof }: ClientRequest): boolean {
  if (proof.origin !== "own") return false;
  return !sentPath.startsWith("/api/") || proof.tokens === "pair";
}

/** The metrics port's scrape, as Prometheus reads it. */
async function scrapeOf(target: InProcessSite): Promise<string> {
  return (await fetch(`http://127.0.0.1:${target.metricsPort}/metrics`)).text();
}

/** The values a label takes across the request metrics of a scrape. */
function labelValues(text: string, label: "method" | "route"): Set<string> {
  const found = new Set<string>();
  for (const [, value] of text.matchAll(
    new RegExp(`^tidewire_http_requests_total\\{[^}]*\\b${label}="([^"]*)"`, "gm"),
  )) {
    found.add(value!);
  }
  return found;
}

const errorLines = () =>
  site.logEntries().filter((line) => typeof line.level === "number" && line.level >= 50);

describe("whatever a client sends", () => {
  it(
    `is never a 5xx, an error in the log, or a lead without forgery proof (${RUNS} requests)`,
    async () => {
      let sent = 0;
      const started = performance.now();
      console.log(`hostile requests: seed ${SEED}, ${RUNS} runs`);
      await fc.assert(
        fc.asyncProperty(clientRequest, async (generated) => {
          const before = await storedLeads();
          const status = await send(generated);
          sent += 1;
          const described = `${generated.method} ${generated.path}${generated.query}`;
          expect(status, described).toBeGreaterThanOrEqual(100);
          expect(status, described).toBeLessThan(500);
          // The request's log line is written as the answer finishes: let it land first.
          await new Promise((resolve) => setImmediate(resolve));
          expect(errorLines(), described).toEqual([]);
          if (!heldForgeryProof(generated)) expect(await storedLeads(), described).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `hostile requests: ${sent} sent in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), ${await storedLeads()} leads stored with proof, no 5xx`,
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      // The series are the site's own names, however many paths and methods were made up.
      const scraped = await scrapeOf(site);
      for (const value of labelValues(scraped, "method")) {
        expect(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "other"]).toContain(
          value,
        );
      }
      for (const value of labelValues(scraped, "route")) {
        expect(value).toMatch(
          /^(page|\/assets|\/images|\/healthz|\/readyz|\/__sim|\(malformed request\)|\/api \((not found|invalid|unmatched)\)|\/api\/[\w{}/:*.-]+)$/,
        );
        expect(value).not.toMatch(/%/);
        // A pattern that takes any path would name whatever answered after it.
        expect(value).not.toMatch(/^\/api\/\{\*/);
      }
      expect(labelValues(scraped, "route").size).toBeLessThanOrEqual(60);
    },
    Math.max(120_000, RUNS * 20),
  );
});

describe("the metrics a client can reach", () => {
  /** Sends each path once, twenty at a time. */
  const sendAll = async (target: InProcessSite, paths: string[]) => {
    for (let from = 0; from < paths.length; from += 20) {
      await Promise.all(
        paths.slice(from, from + 20).map(
          (sentPath) =>
            new Promise<void>((resolve, reject) => {
              request({ host: "127.0.0.1", port: target.port, path: sentPath, agent }, (res) => {
                res.resume();
                res.on("end", resolve);
              })
                .on("error", reject)
                .end();
            }),
        ),
      );
    }
  };

  it("gain at most 50 series from 10,000 distinct hostile paths, and the scrape stays under 64 KB", async () => {
    const fresh = await startInProcess({
      env: { METRICS_PORT: "0", LOOKUP_RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "warn" },
    });
    try {
      const paths = fc.sample(
        fc.tuple(fc.constantFrom("/api/", "/api/search/", "/api/v2/", "/", "/quotes/"), segment),
        { numRuns: 10_500, seed: SEED },
      );
      const sentPaths = paths.map(([prefix, extra], index) => `${prefix}${extra}${index}x`);
      expect(new Set(sentPaths).size).toBe(10_500);
      // The first paths reach each route and status they can once: each such label set is a
      // histogram's 16 series, bounded by the route table. What must not grow is the rest.
      await sendAll(fresh, sentPaths.slice(0, 500));
      const before = seriesIn(await scrapeOf(fresh));
      await sendAll(fresh, sentPaths.slice(500));
      const after = await scrapeOf(fresh);
      expect(seriesIn(after) - before).toBeLessThanOrEqual(50);
      expect(Buffer.byteLength(after)).toBeLessThan(64 * 1024);
    } finally {
      await fresh.stop();
    }
  }, 180_000);
});

describe("methods a page does not take", () => {
  const methodOn = (verb: string, target: string) =>
    send({
      method: verb,
      path: target,
      query: "",
      body: null,
      forgery: { origin: "own", tokens: "none" },
      extraHeaders: {},
      targetForm: "path",
      hostHeader: null,
    });
  const allowOf = (verb: string, target: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      request(`${site.baseUrl}${target}`, { method: verb, agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
        );
      })
        .on("error", reject)
        .end();
    });

  it("answers TRACE, PROPFIND and the rest with 405 and Allow, before React Router, logging no error", async () => {
    for (const verb of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      expect(await allowOf(verb, "/contact"), verb).toEqual({ status: 405, allow: "GET, HEAD" });
    }
    expect(await allowOf("TRACE", "/partners")).toEqual({
      status: 405,
      allow: "GET, HEAD, POST",
    });
    expect(errorLines()).toEqual([]);
  });

  it("answers a POST to a page without a form 405, logging no error", async () => {
    expect(await allowOf("POST", "/voip")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(await methodOn("POST", "/network-solutions/ip-transit")).toBe(405);
    expect(errorLines()).toEqual([]);
  });

  it("answers a path that does not decode 400", async () => {
    expect(await methodOn("GET", "/voip/%E0%A4%A")).toBe(400);
    expect(errorLines()).toEqual([]);
  });
});
