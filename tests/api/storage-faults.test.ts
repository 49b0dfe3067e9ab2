import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createPostgresDatabase, postgresReachable } from "../support/databases";
import { postContactLead, storedLeads } from "../support/forms";
import { startServer, type RunningServer } from "../support/server";

/**
 * A node that cannot commit leads must leave the balancer (/readyz 503, with the cause in the
 * log) and come back when it can. For a full disk the SQLite file lives on a small tmpfs of
 * its own, which the test fills; that needs the right to mount.
 */
const folder = mkdtempSync(join(tmpdir(), "tidewire-disk-"));
const mounted =
  process.platform === "linux" &&
  spawnSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", folder]).status === 0;
if (!mounted) console.log("SKIPPING disk fault tests: cannot mount a tmpfs here (needs root)");

let server: RunningServer;
beforeAll(async () => {
  if (!mounted) return;
  server = await startServer({
    env: { RATE_LIMIT_PER_MINUTE: "100000" },
    database: { kind: "sqlite", url: join(folder, "site.db"), drop: async () => undefined },
  });
});
afterAll(async () => {
  await server?.stop();
  if (mounted) spawnSync("umount", [folder]);
  rmSync(folder, { recursive: true, force: true });
});

const readiness = async () => {
  const response = await fetch(`${server.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

const submit = async (description: string) =>
  (await postContactLead(server.baseUrl, description)).status;

describe.skipIf(!mounted)("the database's disk", () => {
  it("full: the node leaves the balancer, says why, and returns when there is room", async () => {
    expect((await readiness()).status).toBe(200);
    // Fill every byte left (dd stops with "No space left on device").
    spawnSync("dd", ["if=/dev/zero", `of=${join(folder, "filler")}`, "bs=1M"]);
    await expect.poll(async () => (await readiness()).status, { timeout: 5_000 }).toBe(503);
    expect((await readiness()).body).toEqual({
      status: "not ready",
      cause: expect.stringMatching(/^disk full: 0\.\d MiB free/),
    });
    // A lead that cannot be committed is refused, never acknowledged, and the log names why.
    expect(await submit("Disk full check")).toBe(503);
    await expect
      .poll(() => server.logs().join("\n"))
      .toMatch(/SQLITE_FULL: the disk holding the database is full/);

    rmSync(join(folder, "filler"));
    await expect.poll(async () => (await readiness()).status, { timeout: 5_000 }).toBe(200);
    expect(await submit("After the disk was freed")).toBe(201);
    // The log line travels a pipe, the answer a socket: either may arrive first.
    await expect.poll(() => server.logs().join("\n")).toContain("ready again: leads commit");
    const leads = await storedLeads(server.database);
    expect(leads.map((lead) => lead.payload.description)).toEqual(["After the disk was freed"]);
  }, 30_000);
});

describe("a database that turns read-only (PostgreSQL fails over to a replica)", () => {
  it("takes the node out of the balancer and back when writes return", async ({ skip }) => {
    if (!(await postgresReachable())) skip("PostgreSQL is not reachable on 127.0.0.1:5432");
    const database = await createPostgresDatabase();
    const node = await startServer({ database, env: { RATE_LIMIT_PER_MINUTE: "100000" } });
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({
      connectionString: database.url.replace(`/${name}`, "/postgres"),
    });
    await admin.connect();
    // New sessions start read-only; the node's open ones are cut, as a failover would.
    const setReadOnly = async (on: boolean) => {
      await admin.query(
        on
          ? `alter database ${name} set default_transaction_read_only = on`
          : `alter database ${name} reset default_transaction_read_only`,
      );
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
        [name],
      );
    };
    const ready = async () => (await fetch(`${node.baseUrl}/readyz`)).status;
    try {
      expect(await ready()).toBe(200);
      await setReadOnly(true);
      await expect.poll(ready, { timeout: 10_000 }).toBe(503);
      expect(await (await fetch(`${node.baseUrl}/readyz`)).json()).toEqual({
        status: "not ready",
        cause: expect.stringMatching(/^25006: PostgreSQL refuses writes/),
      });
      await setReadOnly(false);
      await expect.poll(ready, { timeout: 10_000 }).toBe(200);
      await expect.poll(() => node.logs().join("\n")).toContain("ready again: leads commit");
    } finally {
      await admin.end();
      await node.stop();
      // Handed to the node, so the node leaves it: dropped here, or every run leaves one behind.
      await database.drop();
    }
  }, 60_000);
});
