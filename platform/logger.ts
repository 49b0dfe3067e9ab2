import { pino, type DestinationStream, type Logger } from "pino";

/**
 * JSON logs on stdout. Secrets and personal data never reach them: request bodies are not
 * logged, and the headers that carry credentials are redacted. Tests may read the lines
 * through a destination of their own.
 *
 * Lines are written asynchronously: a request never waits for stdout, and lines logged while a
 * write is under way go out together in the next one. pino writes what is left synchronously
 * when the process exits, so a refusal at start or a crash still leaves its line.
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
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
