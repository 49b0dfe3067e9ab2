import express from "express";
import type { Server } from "node:http";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API, leadEndpoint } from "../../domain/api/contracts";
import type { Endpoint, RequestOf } from "../../domain/api/endpoint";
import { requestPath, type RequestParts } from "../../domain/api/request-path";
import { LEAD_FORMS } from "../../domain/forms/index";
import { ContentService } from "../services/content-service";
import { loadContent } from "../services/content-store";
import { createLeadSubmission } from "../services/lead-submission";
import { siteListBody } from "../http/site-list-body";
import { apiRouter } from "./index";

/**
 * Every contract is served: the real /api routers, built in this process with the content and
 * stand-in services (no database, no outside system), answer each contract's path with
 * something other than the JSON 404 an unknown /api path gets. Requests need not be valid: a
 * 422 from the route's schema proves the route is there.
 */
const LOCATION_ID = "LOC000000000001";
const SAMPLES: { [K in keyof typeof API]: RequestOf<(typeof API)[K]> } = {
  csrf: {},
  addressSearch: { params: { address: "1 Harbour Esp, Docklands VIC 3008" } },
  addresses: { query: { fullText: "1 Harbour Esp", source: "footprint" } },
  serviceQualification: { query: { nbn: LOCATION_ID, brand: "Tidewire" } },
  orderHandoff: {
    query: { address: "1 Harbour Esp, Docklands VIC 3008", locationId: LOCATION_ID },
  },
  defaultPlans: {},
  plans: { params: { sqClass: "2", nbnMaxSpeed: "100" } },
  roamingSearch: { params: { search: "Fra" } },
  ratesSearch: { params: { search: "Fr" } },
  fibrePricing: {},
  enterprisePricing: {},
  validatePriceCheckerForm: {},
  quotes: {},
  multiSiteChecks: {},
  multiSiteCheck: { params: { id: "01jd0000000000000000000000" } },
  multiSiteCheckCsv: { params: { id: "01jd0000000000000000000000" } },
  checkSiteAgain: {},
};

const notReached = () => {
  throw new Error("a request here should have stopped at its schema");
};

let server: Server;
let baseUrl = "";

beforeAll(async () => {
  const passThrough: express.RequestHandler = (_req, _res, next) => next();
  const app = express();
  app.use(
    "/api",
    apiRouter({
      content: new ContentService(loadContent("content")),
      contentAnswers: new Map(),
      answerHeaders: {},
      logger: pino({ enabled: false }),
      submitLead: createLeadSubmission({ acceptLead: notReached }),
      createQuote: async () => ({ kind: "invalid", errors: { first_name: ["Required."] } }),
      addressApi: {
        searchAddresses: async () => ({ status: 200, body: [] }),
        qualify: async () => ({ status: 200, body: {} }),
      },
      addressSearch: { search: async () => [], find: async () => [] },
      pricing: { price: notReached, priceEnterprise: notReached },
      handoff: {
        orderSiteUrl: "https://order.example",
        handoffKey: "unused",
        qualify: async () => ({ ok: false, errors: { address: ["Not listed."] } }),
      },
      protectForms: [express.json()],
      protectPricing: [express.json()],
      protectLists: [siteListBody()],
      multiSiteChecks: {
        start: notReached,
        find: async () => null,
        json: async () => null,
        checkAgain: async () => "not-found",
      },
      protectLookups: passThrough,
      secureCookies: false,
    }),
  );
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The status and JSON body (if any) of a contract's request. */
async function call(endpoint: Endpoint, request: RequestParts = {}) {
  const response = await fetch(`${baseUrl}${requestPath(endpoint.path, request)}`, {
    method: endpoint.method,
    ...(endpoint.method === "POST"
      ? { headers: { "content-type": "application/json" }, body: "{}" }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const NOT_FOUND = { status: 404, body: { message: "Not found." } };

describe("the /api routers", () => {
  it("answer an unknown path with the JSON 404 the check looks for", async () => {
    expect(await call({ method: "GET", path: "/getPlansSmbNbn" })).toEqual(NOT_FOUND);
  });

  it.each(Object.entries(API))("serve %s at its contract's path", async (name, endpoint) => {
    const answer = await call(endpoint, SAMPLES[name as keyof typeof API]);
    expect(answer).not.toEqual(NOT_FOUND);
    expect(answer.status).toBeLessThan(500);
  });

  it.each(LEAD_FORMS.map((form) => [form.id, leadEndpoint(form)] as const))(
    "serve the %s form's POST",
    async (_id, endpoint) => {
      expect(await call(endpoint)).toMatchObject({ status: 422 });
    },
  );
});
