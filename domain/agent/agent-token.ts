import { isUnexpired } from "./agent-expiry";
/** The URL parameter that carries an agent's token (docs/decisions/0004-agent-tokens.md). */
export const AGENT_TOKEN_PARAM = "agent_token";
/** The hidden form field that carries it to the server (docs/product.md §A4). */
export const AGENT_TOKEN_FIELD = "agent-token";

export interface AgentClaims {
  name: string;
  agent_code: string;
  exp: number;
}

function isNonEmptyText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.trim().length > 0 && value.length <= max;
}

/**
 * Checked by hand rather than with zod: this runs on every page of the shell, and zod would
 * add tens of kilobytes to every visitor's download.
 */
export function parseAgentClaims(payload: unknown): AgentClaims | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { name, agent_code: agentCode, exp } = payload as Record<string, unknown>;
  if (!isNonEmptyText(name, 200) || !isNonEmptyText(agentCode, 50)) return null;
  if (typeof exp !== "number" || !Number.isInteger(exp) || exp <= 0) return null;
  return { name: name.trim(), agent_code: agentCode.trim(), exp };
}

export type DecodeResult =
  { ok: true; claims: AgentClaims } | { ok: false; reason: "malformed" | "expired" };

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a token's claims without checking its signature, as the browser must (it has no key).
 * docs/product.md §B5: three parts, a JSON payload, and exp later than now in seconds.
 */
export function decodeAgentToken(token: string, nowSeconds: number): DecodeResult {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    return { ok: false, reason: "malformed" };
  }
  const json = decodeBase64Url(parts[1] ?? "");
  if (json === null) return { ok: false, reason: "malformed" };
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const claims = parseAgentClaims(payload);
  if (!claims) return { ok: false, reason: "malformed" };
  if (!isUnexpired(claims.exp, nowSeconds)) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

/** The strip greets an agent by the first word of their name. */
export function agentUsername(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
