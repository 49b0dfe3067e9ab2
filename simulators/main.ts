import express from "express";
import { loadConfig } from "../platform/config";
import { createLogger } from "../platform/logger";
import { simulatorsRouter, startSmtpStandIn } from "./index";
import { standInOptions } from "./options";

/**
 * The stand-ins on their own port (SIM_PORT, default 3100), their mail server on another
 * (SIM_SMTP_PORT, default 2525), for fault tests that stop and restart the site while the
 * outside world keeps its memory, and for demos across machines.
 * Secrets come from the same settings as the site's.
 */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const port = Number(process.env.SIM_PORT ?? 3100);
const smtp = await startSmtpStandIn({
  port: Number(process.env.SIM_SMTP_PORT ?? 2525),
  // The compose file's stand-ins service takes mail from the site's containers.
  host: process.env.SIM_SMTP_HOST ?? "127.0.0.1",
  logger,
});
logger.info({ smtpUrl: smtp.url }, "mail stand-in listening");

const app = express();
app.disable("x-powered-by");
app.use("/__sim", simulatorsRouter(standInOptions(config, smtp.mailbox)));
const server = app.listen(port, config.host, () => {
  const address = server.address();
  logger.info(
    { port: typeof address === "object" && address ? address.port : port },
    "simulators listening",
  );
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void smtp.close();
    server.close(() => process.exit(0));
  });
}
