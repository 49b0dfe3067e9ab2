// `npm start`: builds the site, then serves it on the embedded defaults (port 3000, SQLite
// under ./data, stand-ins under /__sim). Any setting can be overridden by environment variable.
import { spawnSync, spawn } from "node:child_process";

const build = spawnSync("npm run build", { stdio: "inherit", shell: true });
if (build.status !== 0) process.exit(build.status ?? 1);

// The server compiled by the build (scripts/build-server.mjs): no TypeScript loader at start.
const server = spawn(process.execPath, ["build/host/main.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
