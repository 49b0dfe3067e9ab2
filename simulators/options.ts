import type { Config } from "../platform/config";
import type { Mailbox } from "./mail/mailbox";
import type { SimulatorOptions } from "./simulator";

/** The stand-ins share the site's settings, embedded (server/serve.ts) or on their own port. */
export function standInOptions(config: Config, mailbox: Mailbox | null): SimulatorOptions {
  return {
    crmWebhookSecret: config.secrets.crmWebhook,
    orderHandoffKey: config.secrets.orderHandoffKey,
    agentTokenSecret: config.secrets.agentToken,
    addressApiKey: config.secrets.addressApiKey,
    carrierLatency: config.carriers.standInLatency,
    contentDir: config.contentDir,
    mailbox,
  };
}

/** What the stand-ins on their own port read beside the site's settings (simulators/main.ts). */
export const STAND_IN_SETTINGS = ["SIM_PORT", "SIM_SMTP_PORT", "SIM_SMTP_HOST"] as const;
