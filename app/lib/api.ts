import type { HTTPError, KyInstance } from "ky";
import { API } from "@domain/api/contracts";
import type { AnswerOf, BodyOf, Empty, Endpoint, RequestOf } from "@domain/api/endpoint";
import { requestPath, type RequestParts } from "@domain/api/request-path";
import { CSRF_COOKIE, CSRF_HEADER } from "@domain/forms/forgery-token";
import type { FieldErrors } from "@domain/validation/field-errors";
import { whenIdle } from "./when-idle";

/**
 * The browser's one way to call the site's own /api (ADRs 0009 and 0029): every call names its
 * contract (domain/api/contracts.ts), so its path, what it sends and what it gets back are
 * checked by the typecheck. JSON both ways, the forgery token pair (ADR 0003) on every
 * state-changing call, and answers sorted into the outcomes a screen handles: success, field
 * errors (422), or a failure to report.
 */

const API_PREFIX = "/api";

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

interface Client {
  client: KyInstance;
  /** ky's HTTPError class, to tell an HTTP answer from a network failure. */
  HTTPError: typeof HTTPError;
}

let loading: Promise<Client> | null = null;

/**
 * The HTTP client, loaded on its first use, not with the page (ADR 0047): nothing a visitor
 * sees first asks the API, and the page starts with less script.
 */
function loadClient(): Promise<Client> {
  loading ??= import("ky").then(({ default: ky, HTTPError }) => ({
    HTTPError,
    client: ky.create({
      prefix: API_PREFIX,
      timeout: 20_000,
      retry: { limit: 1, methods: ["get"] },
      credentials: "same-origin",
    }),
  }));
  return loading;
}

// A page that calls the API fetches the client once it has started and the browser is idle,
// so a visitor's first search does not wait for it.
if (typeof window !== "undefined") whenIdle(() => void loadClient());

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

export interface GetOptions {
  signal?: AbortSignal;
}

/** The request may be left out where the endpoint takes neither params nor a query. */
type GetArguments<E extends Endpoint> =
  Empty extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: GetOptions]
    : [request: RequestOf<E>, options?: GetOptions];

/** A GET of a JSON answer; throws ApiError on any failure (callers report it). */
async function get<E extends Endpoint<"GET">>(
  endpoint: E,
  ...[request, options = {}]: GetArguments<E>
): Promise<AnswerOf<E>> {
  // The contract's types have checked the parts; here they are only text to put in the path.
  const path = requestPath(endpoint.path, (request ?? {}) as RequestParts);
  let loaded: Client | null = null;
  try {
    // Inside the try: a client that fails to load is a failed call like any other.
    loaded = await loadClient();
    return await loaded.client.get(path, { signal: options.signal }).json<AnswerOf<E>>();
  } catch (error) {
    if (isAbort(error)) throw error;
    const status = loaded && error instanceof loaded.HTTPError ? error.response.status : null;
    throw new ApiError(status, `GET ${API_PREFIX}${path} failed`, { cause: error });
  }
}

let askingForToken: Promise<string | null> | null = null;

/**
 * Pages set no cookie (they stay cacheable): a form asks for its forgery token when it
 * appears, and again if the cookie has gone by the time it is sent. Requests that need one at
 * the same moment (the six carriers a linked price check asks as the page starts) share one
 * ask: each ask sets a new token, and a request sent with an earlier one would be refused.
 */
export function prepareCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return Promise.resolve(existing);
  askingForToken ??= fetch(`${API_PREFIX}${API.csrf.path}`, { credentials: "same-origin" })
    .catch(() => undefined)
    .then(() => readCookie(CSRF_COOKIE))
    .finally(() => {
      askingForToken = null;
    });
  return askingForToken;
}

export interface PostOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a retried submission returns the first answer, once. */
  idempotencyKey?: string;
}

/** The POSTs take no path parameters: the body carries everything. */
type PostEndpoint = Endpoint<"POST", string, Record<string, never>>;

/** A POST of JSON; never throws for an HTTP answer, only sorts it. */
async function post<E extends PostEndpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: PostOptions = {},
): Promise<ApiResult<AnswerOf<E>>> {
  const send = async () => {
    const [{ client }, token] = await Promise.all([loadClient(), prepareCsrfToken()]);
    return client.post(endpoint.path, {
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
    if (response.ok) return { ok: true, status: response.status, data: data as AnswerOf<E> };
    // A 429 keyed by field is a limit on that field's value (a quote's emails to one address).
    if ((response.status === 422 || response.status === 429) && isValidationBody(data)) {
      return { ok: false, kind: "validation", message: data.message, errors: data.errors };
    }
    return {
      ok: false,
      kind: "failure",
      status: response.status,
      error: new ApiError(
        response.status,
        `POST ${API_PREFIX}${endpoint.path} answered ${response.status}`,
      ),
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { ok: false, kind: "failure", status: null, error };
  }
}

function isValidationBody(value: unknown): value is { message: string; errors: FieldErrors } {
  if (typeof value !== "object" || value === null) return false;
  const { message, errors } = value as Record<string, unknown>;
  return typeof message === "string" && typeof errors === "object" && errors !== null;
}

/**
 * `api.get(API.orderHandoff, { query }, { signal })` resolves to the answer or throws ApiError;
 * `api.post(API.fibrePricing, body, { idempotencyKey, signal })` resolves to an ApiResult.
 */
export const api = { get, post };
