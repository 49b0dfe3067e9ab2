import { parseArgs } from "node:util";
import { loadConfig } from "../../platform/config";
import { createDataLayer } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createQuotesRepository } from "../db/quotes-repository";
import { purgeOlderThan } from "../services/retention";

/**
 * `npm run quotes -- purge`: removes the quotes older than QUOTE_RETENTION_DAYS now, as the
 * worker does every hour (ADR 0043).
 */
const USAGE = "Usage: npm run quotes -- purge";

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals[0] !== "purge") {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const data = createDataLayer(config.database);
try {
  await migrateToLatest(data.db, data.kind);
  const count = await purgeOlderThan(createQuotesRepository(data.db), config.quotes.retentionDays);
  console.log(`Purged ${count} quote(s) older than ${config.quotes.retentionDays} days.`);
} finally {
  await data.close();
}
