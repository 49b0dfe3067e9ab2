import { z } from "zod";

/**
 * Every setting the service reads, validated once at boot. Defaults run the whole site on one
 * machine with nothing else installed (docs/operations.md lists what each switch changes).
 */
const DEV_AGENT_SECRET = "development-only-agent-token-secret-change-me";

const booleanFlag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((value) => value === "on" || value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).default("./data/site.db"),
  CONTENT_DIR: z.string().min(1).default("./content"),
  REDIS_URL: z.url().optional(),
  SIMULATORS: booleanFlag.default(true),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d+|[\d.,/:a-f ]+)$/i,
      "false, a hop count, or a list of trusted addresses",
    )
    .default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().default("production"),
  AGENT_TOKEN_SECRET: z.string().min(32).default(DEV_AGENT_SECRET),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** The origin the site is reached on, for canonical links and the Origin check. */
  publicUrl: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** Express's "trust proxy" value. */
  trustProxy: boolean | number | string;
  usesDevAgentSecret: boolean;
}

export class ConfigError extends Error {}

function parseDatabase(url: string): Config["database"] {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, "");
  return { kind: "sqlite", file };
}

function parseTrustProxy(value: string): Config["trustProxy"] {
  if (value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    database: parseDatabase(env.DATABASE_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    usesDevAgentSecret: env.AGENT_TOKEN_SECRET === DEV_AGENT_SECRET,
  };
}

/** The only settings the browser may see (rendered into the page by app/root.tsx). */
export interface PublicEnv {
  SENTRY_DSN: string | null;
  SENTRY_ENVIRONMENT: string;
}

export function publicEnv(config: Config): PublicEnv {
  return { SENTRY_DSN: config.SENTRY_DSN ?? null, SENTRY_ENVIRONMENT: config.SENTRY_ENVIRONMENT };
}
