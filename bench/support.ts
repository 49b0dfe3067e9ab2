import autocannon from "autocannon";
import { execSync } from "node:child_process";
import { Agent, request } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { startServer, type RunningServer, type StartOptions } from "../tests/support/server";
import { podMemoryGroup, podMemoryLimitBytes } from "./pod-memory";

/** Builds the production bundle when there is none yet. */
export function ensureBuild(): void {
  if (!existsSync("build/server/index.js") || !existsSync("build/host/main.js")) {
    console.log("No production build found: building...");
    execSync("npm run build", { stdio: "inherit" });
  }
}

let saidHowNodesRun = false;

/** A production node for a bench, in a memory group of its pod's limit where one can be made. */
export async function startBenchServer(options: StartOptions = {}): Promise<RunningServer> {
  ensureBuild();
  const group = podMemoryGroup();
  if (!saidHowNodesRun) {
    saidHowNodesRun = true;
    const limit = `${podMemoryLimitBytes() / 2 ** 20} MiB`;
    console.log(
      group
        ? `Each bench node runs in a memory group of its pod's limit (${limit}).`
        : `No memory group can be made here: bench nodes run without their pod's ${limit} limit, and V8 sizes their heaps for the whole machine.`,
    );
  }
  const server = await startServer({
    discardLogs: true,
    ...options,
    wrap: group?.wrap,
    // One client sends every request: the look-ups' per-client limit still counts, never refuses.
    env: { LOG_LEVEL: "info", LOOKUP_RATE_LIMIT_PER_MINUTE: "100000000", ...options.env },
  }).catch((error: unknown) => {
    group?.remove();
    throw error;
  });
  return {
    ...server,
    async stop() {
      const code = await server.stop();
      group?.remove();
      return code;
    },
  };
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

export interface OpenLoopOptions {
  baseUrl: string;
  /** Paths asked for in turn. */
  paths: string[];
  /** Requests per second, sent on schedule whether or not earlier answers have come back. */
  rate: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  /** A POST with this body (JSON text, or the nth request's own) to every path; a GET without. */
  body?: string | ((index: number) => string);
}

/**
 * An open-loop load (ADR 0019): requests leave at a fixed rate, one every 1/rate s, however
 * long the answers take, and each latency counts from when its request was due, so a slow
 * server cannot slow the load down and hide its own queue. (autocannon's overallRate sends
 * each second's quota in a burst and then waits: a closed loop with pauses.)
 */
export async function measureOpenLoop(
  label: string,
  { baseUrl, paths, rate, durationSeconds = 10, headers = {}, body }: OpenLoopOptions,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = rate * durationSeconds;
  const times: number[] = [];
  let ok2xx = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const send = (index: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const path = paths[index % paths.length]!;
      request(`${baseUrl}${path}`, { agent, headers, method: body ? "POST" : "GET" }, (res) => {
        res.resume();
        res.on("end", () => {
          times.push(performance.now() - dueAt);
          if (res.statusCode! >= 200 && res.statusCode! < 300) ok2xx += 1;
          else non2xx += 1;
          resolve();
        });
      })
        .on("error", () => {
          errors += 1;
          resolve();
        })
        .end(typeof body === "function" ? body(index) : body);
    });
  for (let index = 0; index < total;) {
    const now = performance.now();
    // Everything due by now leaves now; then wait for the next one's turn.
    while (index < total && started + (index * 1000) / rate <= now) {
      pending.push(send(index, started + (index * 1000) / rate));
      index += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.max(0, Math.ceil(times.length * share) - 1)] ?? 0;
  return {
    label,
    requestsPerSecond: Math.round(times.length / elapsed),
    p95Ms: Number(at(0.95).toFixed(2)),
    p99Ms: Number(at(0.99).toFixed(2)),
    ok2xx,
    non2xx,
    errors,
  };
}

/**
 * The compressed bytes of every JavaScript file a page loads at start, as the server sends them
 * to a browser (Accept-Encoding: gzip, deflate, br; brotli since ADR 0047): its module
 * scripts, its modulepreload links and the modules its start-up module imports.
 */
export async function pageJavaScriptBytes(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g))
    urls.add(match[1]!);
  // The modules the start-up module runs, fetched once the page has painted (ADR 0045).
  for (const match of html.matchAll(/data-modules="([^"]*)"/g))
    for (const url of match[1]!.split(" ").filter(Boolean)) urls.add(url);
  let total = 0;
  for (const url of urls) total += await bytesSent(`${baseUrl}${url}`);
  return total;
}

/** The body's length as it travels (fetch would hand back the decompressed body). */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let length = 0;
      res.on("data", (chunk: Buffer) => (length += chunk.length));
      res.on("end", () => resolve(length));
    })
      .on("error", reject)
      .end();
  });
}

/** The middle of the figures (the upper one of an even count), leaving out any that is not a
 * number (a figure a run did not report): NaN when none is left. */
export function median(values: number[]): number {
  const figures = values.filter(Number.isFinite).sort((a, b) => a - b);
  return figures[Math.floor(figures.length / 2)] ?? Number.NaN;
}

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}

/** A process's resident set (Linux's /proc), in MB. */
export function residentMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}
