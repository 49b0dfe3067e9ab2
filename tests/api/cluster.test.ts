import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, postgresReachable, type TestDatabase } from "../support/databases";
import { visitorAt, type Visitor } from "../support/client";
import { startCluster, type RunningCluster } from "../support/cluster";
import { csrfSessionFrom, storedLeads, VALID } from "../support/forms";
import { crmRecord } from "../support/simulators";

/**
 * The site as operators run it (docs/operations.md, "Running several nodes"): three nodes on
 * one PostgreSQL and one Redis behind nginx, one drained with SIGTERM and another killed with
 * SIGKILL while visitors keep coming.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

let database: TestDatabase | undefined;
let cluster: RunningCluster | undefined;
let unavailable: string | null = null;

beforeAll(async () => {
  if (!(await postgresReachable())) unavailable = "PostgreSQL is not reachable on 127.0.0.1:5432";
  else if (!(await redisReachable())) unavailable = `Redis is not reachable at ${REDIS_URL}`;
  if (unavailable) return;
  database = await createPostgresDatabase();
  cluster = await startCluster({
    database,
    redisUrl: REDIS_URL,
    env: { OUTBOX_POLL_MS: "200", OUTBOX_RETRY_BASE_MS: "300", DRAIN_DELAY_MS: "300" },
  });
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
}, 60_000);

/** The forgery token pair a visitor's browser holds, fetched through the balancer. */
async function formSession(visitor: Visitor, baseUrl: string): Promise<Record<string, string>> {
  const answer = await visitor.send(`${baseUrl}/api/csrf`);
  const session = csrfSessionFrom(String(answer.headers["set-cookie"] ?? ""));
  return {
    "content-type": "application/json",
    origin: baseUrl,
    cookie: session.cookie,
    "x-xsrf-token": session.token,
  };
}

const lead = (description: string) =>
  JSON.stringify({ ...VALID["submit-contact-form"], description });

describe("three nodes behind nginx", () => {
  it("answers every visitor while one node drains and another is killed and restarted", async ({
    skip,
  }) => {
    if (unavailable || !cluster || !database) return skip(unavailable ?? "no cluster");
    const { baseUrl } = cluster;
    const reader = visitorAt();
    const pages = ["/", "/internet", "/voip/business", "/api/nav", "/small-business/nbn"];
    const readStatuses: number[] = [];
    let traffic = true;

    const readLoop = async () => {
      for (let i = 0; traffic; i += 1) {
        readStatuses.push((await reader.send(`${baseUrl}${pages[i % pages.length]}`)).status);
      }
    };
    // Each lead from a visitor of its own, retried with its idempotency key as the site's
    // script does until it is acknowledged.
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    const leadLoop = async () => {
      for (let i = 0; traffic; i += 1) {
        const visitor = visitorAt();
        const headers = {
          ...(await formSession(visitor, baseUrl)),
          "idempotency-key": randomUUID(),
        };
        let reference: string | undefined;
        for (let attempt = 0; attempt < 10 && !reference; attempt += 1) {
          const answer = await visitor.send(`${baseUrl}/api/submit-contact-form`, {
            method: "POST",
            headers,
            body: lead(`Cluster lead ${i}`),
          });
          if (answer.status === 201) {
            reference = (JSON.parse(answer.body) as { reference: string }).reference;
          } else {
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        if (reference) acknowledged.push(reference);
        else unanswered.push(`Cluster lead ${i}`);
      }
    };
    const loops = Promise.all([readLoop(), readLoop(), readLoop(), leadLoop(), leadLoop()]);

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1_000);
    // A rolling restart's step: drain, stop, start again.
    expect(await cluster.stopNode(0)).toBe(0);
    await cluster.startNode(0);
    await pause(500);
    // A node that vanishes mid-request, then comes back.
    await cluster.killNode(1);
    await pause(1_000);
    await cluster.startNode(1);
    await pause(1_000);
    traffic = false;
    await loops;

    expect(readStatuses.length).toBeGreaterThan(50);
    expect(readStatuses.filter((status) => status !== 200)).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(5);

    // Every acknowledged lead stored once and received by the CRM once.
    const stored = (await storedLeads(database)).map((row) => row.reference);
    for (const reference of acknowledged) {
      expect(stored.filter((id) => id === reference)).toHaveLength(1);
    }
    const sims = cluster.sims.baseUrl;
    await expect
      .poll(
        async () => {
          const received = (await crmRecord(sims)).leads.map((entry) => entry.id);
          return acknowledged.filter((reference) => received.includes(reference)).length;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(acknowledged.length);
    const received = (await crmRecord(sims)).leads.map((entry) => entry.id);
    for (const reference of acknowledged) {
      expect(received.filter((id) => id === reference)).toHaveLength(1);
    }
  }, 120_000);

  it("counts a visitor's leads once across the nodes: the 21st in a minute is refused", async ({
    skip,
  }) => {
    if (unavailable || !cluster) return skip(unavailable ?? "no cluster");
    const { baseUrl } = cluster;
    // A node restarted in the test before may still be benched by nginx (a failure keeps it
    // out for a second): start once every node is back in the rotation.
    const reader = visitorAt();
    const inRotation = new Set<unknown>();
    await expect
      .poll(
        async () => {
          inRotation.add((await reader.send(`${baseUrl}/healthz`)).headers["x-served-by"]);
          return inRotation.size;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(cluster.nodePorts.length);
    const visitor = visitorAt();
    const headers = await formSession(visitor, baseUrl);
    const answers = [];
    for (let i = 1; i <= 21; i += 1) {
      answers.push(
        await visitor.send(`${baseUrl}/api/submit-contact-form`, {
          method: "POST",
          headers,
          body: lead(`Rate limit lead ${i}`),
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(20).fill(201), 429]);
    // Spread over several nodes, none of which saw 21 on its own: the count is shared.
    const nodes = new Set(answers.map((answer) => answer.headers["x-served-by"]));
    expect(nodes.size).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
