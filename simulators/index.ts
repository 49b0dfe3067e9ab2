import type { Logger } from "pino";
import { Router } from "express";
import type { Config } from "../platform/config";
import { startSmtpStandIn } from "./mail/mailbox";
import { standInOptions } from "./options";
import { addressApiSimulator } from "./address-api/index";
import { carriersSimulator } from "./carriers/index";
import { coverageMapSimulator } from "./coverage-map/index";
import { crmSimulator } from "./crm/index";
import { echoSimulator } from "./echo";
import { loginSimulator } from "./login/index";
import { mailSimulator } from "./mail/index";
import { orderSiteSimulator } from "./order-site/index";
import type { Simulator, SimulatorOptions } from "./simulator";

export type { SimulatorOptions } from "./simulator";
export { startSmtpStandIn } from "./mail/mailbox";

/** Every stand-in; a new one is one entry here and a folder beside this file. */
const SIMULATORS: Simulator[] = [
  echoSimulator,
  crmSimulator,
  loginSimulator,
  coverageMapSimulator,
  addressApiSimulator,
  carriersSimulator,
  orderSiteSimulator,
  mailSimulator,
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

export interface EmbeddedStandIns {
  router: Router;
  /** The stand-in mail server, when SMTP_URL names no other: where the site sends its mail. */
  smtpUrl: string | null;
  close(): Promise<void>;
}

/**
 * The stand-ins a demo node embeds (server/serve.ts): the routes under /__sim, and the stand-in
 * mail server on a free loopback port unless SMTP_URL names a mail server of its own.
 */
export async function embeddedStandIns(config: Config, logger?: Logger): Promise<EmbeddedStandIns> {
  const smtp = config.mail.smtpUrl ? null : await startSmtpStandIn({ logger });
  return {
    router: simulatorsRouter(standInOptions(config, smtp?.mailbox ?? null)),
    smtpUrl: smtp?.url ?? null,
    close: async () => smtp?.close(),
  };
}
