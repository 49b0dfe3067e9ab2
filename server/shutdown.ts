import type { Server } from "node:http";
import type { Logger } from "pino";

interface ShutdownOptions {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  /** Turns readiness to 503 the moment a signal arrives. */
  drain: () => void;
  /** How long the node keeps serving, unready, before it stops listening (DRAIN_DELAY_MS). */
  drainMs: number;
  onClosed: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: answer readiness 503 so balancers send no more visitors, keep serving
 * for `drainMs` while they notice, then stop accepting connections (a balancer's next attempt
 * is refused and goes to another node), let in-flight requests finish, and close the database.
 * A request still running after the timeout is cut off so the process ends.
 */
export function startGracefulShutdown({
  server,
  logger,
  timeoutMs,
  drain,
  drainMs,
  onClosed,
}: ShutdownOptions): void {
  let stopping = false;
  const close = () => {
    logger.info("shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out: closing remaining connections");
      server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    server.close(async (error) => {
      if (error) logger.error({ err: error }, "server close failed");
      try {
        await onClosed();
      } finally {
        logger.info("shut down");
        process.exit(error ? 1 : 0);
      }
    });
    // Idle keep-alive sockets would otherwise hold the server open.
    server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    drain();
    logger.info({ signal, drainMs }, "draining: readiness answers 503");
    setTimeout(close, drainMs);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
