import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig, SETTING_NAMES } from "../../platform/config";
import { STAND_IN_SETTINGS } from "../../simulators/options";
import { imageEnv, readDockerfile } from "./dockerfile";

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  volumes?: string[];
  read_only?: boolean;
  user?: string;
}
const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const seconds = (text = "10s") => Number(/^(\d+)s$/.exec(text)?.[1]);

describe("the laptop cluster's compose file (ADR 0073)", () => {
  it("runs PostgreSQL, Redis, the stand-ins, the migration, three site replicas and nginx", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["migrate", "nginx", "postgres", "redis", "site", "standins"].sort(),
    );
    expect(services.site!.deploy?.replicas).toBe(3);
    expect(services.standins!.command).toEqual(["node", "build/host/simulators.js"]);
    expect(services.migrate!.command).toEqual(["node", "build/host/migrate.js"]);
  });

  it("names only settings the site (or the stand-ins) reads, and the site's start takes them", () => {
    const known = new Set<string>([...SETTING_NAMES, ...STAND_IN_SETTINGS]);
    for (const name of ["site", "standins", "migrate"]) {
      for (const key of Object.keys(services[name]!.environment ?? {})) {
        expect(known.has(key), `${name}: ${key}`).toBe(true);
      }
    }
    // As the container sees them: the image's own settings, then the compose file's.
    const site = loadConfig({ ...imageEnv(readDockerfile()), ...services.site!.environment });
    expect(site.mode).toBe("production");
    expect(site.simulators).toBe(false);
    expect(site.database.kind).toBe("postgres");
    expect(site.redisUrl).toBe("redis://redis:6379");
    expect(site.nodeEnv).toBe("production");
  });

  it("keeps its secrets for the laptop alone, and says so", () => {
    for (const [key, value] of Object.entries(services.site!.environment ?? {})) {
      if (/(_SECRET|_KEY)$/.test(key) || key === "DATABASE_URL") {
        const readable =
          key === "ORDER_HANDOFF_KEY" ? Buffer.from(value, "base64url").toString() : value;
        expect(readable, key).toMatch(/development-only/);
      }
    }
  });

  it("checks each replica's readiness and drains it before it is killed", () => {
    const site = services.site!;
    expect(site.healthcheck?.test.join(" ")).toContain("/readyz");
    const env = site.environment!;
    const drainSeconds = (Number(env.DRAIN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS)) / 1000;
    expect(seconds(site.stop_grace_period)).toBeGreaterThan(drainSeconds);
    expect(site.read_only).toBe(true);
    expect(site.user).toBe("1000:1000");
  });

  it("puts nginx in front with the proxy settings the local cluster uses", () => {
    const volumes = services.nginx!.volumes ?? [];
    expect(volumes).toContain("./deploy/nginx/site-proxy.conf:/etc/nginx/site-proxy.conf:ro");
    const cluster = readFileSync("tests/support/cluster.ts", "utf8");
    expect(cluster).toContain("deploy/nginx/site-proxy.conf");
  });
});
