import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import type { Logger } from "pino";
import type { Metrics } from "../metrics/registry";

export const RATE_LIMIT_MESSAGE =
  "You have sent this form a lot in a short time. Please wait a minute and try again.";
export const LOOKUP_RATE_LIMIT_MESSAGE =
  "You have searched a lot in a short time. Please wait a minute and try again.";

export interface RateLimitOptions {
  /** Names the limit: separate counters per name, and the Redis key prefix. */
  name: string;
  perMinute: number;
  /** Shared counters across nodes when set (REDIS_URL); this process's memory otherwise. */
  redis?: Redis;
  logger: Logger;
  /** What a refused client reads (the forms' wording unless given). */
  message?: string;
  metrics?: Pick<Metrics, "rateLimitRefused">;
}

/**
 * Per-client limits (express-rate-limit) on the calls that write or cost an outside system,
 * keyed on req.ip, which rests on TRUST_PROXY so a client cannot pick its own key with
 * X-Forwarded-For. Answers 429 with Retry-After. If Redis fails the request goes through:
 * losing a lead is worse than a missed count.
 */
export function clientRateLimit({
  name,
  perMinute,
  redis,
  logger,
  message = RATE_LIMIT_MESSAGE,
  metrics,
}: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: name,
    passOnStoreError: true,
    // Its X-Forwarded-For check writes console.error whenever a client sends the header to a
    // node that trusts no proxy: a line any client could print. TRUST_PROXY is checked at
    // start instead (platform/config.ts). Its creation check reads a new Error's stack, which
    // makes Node parse the server's whole source map (ADR 0058); every limit here
    // is made once, at start (server/compose/site.ts).
    validate: { xForwardedForHeader: false, creationStack: false },
    store: redis
      ? new RedisStore({
          prefix: `tidewire:rate:${name}:`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<RedisReply>,
        })
      : undefined,
    handler: (req, res, _next, options) => {
      (req.log ?? logger).warn({ path: req.path, limit: name }, "rate limit reached");
      metrics?.rateLimitRefused(name);
      res.status(options.statusCode).json({ message });
    },
  });
}
