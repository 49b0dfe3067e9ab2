import express, { Router, type Request, type Response } from "express";
import { CARRIER_KEYS, PRICING_BUDGET_MS, type CarrierKey } from "../../domain/pricing/carriers";
import { loadAddressDataSet } from "../address-api/data-set";
import type { Simulator } from "../simulator";
import { localOnly } from "../local-only";
import { buildCatalogue } from "./catalogue";
import { latencyFor, parseLatency } from "./latency";
import { scenarioFor } from "./scenarios";
import { STAND_INS, type CarrierStandIn } from "./shapes";

type Counted = CarrierKey | "NBN_ENTERPRISE";

/** Longer than the whole pricing budget, so a slow scenario always meets the site's timeout. */
const SLOW_MS = PRICING_BUDGET_MS + 5_000;

/**
 * Waits, but stops when the caller hangs up (its timeout), leaving no timer behind. True
 * when the caller is still there to answer.
 */
function pause(res: Response, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    res.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * The six carriers' business-fibre pricing APIs (and nbn's Enterprise Ethernet), each in its
 * own shape (shapes.ts) over one catalogue of reach and prices (catalogue.ts). Each answers
 * after its latency (SIM_CARRIER_LATENCY); scenario addresses add fixed delays and failures;
 * POST /control {latency, failing} changes both while running; GET /stats counts requests
 * and the most each carrier answered at once.
 */
export const carriersSimulator: Simulator = {
  path: "/carriers",
  purpose:
    "carrier pricing APIs: Telstra, Optus, AAPT, nbn (and Enterprise Ethernet), Vocus, DGTEK; GET /stats, DELETE /stats, POST /control {latency, failing}",
  router: ({ carrierLatency }) => {
    // Read on the first request, not at the node's start (ADR 0058).
    let built: ReturnType<typeof buildCatalogue> | undefined;
    const catalogue = () => (built ??= buildCatalogue(loadAddressDataSet()));
    let latency = parseLatency(carrierLatency);
    let failing = new Set<CarrierKey>();
    const requests = new Map<Counted, number>();
    // Calls each carrier is answering now, and the most it has answered at once.
    const inFlight = new Map<Counted, number>();
    const mostInFlight = new Map<Counted, number>();
    const router = Router();

    const handle = (standIn: CarrierStandIn) => async (req: Request, res: Response) => {
      const question = standIn.question(req);
      if (!question) {
        res.status(400).json({ error: "bad request" });
        return;
      }
      const { carrier } = standIn;
      const counted: Counted = question.enterprise ? "NBN_ENTERPRISE" : carrier;
      requests.set(counted, (requests.get(counted) ?? 0) + 1);
      const now = (inFlight.get(counted) ?? 0) + 1;
      inFlight.set(counted, now);
      mostInFlight.set(counted, Math.max(now, mostInFlight.get(counted) ?? 0));
      res.once("close", () => inFlight.set(counted, (inFlight.get(counted) ?? 1) - 1));
      const scenario = scenarioFor(question.address);
      const slow = scenario?.slow?.includes(carrier) && !question.enterprise;
      const delay = slow
        ? SLOW_MS
        : (scenario?.latencyMs?.[carrier] ?? latencyFor(latency, carrier));
      if (!(await pause(res, delay))) return;
      const fails = question.enterprise
        ? scenario?.enterpriseFails
        : scenario?.failing?.includes(carrier) || failing.has(carrier);
      if (fails) {
        res.status(500).json({ error: "internal error (stand-in told to fail)" });
        return;
      }
      res.json(
        standIn.answer(
          {
            quote: (speed) => catalogue().quote(question.address, speed, carrier),
            enterprise: (speed) => catalogue().enterpriseQuote(question.address, speed),
          },
          question,
        ),
      );
    };

    for (const standIn of STAND_INS) {
      router[standIn.method](standIn.path, express.json({ limit: "8kb" }), handle(standIn));
    }

    router.get("/stats", localOnly, (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json({
        requests: Object.fromEntries(requests),
        mostInFlight: Object.fromEntries(mostInFlight),
      });
    });
    router.delete("/stats", localOnly, (_req, res) => {
      requests.clear();
      mostInFlight.clear();
      res.status(204).end();
    });
    router.post("/control", localOnly, express.json(), (req, res) => {
      const body = (req.body ?? {}) as { latency?: unknown; failing?: unknown };
      try {
        if (typeof body.latency === "string") latency = parseLatency(body.latency);
      } catch (error) {
        res.status(400).json({ error: (error as Error).message });
        return;
      }
      if (Array.isArray(body.failing)) {
        const named: unknown[] = body.failing;
        failing = new Set(CARRIER_KEYS.filter((key) => named.includes(key)));
      }
      res.json({ latency, failing: [...failing] });
    });
    return router;
  },
};
