import { Buffer } from "node:buffer";
import { z } from "zod";
import { PRICING_BUDGET_MS } from "../domain/pricing/carriers";
import { SITE_MODES, type PublicEnv, type SiteMode } from "../domain/site/public-env";
import { LATENCY_SETTING } from "./stand-in-latency";
import { readTrustProxy, type TrustProxy } from "./trust-proxy";

/**
 * Every setting the service reads, validated once at boot. Defaults run the whole site on one
 * machine with nothing else installed (docs/operations.md lists what each switch changes).
 */

/**
 * The secrets' public defaults, refused in production (ADR 0027). Exported so tests sign and
 * seal with the keys a demo server uses, not with copies that drift from them.
 */
export const DEVELOPMENT_SECRETS = {
  agentToken: "development-only-agent-token-secret-change-me",
  crmWebhook: "development-only-crm-webhook-secret-change-me",
  clientHash: "development-only-client-hash-secret-change-me",
  // 32 bytes, base64url: the AES-256-GCM key of the order hand-off's sq_address
  // (docs/product.md §C5).
  orderHandoffKey: "ZGV2ZWxvcG1lbnQtb25seS1vcmRlci1rZXktMzJieXQ",
  addressApiKey: "development-only-address-api-key",
} as const;

const DEFAULT_DATABASE = "./data/site.db";

/**
 * A key written the way a base64url encoder writes it: 43 characters hold 258 bits, and a
 * decoder drops the last two, so four spellings would otherwise name one key (ADR 0027).
 */
const isCanonicalBase64Url = (value: string) =>
  Buffer.from(value, "base64url").toString("base64url") === value;

const DURATION = /^(\d+)([smh]?)$/;
const SECONDS_PER_UNIT: Record<string, number> = { "": 1, s: 1, m: 60, h: 3600 };

const booleanFlag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((value) => value === "on" || value === "true" || value === "1");

const envSchema = z.object({
  /**
   * demo (every stand-in, development secrets allowed) or production (refuses both); unset, a
   * PUBLIC_URL on this machine means demo and any other means production (ADR 0018).
   */
  SITE_MODE: z.enum(SITE_MODES).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE),
  CONTENT_DIR: z.string().min(1).default("./content"),
  /**
   * The content editor at /keystatic (ADR 0046): local (the demo: saves write CONTENT_DIR and go
   * live at once; refused in production), github (the editors' host: each edit a pull request)
   * or off. Defaults to local in the demo and off in production.
   */
  CONTENT_EDITOR: z.enum(["local", "github", "off"]).optional(),
  /** With CONTENT_EDITOR=github: the repository, as owner/name, and its GitHub app's keys. */
  CONTENT_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "owner/name of the site's repository")
    .optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  KEYSTATIC_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.url().optional(),
  /** Defaults to on in the demo and off in production, where on is refused. */
  SIMULATORS: booleanFlag.optional(),
  /** Whose X-Forwarded-For is believed (platform/trust-proxy.ts has the rule, ADR 0027). */
  TRUST_PROXY: z
    .string()
    .transform((value, context): TrustProxy => {
      const read = readTrustProxy(value);
      if ("value" in read) return read.value;
      context.addIssue({ code: "custom", message: read.problem });
      return z.NEVER;
    })
    .prefault("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().default("production"),
  AGENT_TOKEN_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.agentToken),
  /**
   * The longest an agent token may live, counted from its iat (ADR 0027), in seconds once read:
   * a token leaked from a shared link or a history stops working within a shift. Capped so the
   * setting cannot bring back tokens that last for years.
   */
  AGENT_TOKEN_MAX_AGE: z
    .string()
    .regex(DURATION, "a duration such as 90m, 12h, 3600s or 3600 (seconds)")
    .transform((value) => {
      const [, amount = "", unit = ""] = DURATION.exec(value) ?? [];
      return Number(amount) * (SECONDS_PER_UNIT[unit] ?? 1);
    })
    .pipe(
      z
        .number()
        .min(60, "at least one minute (60s)")
        .max(7 * 24 * 3600, "at most 7 days (168h)"),
    )
    .prefault("12h"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * On SIGTERM, how long /readyz answers 503 while the node still serves, so a balancer that
   * polls readiness stops sending visitors before the node stops listening.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Prometheus metrics (GET /metrics) on their own port, never the site's; 0 picks a free one
   * (tests), "off" serves none.
   */
  METRICS_PORT: z
    .union([z.literal("off"), z.coerce.number().int().min(0).max(65535)])
    .default(9464),
  /** Where the metrics port listens: this machine only unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a quote's prices hold (ADR 0043), in days. */
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** How long quotes are kept before the purge removes them, in days; at least their validity. */
  QUOTE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** How many quote emails one address may get in an hour (ADR 0043). */
  QUOTE_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** How many quote emails one client address may have sent in an hour (ADR 0072). */
  QUOTE_EMAILS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  /** How many multi-site checks one client address may start in an hour (ADR 0074). */
  MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How many multi-site checks one client address may have running at once (ADR 0074). */
  MULTI_SITE_RUNNING_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(1),
  /** Sites one node checks at once, across every multi-site check (ADR 0074). */
  MULTI_SITE_SITES_IN_FLIGHT: z.coerce.number().int().min(1).max(200).default(24),
  /** Calls one node makes at once to each carrier for multi-site checks (ADR 0074). */
  MULTI_SITE_CARRIER_CALLS: z.coerce.number().int().min(1).max(100).default(24),
  /** How long a node's claim on a site holds unrenewed: a dead node's sites wait this long. */
  MULTI_SITE_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  /** How long multi-site checks are kept, in days (their results hold addresses). */
  MULTI_SITE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),

  // Outside systems. Each defaults to its stand-in under /__sim on this server while
  // SIMULATORS is on; with SIMULATORS off each must be set (see outsideSystems below).
  ADDRESS_API_URL: z.url().optional(),
  CARRIER_PRICING_URL: z.url().optional(),
  CRM_WEBHOOK_URL: z.url().optional(),
  ORDER_SITE_URL: z.url().optional(),
  LOGIN_URL: z.url().optional(),
  FORGOT_PASSWORD_URL: z.url().optional(),
  COVERAGE_MAP_URL: z.url().optional(),

  CRM_WEBHOOK_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.crmWebhook),
  /** Sent as X-Api-Key to the address API and its service-qualification gateway. */
  ADDRESS_API_KEY: z.string().min(16).max(200).default(DEVELOPMENT_SECRETS.addressApiKey),
  CLIENT_HASH_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.clientHash),
  ORDER_HANDOFF_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: "32 bytes as base64url (43 characters)", abort: true })
    .refine(
      isCanonicalBase64Url,
      "not base64url as an encoder writes it: the last character's two spare bits must be zero",
    )
    .default(DEVELOPMENT_SECRETS.orderHandoffKey),

  /** Accepted POSTs per client address per minute on each form endpoint. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * The same for the pricing calls (ADR 0015): one price check sends six at once, and a
   * visitor may try several speeds, so 20 checks a minute.
   */
  PRICING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * The address look-ups, qualification and order hand-off (GETs that each cost a call to the
   * address API) accepted per client address per minute: a visitor typing an address searches
   * at most about twice a second.
   */
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** How long one carrier's pricing call may take; within the spec's 20 s budget (ADR 0013). */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(PRICING_BUDGET_MS).default(8_000),
  /** How long an identical carrier answer is reused (ADR 0014); 0 turns the cache off. */
  PRICING_CACHE_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  /** How long an identical address search is reused (ADR 0014); 0 turns the cache off. */
  ADDRESS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * How long the carrier stand-ins take: realistic (seconds, the demo), fast (tests) or fixed
   * per carrier, e.g. TELSTRA=3000,DGTEK=100 (simulators/carriers/latency.ts).
   */
  SIM_CARRIER_LATENCY: z
    .string()
    .regex(LATENCY_SETTING, "realistic, fast, or CARRIER=ms pairs such as TELSTRA=3000,DGTEK=100")
    .default("realistic"),
  /** How long one delivery to the CRM webhook may take. */
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * The mail server quotes are emailed through (ADR 0043): smtp://user:pass@host:587 or
   * smtps://host:465. In the demo the stand-in mail server when unset; production needs it.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, { message: "an smtp:// or smtps:// URL" })
    .optional(),
  /** The sender of quote emails, e.g. "Tidewire for Business <quotes@tidewire.example>". */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * How long a node's claim on a delivery holds without renewal (renewed while in flight):
   * how soon another node takes over the leads of a node that died. Default the longer of
   * CRM_TIMEOUT_MS and SMTP_TIMEOUT_MS, + 5 s.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(300).optional(),
  /** How often the lead delivery worker looks for due deliveries. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  /** First retry delay of a failed delivery; each further retry doubles it. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** After this long a lead that still cannot be delivered is parked for an operator. */
  OUTBOX_GIVE_UP_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(3 * 24 * 60 * 60 * 1000),
});

/** Every setting the site reads (the README's configuration table): what a deployment may set. */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema>;

/**
 * An HMAC key as HMAC uses it: the UTF-8 bytes. Surrounding whitespace makes another key, but
 * the first one a guesser holding the default would try.
 */
const hmacKey = (secret: string) => Buffer.from(secret.trim(), "utf8");

type SecretName =
  | "AGENT_TOKEN_SECRET"
  | "CRM_WEBHOOK_SECRET"
  | "CLIENT_HASH_SECRET"
  | "ORDER_HANDOFF_KEY"
  | "ADDRESS_API_KEY";

/**
 * Each secret with its public development default and the key it is when used: fine for the
 * demo, refused in production however it is spelled (ADR 0027).
 */
const DEV_SECRETS: { name: SecretName; value: string; key: (value: string) => Buffer }[] = [
  // HS256 (jose) and HMAC-SHA256 (the webhook's and the client hash's) over the UTF-8 bytes.
  { name: "AGENT_TOKEN_SECRET", value: DEVELOPMENT_SECRETS.agentToken, key: hmacKey },
  { name: "CRM_WEBHOOK_SECRET", value: DEVELOPMENT_SECRETS.crmWebhook, key: hmacKey },
  { name: "CLIENT_HASH_SECRET", value: DEVELOPMENT_SECRETS.clientHash, key: hmacKey },
  // The AES key is the 32 bytes, not their spelling.
  {
    name: "ORDER_HANDOFF_KEY",
    value: DEVELOPMENT_SECRETS.orderHandoffKey,
    key: (value) => Buffer.from(value, "base64url"),
  },
  // Sent as a header value, which fetch trims of spaces, tabs and line breaks.
  {
    name: "ADDRESS_API_KEY",
    value: DEVELOPMENT_SECRETS.addressApiKey,
    key: (value) => Buffer.from(value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ""), "utf8"),
  },
];

function isDevSecret(env: Env, { name, value, key }: (typeof DEV_SECRETS)[number]): boolean {
  return key(env[name]).equals(key(value));
}

/**
 * The settings as the code uses them: grouped, in its own names. Only this file knows the
 * environment variables they are read from (the ConfigError messages name those, for the
 * operator who sets them).
 */
export interface Config {
  /** Which of the two modes this start is (ADR 0018). */
  mode: SiteMode;
  /** Settings allowed but worth an operator's attention, logged at start. */
  warnings: string[];
  nodeEnv: Env["NODE_ENV"];
  /** Where the site listens. */
  host: string;
  port: number;
  /** The origin the site is reached on, for canonical links and the Origin check. */
  publicUrl: string;
  database:
    | {
        kind: "sqlite";
        file: string;
        /** Only the demo's default location may have its folder created on first start. */
        createFolder: boolean;
      }
    | { kind: "postgres"; url: string };
  /** The page content and reference data (content/). */
  contentDir: string;
  /** The content editor (ADR 0046), or null when this node serves none. */
  editor: EditorSettings | null;
  /** Rate-limit counts and answer caches shared by every node; in-process when unset. */
  redisUrl: string | undefined;
  /** Whether the stand-ins are mounted under /__sim (ADR 0018). */
  simulators: boolean;
  /** Express's "trust proxy" value. */
  trustProxy: TrustProxy;
  logLevel: Env["LOG_LEVEL"];
  /** Error reporting; off without a DSN. */
  sentry: { dsn: string | undefined; environment: string };
  /** The keys and secrets, as set (DEVELOPMENT_SECRETS has their demo defaults). */
  secrets: { [Name in keyof typeof DEVELOPMENT_SECRETS]: string };
  /** The longest an agent token may live, counted from its iat (ADR 0027). */
  agentTokens: { maxAgeSeconds: number };
  /** On SIGTERM: how long to wait for requests in flight, and how long to answer 503 first. */
  shutdown: { timeoutMs: number; drainDelayMs: number };
  /** Prometheus metrics on a port of their own, or "off" (ADR 0026). */
  metrics: { port: number | "off"; host: string };
  /** Identical workers forked to share the port (1: this process serves). */
  workers: number;
  /** How long a quote holds, and how long it is kept (ADR 0043). */
  quotes: {
    validDays: number;
    retentionDays: number;
    emailsPerHour: number;
    emailsPerClientPerHour: number;
  };
  /** Multi-site checks (ADR 0074): the per-client limit, the worker's bounds, the retention. */
  multiSite: {
    checksPerClientPerHour: number;
    runningPerClient: number;
    sitesInFlight: number;
    carrierCalls: number;
    leaseMs: number;
    retentionDays: number;
  };
  /** How long a kept page, carrier answer or address search is reused; 0 keeps none. */
  caches: { pageTtlMs: number; pricingTtlMs: number; addressTtlMs: number };
  /** Accepted requests per client address per minute (ADR 0015). */
  rateLimits: { formsPerMinute: number; pricingPerMinute: number; lookupsPerMinute: number };
  /** One carrier's pricing call's timeout, and how long the carrier stand-ins take. */
  carriers: { timeoutMs: number; standInLatency: string };
  /** One delivery to the CRM webhook's timeout. */
  crm: { timeoutMs: number };
  /** The lead delivery worker (ADR 0011): claim, polling, retry and give-up times. */
  outbox: { leaseMs: number; pollMs: number; retryBaseMs: number; giveUpMs: number };
  /**
   * The environment variables of the secrets still on their development defaults (refused in
   * production).
   */
  devSecrets: string[];
  /** Where each outside system is reached: the real one, or its stand-in. */
  outside: OutsideSystems;
  mail: MailSettings;
}

export interface MailSettings {
  /** The mail server; null while the demo's stand-in mail server takes its place. */
  smtpUrl: string | null;
  from: string;
  timeoutMs: number;
}

const DEMO_MAIL_FROM = "Tidewire for Business <quotes@tidewire.example>";

export interface OutsideSystems {
  addressApi: string;
  carrierPricing: string;
  crmWebhook: string;
  orderSite: string;
  login: string;
  forgotPassword: string;
  coverageMap: string;
}

/**
 * Each outside system's setting, the stand-in path it defaults to, and whether the visitor's
 * browser goes there (a form post, a frame) or only the server calls it.
 */
const OUTSIDE_SYSTEMS: Record<
  keyof OutsideSystems,
  { env: keyof Env; simPath: string; visitorFacing: boolean }
> = {
  addressApi: { env: "ADDRESS_API_URL", simPath: "/address-api", visitorFacing: false },
  carrierPricing: { env: "CARRIER_PRICING_URL", simPath: "/carriers", visitorFacing: false },
  crmWebhook: { env: "CRM_WEBHOOK_URL", simPath: "/crm/leads", visitorFacing: false },
  orderSite: { env: "ORDER_SITE_URL", simPath: "/order-site/order", visitorFacing: true },
  login: { env: "LOGIN_URL", simPath: "/login", visitorFacing: true },
  forgotPassword: {
    env: "FORGOT_PASSWORD_URL",
    simPath: "/login/forgot-password",
    visitorFacing: true,
  },
  coverageMap: { env: "COVERAGE_MAP_URL", simPath: "/coverage-map", visitorFacing: true },
};

export class ConfigError extends Error {}

function parseDatabase(url: string): Config["database"] {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, "");
  return { kind: "sqlite", file, createFolder: url === DEFAULT_DATABASE };
}

const LOOPBACK_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;
const onThisMachine = (url: string) => LOOPBACK_HOSTS.test(new URL(url).hostname);

/** The mode a start is in: as set, or production as soon as the site has a public address. */
function siteMode(env: Env, publicUrl: string): SiteMode {
  return env.SITE_MODE ?? (onThisMachine(publicUrl) ? "demo" : "production");
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as they do in most deployment tools.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const mode = siteMode(env, publicUrl);
  const simulators = env.SIMULATORS ?? mode === "demo";
  const devSecrets = DEV_SECRETS.filter((secret) => isDevSecret(env, secret)).map(
    ({ name }) => name,
  );
  const problems = [
    ...unsafeSettings(env),
    ...(mode === "production"
      ? productionProblems(env, simulators, devSecrets)
      : demoProblems(publicUrl)),
  ];
  const outside = outsideSystems(env, simulators, publicUrl, problems);
  const mail = mailSettings(env, simulators, problems);
  const editor = editorSettings(env, mode, problems);
  if (problems.length > 0) {
    throw new ConfigError(
      `${mode === "production" ? "Refusing a production start" : "Invalid configuration"}:\n  ${problems.join("\n  ")}`,
    );
  }
  return {
    mode,
    warnings: settingWarnings(env),
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    database: parseDatabase(env.DATABASE_URL),
    contentDir: env.CONTENT_DIR,
    editor,
    redisUrl: env.REDIS_URL,
    simulators,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sentry: { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT },
    secrets: {
      agentToken: env.AGENT_TOKEN_SECRET,
      crmWebhook: env.CRM_WEBHOOK_SECRET,
      clientHash: env.CLIENT_HASH_SECRET,
      orderHandoffKey: env.ORDER_HANDOFF_KEY,
      addressApiKey: env.ADDRESS_API_KEY,
    },
    agentTokens: { maxAgeSeconds: env.AGENT_TOKEN_MAX_AGE },
    shutdown: { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, drainDelayMs: env.DRAIN_DELAY_MS },
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST },
    workers: env.WEB_CONCURRENCY,
    quotes: {
      validDays: env.QUOTE_VALID_DAYS,
      retentionDays: env.QUOTE_RETENTION_DAYS,
      emailsPerHour: env.QUOTE_EMAILS_PER_HOUR,
      emailsPerClientPerHour: env.QUOTE_EMAILS_PER_CLIENT_PER_HOUR,
    },
    multiSite: {
      checksPerClientPerHour: env.MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR,
      runningPerClient: env.MULTI_SITE_RUNNING_PER_CLIENT,
      sitesInFlight: env.MULTI_SITE_SITES_IN_FLIGHT,
      carrierCalls: env.MULTI_SITE_CARRIER_CALLS,
      leaseMs: env.MULTI_SITE_LEASE_MS,
      retentionDays: env.MULTI_SITE_RETENTION_DAYS,
    },
    caches: {
      pageTtlMs: env.PAGE_CACHE_TTL_MS,
      pricingTtlMs: env.PRICING_CACHE_TTL_MS,
      addressTtlMs: env.ADDRESS_CACHE_TTL_MS,
    },
    rateLimits: {
      formsPerMinute: env.RATE_LIMIT_PER_MINUTE,
      pricingPerMinute: env.PRICING_RATE_LIMIT_PER_MINUTE,
      lookupsPerMinute: env.LOOKUP_RATE_LIMIT_PER_MINUTE,
    },
    carriers: { timeoutMs: env.CARRIER_TIMEOUT_MS, standInLatency: env.SIM_CARRIER_LATENCY },
    crm: { timeoutMs: env.CRM_TIMEOUT_MS },
    mail,
    outbox: {
      leaseMs: env.OUTBOX_LEASE_MS ?? Math.max(env.CRM_TIMEOUT_MS, env.SMTP_TIMEOUT_MS) + 5_000,
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      giveUpMs: env.OUTBOX_GIVE_UP_MS,
    },
    devSecrets,
    outside,
  };
}

/** Settings that weaken a protection whatever the mode. */
function unsafeSettings(env: Env): string[] {
  return [
    ...(env.WEB_CONCURRENCY > 1 && !env.REDIS_URL
      ? [
          "WEB_CONCURRENCY: several workers need REDIS_URL, or each keeps its own rate-limit counts and a client gets the limit once per worker",
        ]
      : []),
    ...(env.QUOTE_RETENTION_DAYS < env.QUOTE_VALID_DAYS
      ? ["QUOTE_RETENTION_DAYS: must be at least QUOTE_VALID_DAYS, or valid quotes are purged"]
      : []),
    ...(env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT
      ? ["METRICS_PORT: must differ from PORT; metrics are never served to the public site"]
      : []),
    ...(env.OUTBOX_LEASE_MS !== undefined &&
    env.OUTBOX_LEASE_MS <= Math.max(env.CRM_TIMEOUT_MS, env.SMTP_TIMEOUT_MS)
      ? [
          "OUTBOX_LEASE_MS: must outlast CRM_TIMEOUT_MS and SMTP_TIMEOUT_MS, or another node takes over a delivery still in flight and sends it twice (ADR 0043)",
        ]
      : []),
  ];
}

/** Settings that are allowed but leave the operator a duty: said at start, in every mode. */
function settingWarnings(env: Env): string[] {
  const openBind = env.HOST === "0.0.0.0" || env.HOST === "::";
  return env.TRUST_PROXY !== false && openBind
    ? [
        `TRUST_PROXY: proxies are trusted while the site listens on every address (HOST=${env.HOST}): a client that reaches the port directly, not through the proxy, writes its own X-Forwarded-For and so the address its rate limits count. Bind HOST to the proxy's network, or let only the proxy reach the port (a NetworkPolicy: docs/deploy.md)`,
      ]
    : [];
}

export type EditorSettings =
  | { storage: "local" }
  | {
      storage: "github";
      repo: `${string}/${string}`;
      clientId: string;
      clientSecret: string;
      secret: string;
    };

/**
 * The content editor (ADR 0046). Local editing writes this node's own files and swaps its
 * content in place: the demo's way, never a public node's. GitHub editing needs the repository
 * and its app's keys; it belongs on the editors' host, not behind the public balancer.
 */
function editorSettings(env: Env, mode: SiteMode, problems: string[]): EditorSettings | null {
  const kind = env.CONTENT_EDITOR ?? (mode === "demo" ? "local" : "off");
  if (kind === "off") return null;
  if (kind === "local") {
    if (mode === "production") {
      problems.push(
        "CONTENT_EDITOR: local editing writes this node's content files; a public node takes content from a deploy (set it to off, or github on the editors' host)",
      );
    }
    return { storage: "local" };
  }
  const { CONTENT_REPO: repo, KEYSTATIC_GITHUB_CLIENT_ID: clientId } = env;
  const { KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret, KEYSTATIC_SECRET: secret } = env;
  if (!repo || !clientId || !clientSecret || !secret) {
    problems.push(
      "CONTENT_EDITOR: github editing needs CONTENT_REPO, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET",
    );
    return null;
  }
  return { storage: "github", repo: repo as `${string}/${string}`, clientId, clientSecret, secret };
}

/** What a production start refuses (ADR 0018): stand-ins, and secrets anyone can read. */
function productionProblems(env: Env, simulators: boolean, devSecrets: string[]): string[] {
  return [
    ...(simulators ? ["SIMULATORS: the stand-ins cannot run in production (set it to off)"] : []),
    ...(env.NODE_ENV !== "production"
      ? [`NODE_ENV: ${env.NODE_ENV} is for development; production runs the built site`]
      : []),
    ...devSecrets.map(
      (name) =>
        `${name}: still the public development default (the same key, however written); set a secret of your own`,
    ),
    ...Object.values(OUTSIDE_SYSTEMS)
      .filter(({ env: name }) => isStandIn(env[name] as string | undefined))
      .map(({ env: name }) => `${name}: points at a stand-in (/__sim); set the real system's URL`),
  ];
}

/**
 * The demo's login stand-in takes any password and its CRM shows every lead: it stays on the
 * machine it runs on, never behind a public address.
 */
function demoProblems(publicUrl: string): string[] {
  return onThisMachine(publicUrl)
    ? []
    : [
        "SITE_MODE: the demo runs only on this machine (a loopback PUBLIC_URL); a public address is production",
      ];
}

/**
 * The stand-ins answer under /__sim, in this process or standalone (simulators/main.ts), and
 * Express matches a path in any case: `/__SIM/` names them as well.
 */
function isStandIn(url: string | undefined): boolean {
  return url !== undefined && /\/__sim(\/|$)/i.test(new URL(url).pathname);
}

/**
 * The server reaches its own stand-ins over loopback, exactly as it would reach the real
 * systems over the network. The browser is sent to the stand-ins a visitor meets (login,
 * order site, coverage map) at the public origin.
 */
function outsideSystems(
  env: Env,
  simulators: boolean,
  publicUrl: string,
  problems: string[],
): OutsideSystems {
  const entries = Object.entries(OUTSIDE_SYSTEMS).map(([key, system]) => {
    const configured = env[system.env] as string | undefined;
    if (configured) return [key, configured.replace(/\/$/, "")];
    if (!simulators) problems.push(`${system.env}: required when SIMULATORS is off`);
    const base = system.visitorFacing ? publicUrl : `http://127.0.0.1:${env.PORT}`;
    return [key, `${base}/__sim${system.simPath}`];
  });
  return Object.fromEntries(entries) as unknown as OutsideSystems;
}

/**
 * Quote emails' server and sender. Like the outside systems reached over HTTP: the stand-in
 * while SIMULATORS is on, otherwise required; production names its own sender as well.
 */
function mailSettings(env: Env, simulators: boolean, problems: string[]): MailSettings {
  if (!env.SMTP_URL && !simulators) problems.push("SMTP_URL: required when SIMULATORS is off");
  if (!env.MAIL_FROM && !simulators) problems.push("MAIL_FROM: required when SIMULATORS is off");
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? DEMO_MAIL_FROM,
    timeoutMs: env.SMTP_TIMEOUT_MS,
  };
}

/** The settings with the demo's stand-in mail server where SMTP_URL was left unset. */
export function withStandInMail(config: Config, smtpUrl: string | null): Config {
  return smtpUrl && !config.mail.smtpUrl
    ? { ...config, mail: { ...config.mail, smtpUrl } }
    : config;
}

export function publicEnv(config: Config): PublicEnv {
  return {
    SENTRY_DSN: config.sentry.dsn ?? null,
    SENTRY_ENVIRONMENT: config.sentry.environment,
    SITE_MODE: config.mode,
  };
}
