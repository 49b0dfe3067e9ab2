import { useSyncExternalStore } from "react";
import {
  AGENT_TOKEN_PARAM,
  agentUsername,
  decodeAgentToken,
  isUnexpired,
  nowInSeconds,
} from "@domain/agent/agent-token";
import { readStorage, removeStorage, writeStorage } from "./storage";

/** Local storage keys of docs/product.md §A3. */
const KEYS = {
  isAgent: "isAgent",
  token: "orderFormToken",
  username: "agentUsername",
  expiry: "expiry",
  code: "agentCode",
} as const;

/** Session keys copied from the URL for the order hand-off (docs/product.md §B4). */
export const TRACKING_PARAMS = ["conversation_id", "utm_source"] as const;

export interface AgentSession {
  token: string;
  username: string;
  agentCode: string;
  expiry: number;
}

const CHANGE_EVENT = "agent-session-change";

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** docs/product.md §A4: logout clears four keys and sets isAgent false. */
export function logoutAgent(): void {
  removeStorage("local", KEYS.token);
  removeStorage("local", KEYS.username);
  removeStorage("local", KEYS.expiry);
  removeStorage("local", KEYS.code);
  writeStorage("local", KEYS.isAgent, "false");
  notify();
}

export function readAgentSession(now = nowInSeconds()): AgentSession | null {
  if (readStorage("local", KEYS.isAgent) !== "true") return null;
  const token = readStorage("local", KEYS.token) ?? "";
  const expiry = Number(readStorage("local", KEYS.expiry));
  if (!token || !Number.isFinite(expiry) || !isUnexpired(expiry, now)) return null;
  return {
    token,
    expiry,
    username: readStorage("local", KEYS.username) ?? "",
    agentCode: readStorage("local", KEYS.code) ?? "",
  };
}

/**
 * Reads the agent token and tracking parameters from the URL. Returns the URL's search part
 * without the token, so it does not linger in history, bookmarks or referrers.
 */
export function absorbUrlParameters(search: string, now = nowInSeconds()): string | null {
  const params = new URLSearchParams(search);
  for (const key of TRACKING_PARAMS) {
    const value = params.get(key);
    if (value) writeStorage("session", key, value.slice(0, 255));
  }

  const token = params.get(AGENT_TOKEN_PARAM);
  if (token !== null) {
    const decoded = decodeAgentToken(token, now);
    if (decoded.ok) {
      writeStorage("local", KEYS.isAgent, "true");
      writeStorage("local", KEYS.token, token);
      writeStorage("local", KEYS.username, agentUsername(decoded.claims.name));
      writeStorage("local", KEYS.expiry, String(decoded.claims.exp));
      writeStorage("local", KEYS.code, decoded.claims.agent_code);
      notify();
    } else {
      logoutAgent();
    }
    params.delete(AGENT_TOKEN_PARAM);
    const rest = params.toString();
    return rest ? `?${rest}` : "";
  }

  // A stored session that has run out ends like an invalid token: cleared and logged out.
  if (readStorage("local", KEYS.isAgent) === "true" && !readAgentSession(now)) logoutAgent();
  return null;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

// useSyncExternalStore needs a stable snapshot: compare by the stored token and expiry.
let cachedKey = "";
let cachedSession: AgentSession | null = null;
function snapshot(): AgentSession | null {
  const session = readAgentSession();
  const key = session ? `${session.token}|${session.expiry}|${session.username}` : "";
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = session;
  }
  return cachedSession;
}

/** The agent session, or null; always null during server rendering and hydration. */
export function useAgentSession(): AgentSession | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
