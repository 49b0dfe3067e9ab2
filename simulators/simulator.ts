import type { Router } from "express";
import type { Mailbox } from "./mail/mailbox";

/** What every stand-in is given: the secrets and settings it shares with the site. */
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
  /** What the stand-in mail server received, when it runs beside these stand-ins. */
  mailbox: Mailbox | null;
}

/** One stand-in: where it is mounted, what it stands in for, and its routes. */
export interface Simulator {
  /** Mounted at /__sim{path}. */
  path: string;
  purpose: string;
  router: (options: SimulatorOptions) => Router;
}
