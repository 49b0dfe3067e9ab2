import { Router } from "express";
import { addressApiSimulator } from "./address-api/index";
import { carriersSimulator } from "./carriers/index";
import { coverageMapSimulator } from "./coverage-map/index";
import { crmSimulator } from "./crm/index";
import { echoSimulator } from "./echo";
import { loginSimulator } from "./login/index";
import { orderSiteSimulator } from "./order-site/index";

/**
 * The outside world for development, tests and demos, mounted under /__sim when SIMULATORS
 * is on (or standalone: simulators/main.ts). The site reaches these only over HTTP through its
 * typed clients, exactly as it would reach the real systems.
 */
export interface SimulatorOptions {
  /** The CRM stand-in checks deliveries' signatures with the same secret as the site. */
  crmWebhookSecret: string;
  /** The order-site stand-in decrypts the hand-off's sq_address with this key. */
  orderHandoffKey: string;
  /** The order-site stand-in verifies an agent's token with the agent portal's secret. */
  agentTokenSecret: string;
  /** The address API stand-in accepts only this key (401 otherwise). */
  addressApiKey: string;
  /** How long the carrier pricing stand-ins take (SIM_CARRIER_LATENCY). */
  carrierLatency: string;
  /** The order-site stand-in checks plans against the same catalogue the site sells from. */
  contentDir: string;
}

export interface Simulator {
  /** Mounted at /__sim{path}. */
  path: string;
  purpose: string;
  router: (options: SimulatorOptions) => Router;
}

/** Every stand-in; a new one is one entry here and a folder beside this file. */
const SIMULATORS: Simulator[] = [
  echoSimulator,
  crmSimulator,
  loginSimulator,
  coverageMapSimulator,
  addressApiSimulator,
  carriersSimulator,
  orderSiteSimulator,
];

export function simulatorsRouter(options: SimulatorOptions): Router {
  const router = Router();
  router.get("/", (_req, res) => {
    res.json({
      simulators: SIMULATORS.map(({ path, purpose }) => ({ path: `/__sim${path}`, purpose })),
    });
  });
  for (const simulator of SIMULATORS) router.use(simulator.path, simulator.router(options));
  return router;
}
