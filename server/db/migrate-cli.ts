import { loadConfig } from "../../platform/config";
import { createDataLayer } from "./database";
import { migrateToLatest } from "./migrate";

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadConfig();
const data = createDataLayer(config.database);
try {
  const applied = await migrateToLatest(data.db, data.kind);
  console.log(applied.length ? applied.join("\n") : "Database is up to date.");
} finally {
  await data.close();
}
