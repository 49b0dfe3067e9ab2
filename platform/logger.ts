import { pino, type Logger } from "pino";

/**
 * JSON logs on stdout. Secrets and personal data never reach them: request bodies are not
 * logged, and the headers that carry credentials are redacted.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "tidewire-web", pid: process.pid },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
  });
}
