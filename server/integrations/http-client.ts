import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import type { Logger } from "pino";
import type { z } from "zod";

/**
 * The one way the server talks to an outside system (ADR 0009): a ky instance per system with
 * its own timeout and bounded retries, and every failure turned into an UpstreamError that
 * names the system, so callers handle one error type and logs say where it went wrong.
 */

export type UpstreamFailure = "timeout" | "network" | "status" | "shape";

export class UpstreamError extends Error {
  constructor(
    readonly system: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${system}: ${message}`, options);
    this.name = "UpstreamError";
  }
}

/** Told of every finished call (metrics): its system, outcome and time taken. */
export type OutsideCallObserver = (
  system: string,
  outcome: "ok" | UpstreamFailure,
  seconds: number,
) => void;

export interface HttpClientOptions {
  /** Names the system in errors and logs ("address API", "CRM"). */
  system: string;
  baseUrl: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries of idempotent requests (GET) after a network error, timeout or 5xx. */
  retries?: number;
  logger?: Logger;
  observe?: OutsideCallObserver;
}

export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
}

/** An answer whose status the caller handles itself (a 422 or 401 passed through). */
export interface RawAnswer {
  status: number;
  body: unknown;
}

export interface HttpClient {
  /** GET and parse with the schema; any other outcome throws UpstreamError. */
  getJson<S extends z.ZodType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.infer<S>>;
  /** POST JSON (never retried here: the caller decides) and parse the answer with the schema. */
  postJson<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.infer<S>>;
  /** POST a prepared body and only check for a 2xx (webhooks). */
  postRaw(path: string, body: string, options?: RequestOptions): Promise<void>;
  /**
   * GET that hands back the listed statuses instead of throwing (an upstream's 422 or 401 that
   * the caller forwards); 2xx answers come back the same way.
   */
  getPassingThrough(
    path: string,
    passThrough: readonly number[],
    options?: RequestOptions,
  ): Promise<RawAnswer>;
}

/** An answer checked against its schema; a mismatch is the system's "shape" failure. */
export function parseUpstreamAnswer<S extends z.ZodType>(
  system: string,
  schema: S,
  body: unknown,
): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new UpstreamError(
    system,
    "shape",
    `unexpected answer at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? ""}`,
  );
}

/** Joins a base URL and a path without losing the base's own path. */
function urlFor(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

export function createHttpClient({
  system,
  baseUrl,
  timeoutMs,
  retries = 0,
  logger,
  observe,
}: HttpClientOptions): HttpClient {
  const client: KyInstance = ky.create({
    timeout: timeoutMs,
    retry: { limit: retries, methods: ["get"], backoffLimit: 2_000 },
    throwHttpErrors: true,
    hooks: {
      beforeRetry: [
        ({ request, retryCount, error }) => {
          logger?.warn(
            { system, path: new URL(request.url).pathname, retryCount, err: error.message },
            "retrying outside system",
          );
        },
      ],
    },
  });

  const toUpstreamError = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    if (error instanceof TimeoutError) {
      return new UpstreamError(system, "timeout", "timed out", undefined, { cause: error });
    }
    if (error instanceof HTTPError) {
      const status = error.response.status;
      return new UpstreamError(system, "status", `answered ${status}`, status, { cause: error });
    }
    if (error instanceof Error && error.name === "AbortError") throw error;
    const message = error instanceof Error ? error.message : String(error);
    return new UpstreamError(system, "network", message, undefined, { cause: error });
  };

  /** Runs one call, turns its failure into an UpstreamError, and reports how it went. */
  const call = async <T>(send: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    try {
      const result = await send();
      observe?.(system, "ok", took());
      return result;
    } catch (error) {
      // An abort (the visitor left) is rethrown by toUpstreamError before it is counted: it
      // says nothing about the system.
      const failure = toUpstreamError(error);
      observe?.(system, failure.failure, took());
      throw failure;
    }
  };

  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> =>
    parseUpstreamAnswer(system, schema, body);

  const requestInit = (options: RequestOptions = {}) => ({
    searchParams: options.searchParams,
    headers: options.headers,
    signal: options.signal,
    ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
  });

  return {
    getJson: (path, schema, options) =>
      call(async () =>
        parse(schema, await client.get(urlFor(baseUrl, path), requestInit(options)).json()),
      ),
    postJson: (path, body, schema, options) =>
      call(async () => {
        const answer = await client
          .post(urlFor(baseUrl, path), { ...requestInit(options), json: body, retry: 0 })
          .json();
        return parse(schema, answer);
      }),
    postRaw: (path, body, options) =>
      call(async () => {
        await client.post(urlFor(baseUrl, path), {
          ...requestInit(options),
          body,
          retry: 0,
          headers: { "content-type": "application/json", ...options?.headers },
        });
      }),
    getPassingThrough: (path, passThrough, options) =>
      call(async () => {
        const response = await client.get(urlFor(baseUrl, path), {
          ...requestInit(options),
          throwHttpErrors: false,
        });
        if (!response.ok && !passThrough.includes(response.status)) {
          throw new UpstreamError(system, "status", `answered ${response.status}`, response.status);
        }
        const text = await response.text();
        try {
          return { status: response.status, body: text ? JSON.parse(text) : null };
        } catch {
          throw new UpstreamError(system, "shape", "answered something other than JSON");
        }
      }),
  };
}
