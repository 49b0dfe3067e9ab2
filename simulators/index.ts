import { Router } from "express";
import { addressApiSimulator } from "./address-api/index";
import { carriersSimulator } from "./carriers/index";
import { coverageMapSimulator } from "./coverage-map/index";
import { crmSimulator } from "./crm/index";
import { echoSimulator } from "./echo";
import { loginSimulator } from "./login/index";
import { orderSiteSimulator } from "./order-site/index";
import type { Simulator, SimulatorOptions } from "./simulator";

export type { SimulatorOptions } from "./simulator";

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

/**
 * The outside world for development, tests and demos, mounted under /__sim when SIMULATORS
 * is on (or standalone: simulators/main.ts). The site reaches these only over HTTP through its
 * typed clients, exactly as it would reach the real systems.
 */
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
