import express from "express";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicEnv, withStandInMail } from "./config";

/** The development defaults, as a start with nothing set reads them. */
const DEFAULTS = loadConfig({});

describe("configuration", () => {
  it("runs on safe embedded defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      simulators: true,
      publicUrl: "http://localhost:3000",
      database: { kind: "sqlite", file: "./data/site.db", createFolder: true },
      trustProxy: false,
    });
    expect(config.devSecrets).toEqual([
      "AGENT_TOKEN_SECRET",
      "CRM_WEBHOOK_SECRET",
      "CLIENT_HASH_SECRET",
      "ORDER_HANDOFF_KEY",
      "ADDRESS_API_KEY",
    ]);
  });

  it("hands each setting on in its group, under the code's own name", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "4100",
      CONTENT_DIR: "./other-content",
      REDIS_URL: "redis://127.0.0.1:6379",
      SIMULATORS: "off",
      ...Object.fromEntries(
        [
          "ADDRESS_API_URL",
          "CARRIER_PRICING_URL",
          "CRM_WEBHOOK_URL",
          "ORDER_SITE_URL",
          "LOGIN_URL",
          "FORGOT_PASSWORD_URL",
          "COVERAGE_MAP_URL",
        ].map((name) => [name, "https://outside.example"]),
      ),
      LOG_LEVEL: "warn",
      SENTRY_DSN: "https://key@errors.example/1",
      SENTRY_ENVIRONMENT: "staging",
      AGENT_TOKEN_SECRET: "a".repeat(40),
      CRM_WEBHOOK_SECRET: "c".repeat(40),
      CLIENT_HASH_SECRET: "h".repeat(40),
      ORDER_HANDOFF_KEY: "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE",
      ADDRESS_API_KEY: "live-address-api-key-0001",
      AGENT_TOKEN_MAX_AGE: "90m",
      SHUTDOWN_TIMEOUT_MS: "5000",
      DRAIN_DELAY_MS: "2000",
      METRICS_PORT: "9100",
      METRICS_HOST: "0.0.0.0",
      WEB_CONCURRENCY: "4",
      PAGE_CACHE_TTL_MS: "1",
      PRICING_CACHE_TTL_MS: "2",
      ADDRESS_CACHE_TTL_MS: "3",
      RATE_LIMIT_PER_MINUTE: "4",
      PRICING_RATE_LIMIT_PER_MINUTE: "5",
      LOOKUP_RATE_LIMIT_PER_MINUTE: "6",
      CARRIER_TIMEOUT_MS: "7000",
      SIM_CARRIER_LATENCY: "fast",
      CRM_TIMEOUT_MS: "8000",
      OUTBOX_LEASE_MS: "9000",
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_GIVE_UP_MS: "3000",
      SMTP_URL: "smtp://mailer:secret@mail.example:587",
      MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>",
      SMTP_TIMEOUT_MS: "4000",
    });
    expect(config).toMatchObject({
      nodeEnv: "test",
      host: "127.0.0.1",
      port: 4100,
      contentDir: "./other-content",
      redisUrl: "redis://127.0.0.1:6379",
      simulators: false,
      logLevel: "warn",
      sentry: { dsn: "https://key@errors.example/1", environment: "staging" },
      secrets: {
        agentToken: "a".repeat(40),
        crmWebhook: "c".repeat(40),
        clientHash: "h".repeat(40),
        orderHandoffKey: "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE",
        addressApiKey: "live-address-api-key-0001",
      },
      agentTokens: { maxAgeSeconds: 5400 },
      shutdown: { timeoutMs: 5000, drainDelayMs: 2000 },
      metrics: { port: 9100, host: "0.0.0.0" },
      workers: 4,
      caches: { pageTtlMs: 1, pricingTtlMs: 2, addressTtlMs: 3 },
      rateLimits: { formsPerMinute: 4, pricingPerMinute: 5, lookupsPerMinute: 6 },
      carriers: { timeoutMs: 7000, standInLatency: "fast" },
      crm: { timeoutMs: 8000 },
      outbox: { leaseMs: 9000, pollMs: 100, retryBaseMs: 200, giveUpMs: 3000 },
      mail: {
        smtpUrl: "smtp://mailer:secret@mail.example:587",
        from: "Tidewire for Business <quotes@tidewire.example>",
        timeoutMs: 4000,
      },
      devSecrets: [],
    });
    expect(config).not.toHaveProperty("PORT");
  });

  it("holds a delivery's claim 5 s longer than the CRM or the mail server may take, unless set", () => {
    expect(loadConfig({}).outbox.leaseMs).toBe(15_000);
    expect(loadConfig({ CRM_TIMEOUT_MS: "2000", SMTP_TIMEOUT_MS: "1000" }).outbox.leaseMs).toBe(
      7_000,
    );
    expect(loadConfig({ SMTP_TIMEOUT_MS: "30000" }).outbox.leaseMs).toBe(35_000);
  });

  it("refuses a claim that would run out while a delivery may still be in flight", () => {
    for (const env of [
      { OUTBOX_LEASE_MS: "2000", SMTP_TIMEOUT_MS: "2000" },
      { OUTBOX_LEASE_MS: "9000", CRM_TIMEOUT_MS: "10000" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /OUTBOX_LEASE_MS: must outlast CRM_TIMEOUT_MS and SMTP_TIMEOUT_MS/,
      );
    }
    expect(loadConfig({ OUTBOX_LEASE_MS: "12000" }).outbox.leaseMs).toBe(12_000);
  });

  it("warns when proxies are trusted while the site listens on every address", () => {
    expect(loadConfig({ TRUST_PROXY: "loopback" }).warnings).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: proxies are trusted while the site listens on every address \(HOST=0\.0\.0\.0\)/,
      ),
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback", HOST: "127.0.0.1" }).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it("leaves the mail server to the demo's stand-in, and needs it and a sender once the stand-ins are off", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: "Tidewire for Business <quotes@tidewire.example>",
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ SIMULATORS: "off" })).toThrow(
      /SMTP_URL: required[\s\S]*MAIL_FROM: required/,
    );
    expect(() => loadConfig({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL: an smtp/);
    const config = loadConfig({});
    expect(withStandInMail(config, "smtp://127.0.0.1:2525").mail.smtpUrl).toBe(
      "smtp://127.0.0.1:2525",
    );
    const own = loadConfig({ SMTP_URL: "smtp://mail.example:25" });
    expect(withStandInMail(own, "smtp://127.0.0.1:2525").mail.smtpUrl).toBe(
      "smtp://mail.example:25",
    );
  });

  it("switches to PostgreSQL for a postgres URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/site" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/site",
    });
  });

  it("reads trust proxy as false, a hop count or an address list", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", SIMULATORS: "maybe" })).toThrow(
      /PORT[\s\S]*SIMULATORS/,
    );
  });

  it("keeps a carrier's timeout inside the pricing budget and reads the stand-ins' latency", () => {
    expect(loadConfig({}).carriers.timeoutMs).toBe(8_000);
    expect(() => loadConfig({ CARRIER_TIMEOUT_MS: "20001" })).toThrow(/CARRIER_TIMEOUT_MS/);
    expect(loadConfig({}).carriers.standInLatency).toBe("realistic");
    expect(loadConfig({ SIM_CARRIER_LATENCY: "TELSTRA=3000,DGTEK=100" })).toMatchObject({
      carriers: { standInLatency: "TELSTRA=3000,DGTEK=100" },
    });
    for (const wrong of ["slow", "TPG=100", "TELSTRA=fast", "TELSTRA=1,"]) {
      expect(() => loadConfig({ SIM_CARRIER_LATENCY: wrong }), wrong).toThrow(
        /SIM_CARRIER_LATENCY/,
      );
    }
  });

  it("refuses an agent token secret too short to be safe", () => {
    expect(() => loadConfig({ AGENT_TOKEN_SECRET: "short" })).toThrow(/AGENT_TOKEN_SECRET/);
  });

  it("reads an agent token's maximum age in seconds, 12 hours unless set", () => {
    expect(DEFAULTS.agentTokens.maxAgeSeconds).toBe(12 * 3600);
    for (const [written, seconds] of [
      ["90m", 5400],
      ["12h", 43_200],
      ["3600s", 3600],
      ["3600", 3600],
      ["168h", 7 * 24 * 3600],
    ] as const) {
      expect(loadConfig({ AGENT_TOKEN_MAX_AGE: written }).agentTokens.maxAgeSeconds, written).toBe(
        seconds,
      );
    }
    for (const wrong of ["12 h", "1d", "1.5h", "-60", "forever", "0", "59s", "169h", "99999h"]) {
      expect(() => loadConfig({ AGENT_TOKEN_MAX_AGE: wrong }), wrong).toThrow(
        /AGENT_TOKEN_MAX_AGE: /,
      );
    }
  });

  it("sends the server to its own stand-ins over loopback and visitors to the public origin", () => {
    const config = loadConfig({ PORT: "4100", PUBLIC_URL: "http://localhost:8080/" });
    expect(config.outside).toMatchObject({
      addressApi: "http://127.0.0.1:4100/__sim/address-api",
      crmWebhook: "http://127.0.0.1:4100/__sim/crm/leads",
      login: "http://localhost:8080/__sim/login",
      orderSite: "http://localhost:8080/__sim/order-site/order",
    });
    expect(
      loadConfig({ ADDRESS_API_URL: "https://addresses.example/api/" }).outside.addressApi,
    ).toBe("https://addresses.example/api");
  });

  it("needs every outside system named once the stand-ins are off", () => {
    expect(() => loadConfig({ SIMULATORS: "off", ADDRESS_API_URL: "https://a.example" })).toThrow(
      /CARRIER_PRICING_URL[\s\S]*CRM_WEBHOOK_URL/,
    );
  });

  it("lets only the allowlisted settings reach the browser", () => {
    const config = loadConfig({
      SENTRY_DSN: "https://key@errors.example/1",
      AGENT_TOKEN_SECRET: "x".repeat(40),
    });
    expect(publicEnv(config)).toEqual({
      SENTRY_DSN: "https://key@errors.example/1",
      SENTRY_ENVIRONMENT: "production",
      SITE_MODE: "demo",
    });
  });
});

/** A production start with every setting it needs, for one test to spoil. */
const PRODUCTION: Record<string, string> = {
  PUBLIC_URL: "https://business.tidewire.example",
  AGENT_TOKEN_SECRET: "a".repeat(40),
  CRM_WEBHOOK_SECRET: "c".repeat(40),
  CLIENT_HASH_SECRET: "h".repeat(40),
  ORDER_HANDOFF_KEY: "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE",
  ADDRESS_API_KEY: "live-address-api-key-0001",
  ADDRESS_API_URL: "https://addresses.example/api",
  CARRIER_PRICING_URL: "https://pricing.example",
  CRM_WEBHOOK_URL: "https://crm.example/hooks/leads",
  ORDER_SITE_URL: "https://order.tidewire.example/order",
  LOGIN_URL: "https://portal.tidewire.example/login",
  FORGOT_PASSWORD_URL: "https://portal.tidewire.example/forgot",
  COVERAGE_MAP_URL: "https://coverage.example/map",
  SMTP_URL: "smtps://mail.example:465",
  MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>",
};

describe("the two modes", () => {
  it("is the demo on a loopback address, with every stand-in on", () => {
    expect(loadConfig({})).toMatchObject({ mode: "demo", simulators: true });
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080" }).mode).toBe("demo");
  });

  it("is production on any public address, or when told, with the stand-ins off", () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ mode: "production", simulators: false });
    expect(
      loadConfig({ ...PRODUCTION, PUBLIC_URL: "http://localhost:3000", SITE_MODE: "production" })
        .mode,
    ).toBe("production");
  });

  it("edits content locally in the demo, and serves no editor in production unless told", () => {
    expect(loadConfig({}).editor).toEqual({ storage: "local" });
    expect(loadConfig({ CONTENT_EDITOR: "off" }).editor).toBeNull();
    expect(loadConfig(PRODUCTION).editor).toBeNull();
  });

  it("refuses a production start with local-mode editing on", () => {
    expect(() => loadConfig({ ...PRODUCTION, CONTENT_EDITOR: "local" })).toThrow(
      /Refusing a production start:[\s\S]*CONTENT_EDITOR: local editing writes this node's content files/,
    );
  });

  it("edits through GitHub only with the repository and its app's keys", () => {
    const github = { ...PRODUCTION, CONTENT_EDITOR: "github", CONTENT_REPO: "tidewire/site" };
    expect(() => loadConfig(github)).toThrow(/CONTENT_EDITOR: github editing needs/);
    expect(() => loadConfig({ ...github, CONTENT_REPO: "not a repo <script>" })).toThrow(
      /CONTENT_REPO: owner\/name/,
    );
    const keys = {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.editorshost",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "s".repeat(40),
      KEYSTATIC_SECRET: "k".repeat(40),
    };
    expect(loadConfig({ ...github, ...keys }).editor).toEqual({
      storage: "github",
      repo: "tidewire/site",
      clientId: "Iv1.editorshost",
      clientSecret: "s".repeat(40),
      secret: "k".repeat(40),
    });
  });

  it("refuses a production start naming every unsafe setting at once", () => {
    const start = () =>
      loadConfig({
        ...PRODUCTION,
        SIMULATORS: "on",
        AGENT_TOKEN_SECRET: "",
        CRM_WEBHOOK_URL: "https://business.tidewire.example/__sim/crm/leads",
        ORDER_SITE_URL: "http://127.0.0.1:3100/__sim/order-site/order",
      });
    expect(start).toThrow(/^Refusing a production start:/);
    for (const setting of [
      "SIMULATORS",
      "AGENT_TOKEN_SECRET",
      "CRM_WEBHOOK_URL",
      "ORDER_SITE_URL",
    ]) {
      expect(start, setting).toThrow(new RegExp(`\\n  ${setting}: `));
    }
  });

  it.each([
    ["SIMULATORS", { SIMULATORS: "on" }],
    ["AGENT_TOKEN_SECRET", { AGENT_TOKEN_SECRET: "" }],
    ["CRM_WEBHOOK_SECRET", { CRM_WEBHOOK_SECRET: "" }],
    ["CLIENT_HASH_SECRET", { CLIENT_HASH_SECRET: "" }],
    ["ORDER_HANDOFF_KEY", { ORDER_HANDOFF_KEY: "" }],
    ["ADDRESS_API_KEY", { ADDRESS_API_KEY: "" }],
    ["NODE_ENV", { NODE_ENV: "development" }],
    ["ADDRESS_API_URL", { ADDRESS_API_URL: "http://127.0.0.1:3100/__sim/address-api" }],
    ["LOGIN_URL", { LOGIN_URL: "" }],
  ])("refuses a production start with %s unsafe or missing", (setting, spoil) => {
    expect(() => loadConfig({ ...PRODUCTION, ...spoil })).toThrow(new RegExp(`${setting}: `));
  });

  /** The development key with its last character changed: the two spare bits differ, not the key. */
  const respelledHandoffKey = `${DEFAULTS.secrets.orderHandoffKey.slice(0, -1)}R`;

  it.each([
    ["ORDER_HANDOFF_KEY", "orderHandoffKey", respelledHandoffKey],
    ["AGENT_TOKEN_SECRET", "agentToken", ` ${DEFAULTS.secrets.agentToken}\n`],
    ["CRM_WEBHOOK_SECRET", "crmWebhook", `${DEFAULTS.secrets.crmWebhook}\t`],
    ["CLIENT_HASH_SECRET", "clientHash", `\r\n${DEFAULTS.secrets.clientHash}`],
    ["ADDRESS_API_KEY", "addressApiKey", `  ${DEFAULTS.secrets.addressApiKey} `],
  ] as const)(
    "refuses a production start with %s spelled another way as the development key",
    (setting, secret, respelled) => {
      expect(respelled).not.toBe(DEFAULTS.secrets[secret]);
      expect(() => loadConfig({ ...PRODUCTION, [setting]: respelled })).toThrow(
        new RegExp(`\\n  ${setting}: `),
      );
    },
  );

  it("reads a hand-off key as its 32 bytes, and takes only the spelling an encoder writes", () => {
    expect(Buffer.from(respelledHandoffKey, "base64url")).toEqual(
      Buffer.from(DEFAULTS.secrets.orderHandoffKey, "base64url"),
    );
    expect(() => loadConfig({ ORDER_HANDOFF_KEY: respelledHandoffKey })).toThrow(
      /ORDER_HANDOFF_KEY: not base64url as an encoder writes it/,
    );
    expect(loadConfig({ ...PRODUCTION }).secrets.orderHandoffKey).toBe(
      PRODUCTION.ORDER_HANDOFF_KEY,
    );
    expect(
      loadConfig({ AGENT_TOKEN_SECRET: ` ${DEFAULTS.secrets.agentToken}` }).devSecrets,
    ).toEqual(DEFAULTS.devSecrets);
  });

  it("keeps the demo off public addresses", () => {
    expect(() =>
      loadConfig({ SITE_MODE: "demo", PUBLIC_URL: "https://demo.tidewire.example" }),
    ).toThrow(/SITE_MODE: the demo runs only on this machine/);
  });
});

/** The "trust proxy fn" Express compiles from what loadConfig read; throws where Express would. */
function expressTrust(trustProxy: unknown): (address: string, hop: number) => boolean {
  const app = express();
  app.set("trust proxy", trustProxy);
  return app.get("trust proxy fn");
}

describe("settings that weaken a protection", () => {
  it("refuses TRUST_PROXY=true, which would believe any client's X-Forwarded-For", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it.each([
    ["false", false],
    ["1", 1],
    ["5", 5],
    ["loopback", "loopback"],
    ["loopback, linklocal , uniquelocal", "loopback,linklocal,uniquelocal"],
    ["10.0.0.0/8", "10.0.0.0/8"],
    ["172.16.0.0/12,192.168.10.0/24", "172.16.0.0/12,192.168.10.0/24"],
    ["100.64.0.0/10", "100.64.0.0/10"],
    ["127.0.0.1", "127.0.0.1"],
    ["169.254.169.254", "169.254.169.254"],
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.0/24", "203.0.113.0/24"],
    ["fc00::/7", "fc00::/7"],
    ["fe80::/10,::1", "fe80::/10,::1"],
    ["2001:DB8:1234::/48", "2001:DB8:1234::/48"],
  ] as const)("takes TRUST_PROXY=%s, and Express takes what it reads", (written, read) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: written });
    expect(trustProxy).toBe(read);
    expect(() => expressTrust(trustProxy)).not.toThrow();
  });

  it("answers any TRUST_PROXY with a value Express takes or a refusal naming the setting", () => {
    const addresses = [
      "10.0.0.1",
      "203.0.113.9",
      "::1",
      "fd00::1",
      "2001:db8::1",
      "::ffff:10.0.0.1",
    ];
    const suffixes = ["", "/0", "/1", "/8", "/24", "/32", "/48", "/128", "/129", "/", "/x", "/08"];
    for (const written of [
      ...addresses.flatMap((address) => suffixes.map((suffix) => `${address}${suffix}`)),
      ...["1.2.3", "fe80::1%1", "loopback/8", "10.0.0.1/255.0.0.0", ",", " 2 ", "1e1", "0x1"],
    ]) {
      let trustProxy: unknown;
      try {
        trustProxy = loadConfig({ TRUST_PROXY: written }).trustProxy;
      } catch (error) {
        expect(error, written).toBeInstanceOf(ConfigError);
        expect(String(error), written).toMatch(/TRUST_PROXY: /);
        continue;
      }
      expect(() => expressTrust(trustProxy), written).not.toThrow();
    }
  });

  it("trusts a named range's hops and no one else's", () => {
    const trust = expressTrust(
      loadConfig({ TRUST_PROXY: "10.0.0.0/8, 2001:db8:1234::/48" }).trustProxy,
    );
    expect(trust("10.20.30.40", 0)).toBe(true);
    expect(trust("2001:db8:1234:5::1", 0)).toBe(true);
    expect(trust("11.0.0.1", 0)).toBe(false);
    expect(trust("2001:db8:1235::1", 0)).toBe(false);
  });

  it.each([
    // Together these two halves are every IPv4 address: every client would be a proxy.
    "0.0.0.0/1,128.0.0.0/1",
    "0.0.0.0/0",
    "::/0",
    "10.0.0.0/7",
    "203.0.113.0/23",
    "2001:db8::/47",
    // proxy-addr matches IPv4 clients against the IPv4-mapped space.
    "::ffff:0:0/96",
    "::/48",
    "0.0.0.0",
    "224.0.0.1",
    "ff02::1",
    "0",
    "6",
    "FALSE",
    "TRUE",
    "Loopback",
    "10.0.0.1,,10.0.0.2",
    "10.0.0.1,",
    "fe80::1%eth0",
    "10.0.0.0/255.0.0.0",
    "10.0.0.1/33",
    "10.0.0.1/",
    "010.0.0.1",
    "proxy.internal",
  ])("refuses TRUST_PROXY=%s, naming the setting", (wrong) => {
    const start = () => loadConfig({ TRUST_PROXY: wrong });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/TRUST_PROXY: /);
  });

  it("refuses several workers without Redis to share their rate-limit counts", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: .*REDIS_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: "2", REDIS_URL: "redis://127.0.0.1:6379" }).workers).toBe(
      2,
    );
  });

  it("refuses metrics on the site's own port, and takes off or another port", () => {
    expect(() => loadConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(loadConfig({ METRICS_PORT: "off" }).metrics.port).toBe("off");
    expect(() => loadConfig({ METRICS_PORT: "public" })).toThrow(/METRICS_PORT/);
  });

  it("creates the database folder only for the demo's default database", () => {
    expect(loadConfig({}).database).toMatchObject({ kind: "sqlite", createFolder: true });
    expect(loadConfig({ DATABASE_URL: "/srv/tidewire/site.db" }).database).toMatchObject({
      kind: "sqlite",
      file: "/srv/tidewire/site.db",
      createFolder: false,
    });
  });
});
