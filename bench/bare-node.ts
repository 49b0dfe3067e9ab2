import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StaticRoute } from "./nginx";

export interface RunningBareNode {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A bare Node HTTP server (bench/bare-node-server.mjs) sending `routes`' bytes and headers. */
export async function startBareNode(routes: StaticRoute[]): Promise<RunningBareNode> {
  const folder = mkdtempSync(join(tmpdir(), "bare-node-"));
  const file = join(folder, "routes.json");
  writeFileSync(
    file,
    JSON.stringify(routes.map((route) => ({ ...route, body: route.body.toString("base64") }))),
  );
  const child = spawn(process.execPath, [join(import.meta.dirname, "bare-node-server.mjs"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bare Node server exited with ${code}`)));
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
