import { nowInSeconds } from "@domain/agent/agent-expiry";
import { AGENT_TOKEN_PARAM, agentUsername, decodeAgentToken } from "@domain/agent/agent-token";
import {
  AGENT_KEYS,
  TRACKING_PARAMS,
  logoutAgent,
  notifyAgentSessionChange,
  readAgentSession,
} from "./agent-session";
import { readStorage, writeStorage } from "./storage";

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
      writeStorage("local", AGENT_KEYS.isAgent, "true");
      writeStorage("local", AGENT_KEYS.token, token);
      writeStorage("local", AGENT_KEYS.username, agentUsername(decoded.claims.name));
      writeStorage("local", AGENT_KEYS.expiry, String(decoded.claims.exp));
      writeStorage("local", AGENT_KEYS.code, decoded.claims.agent_code);
      notifyAgentSessionChange();
    } else {
      logoutAgent();
    }
    params.delete(AGENT_TOKEN_PARAM);
    const rest = params.toString();
    return rest ? `?${rest}` : "";
  }

  // A stored session that has run out ends like an invalid token: cleared and logged out.
  if (readStorage("local", AGENT_KEYS.isAgent) === "true" && !readAgentSession(now)) logoutAgent();
  return null;
}
