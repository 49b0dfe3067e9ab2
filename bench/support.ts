import autocannon from "autocannon";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startServer, type RunningServer, type StartOptions } from "../tests/support/server";

/** Builds the production bundle when there is none yet. */
export function ensureBuild(): void {
  if (!existsSync("build/server/index.js")) {
    console.log("No production build found: building...");
    execSync("npx react-router build", { stdio: "inherit" });
  }
}

export async function startBenchServer(options: StartOptions = {}): Promise<RunningServer> {
  ensureBuild();
  return startServer({ discardLogs: true, ...options, env: { LOG_LEVEL: "info", ...options.env } });
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon at 50 connections for 10 s unless told otherwise. autocannon's summary has no
 * p95, so it is worked out from every response's time.
 */
export function measure(label: string, options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ connections: 50, duration: 10, ...options }, (error, result) => {
      if (error) {
        reject(error);
        return;
      }
      times.sort((a, b) => a - b);
      resolve({
        label,
        requestsPerSecond: Math.round(result.requests.average),
        p95Ms: times.length ? times[Math.ceil(times.length * 0.95) - 1]! : result.latency.p99,
        p99Ms: result.latency.p99,
        ok2xx: result["2xx"],
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The gzip size of every JavaScript file a page loads at start: its module scripts, its
 * modulepreload links and the modules its inline bootstrap imports.
 */
export async function pageJavaScriptGzipBytes(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g))
    urls.add(match[1]!);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}
