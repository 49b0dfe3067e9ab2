import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import { rawRequest } from "../support/client";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { startServer } from "../support/server";

/**
 * The two modes (ADR 0018) and the settings that must not weaken the site: what an operator
 * meets when starting it, and what an attacker meets once it runs. A start-up, refused or not,
 * is server/serve.ts's: those start a child process; the running site is built in-process.
 */

/** Settings a production start accepts; each test spoils one. Nothing listens at the URLs. */
const PRODUCTION: Record<string, string> = {
  SITE_MODE: "production",
  SIMULATORS: "off",
  AGENT_TOKEN_SECRET: "live-agent-secret-".padEnd(40, "a"),
  CRM_WEBHOOK_SECRET: "live-crm-secret-".padEnd(40, "c"),
  CLIENT_HASH_SECRET: "live-client-hash-".padEnd(40, "h"),
  ORDER_HANDOFF_KEY: "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE",
  ADDRESS_API_KEY: "live-address-api-key-0001",
  ADDRESS_API_URL: "http://127.0.0.1:9/address-api",
  CARRIER_PRICING_URL: "http://127.0.0.1:9/carriers",
  CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm/leads",
  ORDER_SITE_URL: "https://order.tidewire.example/order",
  LOGIN_URL: "https://portal.tidewire.example/login",
  FORGOT_PASSWORD_URL: "https://portal.tidewire.example/forgot",
  COVERAGE_MAP_URL: "https://coverage.tidewire.example/map",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>",
};

const refusal = (env: Record<string, string>) =>
  startServer({ env }).then(
    async (server) => {
      await server.stop();
      return "started";
    },
    (error: Error) => error.message,
  );

describe("a production start", () => {
  it.each([
    ["SIMULATORS", { SIMULATORS: "on" }],
    ["AGENT_TOKEN_SECRET", { AGENT_TOKEN_SECRET: "" }],
    ["CRM_WEBHOOK_SECRET", { CRM_WEBHOOK_SECRET: "" }],
    ["CLIENT_HASH_SECRET", { CLIENT_HASH_SECRET: "" }],
    ["ORDER_HANDOFF_KEY", { ORDER_HANDOFF_KEY: "" }],
    ["ADDRESS_API_KEY", { ADDRESS_API_KEY: "" }],
    ["CRM_WEBHOOK_URL", { CRM_WEBHOOK_URL: "http://127.0.0.1:3100/__sim/crm/leads" }],
    ["LOGIN_URL", { LOGIN_URL: "http://localhost:3000/__sim/login" }],
    ["SMTP_URL", { SMTP_URL: "" }],
    ["MAIL_FROM", { MAIL_FROM: "" }],
    ["CONTENT_EDITOR", { CONTENT_EDITOR: "local" }],
  ])("refuses to start with %s unsafe, naming it", async (setting, spoil) => {
    const message = await refusal({ ...PRODUCTION, ...spoil });
    expect(message).toMatch(/server exited with 1/);
    expect(message).toMatch(new RegExp(`Refusing a production start:[\\s\\S]*\\n  ${setting}: `));
  });

  it("with everything set, serves the site and no stand-in, and shows no demo marker", async () => {
    // A child: the mode is read from main.ts's "server listening" line.
    const server = await startServer({ env: PRODUCTION });
    try {
      const home = await (await fetch(`${server.baseUrl}/`)).text();
      expect(home).toContain("<h1");
      expect(home).not.toContain("Demo site");
      for (const path of [
        "/__sim/crm/leads",
        "/__sim/login",
        "/__sim/carriers/stats",
        // No content editor on a public node (ADR 0046).
        "/keystatic",
        "/api/keystatic/tree",
      ]) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(response.status, path).toBe(404);
      }
      // The login form posts to the customer portal, never to a stand-in.
      const login = await (await fetch(`${server.baseUrl}/login`)).text();
      expect(login).toContain('action="https://portal.tidewire.example/login"');
      expect(server.logs().join("\n")).toContain('"mode":"production"');
    } finally {
      await server.stop();
    }
  });

  it("names the Node it runs on, the major that package.json's engines asks for", async () => {
    const server = await startServer({ env: PRODUCTION });
    try {
      const listening = server
        .logs()
        .map((line) => JSON.parse(line) as { msg?: string; node?: string })
        .find((line) => line.msg === "server listening");
      const wanted = /\d+/.exec(packageJson.engines.node)?.[0];
      expect(listening?.node).toMatch(new RegExp(`^v${wanted}\\.`));
    } finally {
      await server.stop();
    }
  });
});

describe("the demo", () => {
  let server: InProcessSite;
  beforeAll(async () => {
    // Listening on every interface, as `npm start` does, so another host's request can arrive.
    server = await startInProcess({ env: { HOST: "0.0.0.0", LOOKUP_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("marks every page as the demo", async () => {
    for (const path of ["/", "/contact", "/small-business/nbn"]) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect(html, path).toContain("Demo site: the address, pricing, CRM and order systems");
    }
  });

  const DATA_AND_CONTROLS: [method: string, path: string][] = [
    ["GET", "/__sim/crm"],
    ["GET", "/__sim/crm/leads"],
    ["DELETE", "/__sim/crm/leads"],
    ["POST", "/__sim/crm/control"],
    ["GET", "/__sim/carriers/stats"],
    ["DELETE", "/__sim/carriers/stats"],
    ["POST", "/__sim/carriers/control"],
    ["GET", "/__sim/echo"],
  ];

  it("answers the stand-ins' data and controls to this machine only", async ({ skip }) => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
    if (!outside) skip("this machine has no address other than loopback to ask from");
    for (const [method, path] of DATA_AND_CONTROLS) {
      const init = {
        method,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? "{}" : undefined,
      };
      const remote = await fetch(`http://${outside}:${server.port}${path}`, init);
      expect(remote.status, `${method} ${path} from ${outside}`).toBe(403);
      expect(await remote.text()).toMatch(/answer only on the machine they run on/);
      const local = await fetch(`${server.baseUrl}${path}`, init);
      expect(local.status, `${method} ${path} from loopback`).toBeLessThan(300);
    }
    // A visitor's own pages still answer anyone: the order site and the login page.
    expect(
      (await fetch(`http://${outside}:${server.port}/__sim/login/forgot-password`)).status,
    ).toBe(200);
  });

  it("refuses the stand-ins' data and controls to a rebound Host and another page's Origin", async () => {
    const rebound = `rebind.example:${server.port}`;
    for (const [method, path] of DATA_AND_CONTROLS) {
      const headers = { "content-type": "application/json", host: rebound };
      const body = method === "POST" ? "{}" : undefined;
      const answer = await rawRequest(server.port, method, path, headers, body);
      expect(answer.status, `${method} ${path} as ${rebound}`).toBe(403);
    }
    for (const [method, path] of DATA_AND_CONTROLS.filter(([verb]) => verb !== "GET")) {
      const headers = { "content-type": "application/json", origin: "http://evil.example" };
      const answer = await rawRequest(server.port, method, path, headers, "{}");
      expect(answer.status, `${method} ${path} from another page`).toBe(403);
    }
  });

  it("refuses them to a client a trusted proxy names, however local the proxy is", async () => {
    const proxied = await startInProcess({ env: { TRUST_PROXY: "loopback" } });
    try {
      const forwarded = { "x-forwarded-for": "203.0.113.7" };
      expect((await rawRequest(proxied.port, "GET", "/__sim/crm/leads", forwarded)).status).toBe(
        403,
      );
      expect((await rawRequest(proxied.port, "GET", "/__sim/crm/leads")).status).toBe(200);
    } finally {
      await proxied.stop();
    }
  });

  it("keeps a client's X-Request-Id only from a trusted proxy (none is configured here)", async () => {
    const response = await fetch(`${server.baseUrl}/api/nav`, {
      headers: { "x-request-id": "planted-request-id-0001" },
    });
    const id = response.headers.get("x-request-id");
    expect(id).not.toBe("planted-request-id-0001");
    // The node's own: its process prefix and a counter.
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    const next = (await fetch(`${server.baseUrl}/api/nav`)).headers.get("x-request-id");
    expect(next).not.toBe(id);
  });

  it("sends a page asked for in another case or with a trailing slash to its one path", async () => {
    for (const [asked, canonical] of [
      ["/CONTACT", "/contact"],
      ["/Small-Business/NBN/?utm_source=mail", "/small-business/nbn?utm_source=mail"],
      ["/contact/", "/contact"],
      ["//internet", "/internet"],
    ]) {
      const response = await fetch(`${server.baseUrl}${asked}`, { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe(canonical);
    }
  });

  it("limits the look-ups that cost an address API call, per client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(
        `${server.baseUrl}/api/v2/address?fullText=120+Church+St&source=footprint`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(`${server.baseUrl}/api/order-handoff?address=x&locationId=y`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "You have searched a lot in a short time. Please wait a minute and try again.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("settings that weaken a protection", () => {
  it.each([
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "2" }],
  ])("refuses %s", async (setting, env) => {
    expect(await refusal(env)).toMatch(new RegExp(`\\n  ${setting}: `));
  });

  it("trusts X-Forwarded-For and X-Request-Id only from the configured proxy", async () => {
    const server = await startInProcess({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const response = await fetch(`${server.baseUrl}/api/nav`, {
        headers: { "x-request-id": "balancer-request-id-0001" },
      });
      expect(response.headers.get("x-request-id")).toBe("balancer-request-id-0001");
    } finally {
      await server.stop();
    }
  });

  it("will not start on a new empty SQLite database in a folder that is not there", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tidewire-missing-"));
    rmSync(folder, { recursive: true });
    try {
      const message = await refusal({ DATABASE_URL: join(folder, "site.db") });
      expect(message).toContain(`DATABASE_URL: the folder ${folder} does not exist`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("points an unexpected failure's stack at the site's own TypeScript, not the build", async () => {
    // A file SQLite cannot open: not a setting's fault, so the start prints the whole stack.
    const message = await refusal({ DATABASE_URL: "/proc/self/site.db" });
    expect(message).toContain("unable to open database file");
    expect(message).toMatch(/at openSqlite \(.*server\/db\/database\.ts:\d+:\d+\)/);
    expect(message).not.toContain("build/host/serve.js");
  });
});
