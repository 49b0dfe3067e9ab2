import type { Config } from "../platform/config";
import type { SimulatorOptions } from "./simulator";

/** The stand-ins share the site's settings, embedded (server/main.ts) or on their own port. */
export function standInOptions(config: Config): SimulatorOptions {
  return {
    crmWebhookSecret: config.CRM_WEBHOOK_SECRET,
    orderHandoffKey: config.ORDER_HANDOFF_KEY,
    agentTokenSecret: config.AGENT_TOKEN_SECRET,
    addressApiKey: config.ADDRESS_API_KEY,
    carrierLatency: config.SIM_CARRIER_LATENCY,
    contentDir: config.CONTENT_DIR,
  };
}
