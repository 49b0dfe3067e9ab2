import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, postgresReachable } from "../support/databases";
import { metricsPortOf, scrape } from "../support/metrics";
import { startInProcess } from "../support/in-process";
import { startServer } from "../support/server";

describe("graceful shutdown", () => {
  it("finishes in-flight requests after SIGTERM, then exits cleanly", async () => {
    const server = await startServer();
    const inFlight = fetch(`${server.baseUrl}/__sim/echo?delayMs=1500`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, delayMs: 1500 });
    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    expect(server.logs().join("\n")).toContain("shutting down");
  });

  it("answers readiness 503 first and keeps serving while the balancer notices", async () => {
    // Every check below must land inside the drain. 1.5 s was too short for a CI machine busy
    // with other test files: a page's first render there took most of it, and the metrics
    // endpoint had closed by the time it was asked. The page is rendered once before the stop,
    // so the drain is what is tested, not a cold render.
    const server = await startServer({ env: { DRAIN_DELAY_MS: "4000" } });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/internet`)).status).toBe(200);
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: "not ready",
      cause: "draining: this node is shutting down",
    });
    expect((await scrape(metricsPortOf(server))).value("tidewire_ready")).toBe(0);
    expect((await fetch(`${server.baseUrl}/internet`)).status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});

describe("start-up checks", () => {
  it("refuses to start on a content file with a bad field, naming the file and the field", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tidewire-content-"));
    try {
      cpSync("content", folder, { recursive: true });
      const nav = JSON.parse(readFileSync(join(folder, "nav.json"), "utf8"));
      // The sections are stored as the editor's list of { key, value } (ADR 0046).
      nav.mainItems.find((item: { key: string }) => item.key === "internet").value.children[1].url =
        "business-fibre";
      writeFileSync(join(folder, "nav.json"), JSON.stringify(nav));
      const failure = await startServer({ env: { CONTENT_DIR: folder } }).catch((e: Error) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(String(failure)).toMatch(
        /nav\.json: mainItems\.internet\.children\.1\.url: must be a site path/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses to start on invalid configuration, naming the setting", async () => {
    const failure = await startServer({ env: { LOG_LEVEL: "loud" } }).catch((e: Error) => e);
    expect(String(failure)).toMatch(/Invalid configuration:\s+LOG_LEVEL/);
  });

  it.skipIf(process.env.DATABASE_URL?.startsWith("postgres"))(
    "creates its SQLite database on first start",
    async () => {
      const server = await startServer();
      try {
        expect(readFileSync(server.database.url).subarray(0, 15).toString()).toBe(
          "SQLite format 3",
        );
      } finally {
        await server.stop();
      }
    },
  );
});

describe("readiness", () => {
  it("answers 503 on /readyz once the database is gone, while /healthz stays up", async ({
    skip,
  }) => {
    if (!(await postgresReachable())) skip("PostgreSQL is not reachable on 127.0.0.1:5432");
    const database = await createPostgresDatabase();
    // The readiness check, not the process: built in-process.
    const server = await startInProcess({ database });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      await database.drop();
      // Each answer stands for a second: the next check after that finds the database gone.
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/readyz`)).status, { timeout: 5_000 })
        .toBe(503);
      expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({
        status: "not ready",
        cause: expect.stringMatching(/^3D000: the database does not exist/),
      });
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      await expect
        .poll(() => server.logs().join("\n"))
        .toContain("not ready: this node cannot commit leads");
    } finally {
      await server.stop();
    }
  });
});

describe("several workers", () => {
  it("serves from WEB_CONCURRENCY workers and stops them all on SIGTERM", async ({
    onTestFailed,
  }) => {
    // Workers share their rate-limit counts through Redis (a start without it is refused).
    const server = await startServer({
      env: {
        WEB_CONCURRENCY: "2",
        REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      },
    });
    onTestFailed(() => console.log(`the cluster's log:\n${server.logs().join("\n")}`));
    const pids = new Set<number>();
    await expect
      .poll(
        () => {
          for (const line of server.logs()) {
            if (line.includes('"server listening"')) pids.add(JSON.parse(line).pid as number);
          }
          return pids.size;
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    try {
      for (let i = 0; i < 4; i += 1) {
        expect((await fetch(`${server.baseUrl}/api/nav`)).status).toBe(200);
      }
      // One scrape of the primary holds every worker's figures.
      const figures = await scrape(metricsPortOf(server));
      expect(
        figures.value("tidewire_http_requests_total", { route: "/api/nav", status: "2xx" }),
      ).toBe(4);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 150_000);
});
