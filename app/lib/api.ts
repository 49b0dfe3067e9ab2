import ky, { HTTPError, type KyInstance } from "ky";
import { CSRF_COOKIE, CSRF_HEADER } from "@domain/forms/forgery-token";
import type { FieldErrors } from "@domain/validation/field-errors";

/**
 * The browser's one way to call the site's own /api (ADR 0009): JSON both ways, the forgery
 * token pair (ADR 0003) on every state-changing call, and answers sorted into the outcomes a
 * screen handles: success, field errors (422), or a failure to report.
 */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: "validation"; message: string; errors: FieldErrors }
  | { ok: false; kind: "failure"; status: number | null; error: unknown };

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ApiError";
  }
}

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

const client: KyInstance = ky.create({
  prefixUrl: "/api",
  timeout: 20_000,
  retry: { limit: 1, methods: ["get"] },
  credentials: "same-origin",
});

/** A GET of a JSON answer; throws ApiError on any failure (callers report it). */
export async function getJson<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  try {
    return await client.get(path.replace(/^\//, ""), { signal: options.signal }).json<T>();
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw error;
    const status = error instanceof HTTPError ? error.response.status : null;
    throw new ApiError(status, `GET /api/${path.replace(/^\//, "")} failed`, { cause: error });
  }
}

/**
 * Pages set no cookie (they stay cacheable): a form asks for its forgery token when it
 * appears, and again if the cookie has gone by the time it is sent.
 */
export async function prepareCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch("/api/csrf", { credentials: "same-origin" }).catch(() => undefined);
  return readCookie(CSRF_COOKIE);
}

export interface PostOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a retried submission returns the first answer, once. */
  idempotencyKey?: string;
}

/** A POST of JSON; never throws for an HTTP answer, only sorts it. */
export async function postJson<T>(
  path: string,
  body: unknown,
  options: PostOptions = {},
): Promise<ApiResult<T>> {
  const send = async () => {
    const token = await prepareCsrfToken();
    return client.post(path.replace(/^\//, ""), {
      json: body,
      signal: options.signal,
      throwHttpErrors: false,
      // A lead POST is safe to resend only with its idempotency key.
      retry: options.idempotencyKey
        ? { limit: 2, methods: ["post"], statusCodes: [408, 429, 502, 503, 504] }
        : 0,
      headers: {
        ...(token ? { [CSRF_HEADER]: token } : {}),
        ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
      },
    });
  };
  try {
    let response = await send();
    // An expired or missing token: a fresh one and a single second try.
    if (response.status === 419) {
      document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/`;
      response = await send();
    }
    const data = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    if (response.status === 422 && isValidationBody(data)) {
      return { ok: false, kind: "validation", message: data.message, errors: data.errors };
    }
    return {
      ok: false,
      kind: "failure",
      status: response.status,
      error: new ApiError(
        response.status,
        `POST /api/${path.replace(/^\//, "")} answered ${response.status}`,
      ),
    };
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") throw error;
    return { ok: false, kind: "failure", status: null, error };
  }
}

function isValidationBody(value: unknown): value is { message: string; errors: FieldErrors } {
  if (typeof value !== "object" || value === null) return false;
  const { message, errors } = value as Record<string, unknown>;
  return typeof message === "string" && typeof errors === "object" && errors !== null;
}
