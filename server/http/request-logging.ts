import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { withoutQuoteIds } from "../../domain/quotes/quote-names";
import { requestIdFor } from "./request-id";

/** One JSON line per request with its id (kept only from a trusted proxy, see requestIdFor). */
export function requestLogging(logger: Logger, fromTrustedProxy: (address: string) => boolean) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdFor(req, fromTrustedProxy);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Query strings can carry agent tokens: log the path only, and no whole quote id.
        path: withoutQuoteIds(req.url.split("?")[0]!),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
