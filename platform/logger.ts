import { pino, type DestinationStream, type Logger } from "pino";

/**
 * JSON logs on stdout. Secrets and personal data never reach them: request bodies are not
 * logged, and the headers that carry credentials are redacted. Tests may read the lines
 * through a destination of their own.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
