import { useSyncExternalStore } from "react";
import { isUnexpired, nowInSeconds } from "@domain/agent/agent-expiry";
import { readStorage, removeStorage, writeStorage } from "./storage";

/** Local storage keys of docs/product.md §A3. */
export const AGENT_KEYS = {
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

export function notifyAgentSessionChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** docs/product.md §A4: logout clears four keys and sets isAgent false. */
export function logoutAgent(): void {
  removeStorage("local", AGENT_KEYS.token);
  removeStorage("local", AGENT_KEYS.username);
  removeStorage("local", AGENT_KEYS.expiry);
  removeStorage("local", AGENT_KEYS.code);
  writeStorage("local", AGENT_KEYS.isAgent, "false");
  notifyAgentSessionChange();
}

export function readAgentSession(now = nowInSeconds()): AgentSession | null {
  if (readStorage("local", AGENT_KEYS.isAgent) !== "true") return null;
  const token = readStorage("local", AGENT_KEYS.token) ?? "";
  const expiry = Number(readStorage("local", AGENT_KEYS.expiry));
  if (!token || !Number.isFinite(expiry) || !isUnexpired(expiry, now)) return null;
  return {
    token,
    expiry,
    username: readStorage("local", AGENT_KEYS.username) ?? "",
    agentCode: readStorage("local", AGENT_KEYS.code) ?? "",
  };
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
