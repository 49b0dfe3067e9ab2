/**
 * Playwright's web server: the production server on its own fresh database (a new PostgreSQL
 * database when the run was started with a postgres DATABASE_URL, a temporary SQLite file
 * otherwise), removed again when Playwright stops the server.
 */
import { spawn } from "node:child_process";
import { createTestDatabase } from "../../support/databases";
import { SERVER_ENTRY } from "../../support/server";

const database = await createTestDatabase();
const server = spawn(process.execPath, SERVER_ENTRY, {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: database.url },
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    server.kill("SIGTERM");
  });
}
server.on("exit", async (code) => {
  await database.drop().catch(() => undefined);
  process.exit(stopping ? 0 : (code ?? 1));
});
