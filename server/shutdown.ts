import type { Server } from "node:http";
import type { Logger } from "pino";

interface ShutdownOptions {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  onClosed: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, then close
 * the database. A request still running after the timeout is cut off so the process ends.
 */
export function startGracefulShutdown({
  server,
  logger,
  timeoutMs,
  onClosed,
}: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
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
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
