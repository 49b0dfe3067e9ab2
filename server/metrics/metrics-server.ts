import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { Logger } from "pino";
import { AggregatorRegistry, type Registry } from "prom-client";
import { ConfigError } from "../../platform/config";

/** Where the figures come from: this process's registry, or every worker's (cluster primary). */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export function processMetrics(registry: Registry): MetricsSource {
  return { contentType: registry.contentType, metrics: () => registry.metrics() };
}

/**
 * Under WEB_CONCURRENCY the primary answers for all its workers: it asks each for its figures
 * and adds them up, so one scrape sees the whole node whichever worker would have taken it.
 */
export function clusterMetrics(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}

/** What a worker hands its primary when asked for figures. */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes a worker answer the primary's requests.
  new AggregatorRegistry();
}

/**
 * GET /metrics for Prometheus on a port of its own (METRICS_PORT, ADR 0026), so the public
 * site and its balancer never expose it; anything else is a 404.
 */
export async function serveMetrics(
  source: MetricsSource,
  { host, port, logger }: { host: string; port: number; logger: Logger },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    source.metrics().then(
      (body) => res.writeHead(200, { "content-type": source.contentType }).end(body),
      (error: unknown) => {
        logger.error({ err: error }, "metrics could not be collected");
        res.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable");
      },
    );
  });
  server.listen(port, host);
  await once(server, "listening").catch((error: unknown) => {
    // The operator's to fix, like any other setting.
    throw new ConfigError(
      `METRICS_PORT ${port} on ${host} cannot be used (${(error as Error).message}): choose another or "off"`,
    );
  });
  const address = server.address();
  logger.info(
    { metricsPort: typeof address === "object" && address ? address.port : port },
    "metrics listening",
  );
  return server;
}
