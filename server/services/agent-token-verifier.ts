import { jwtVerify } from "jose";
import { parseAgentClaims, type AgentClaims } from "../../domain/agent/agent-token";

/**
 * The server's half of agent mode (ADR 0004): a token counts only with a valid HS256 signature
 * under AGENT_TOKEN_SECRET and an exp still in the future. Anything else is treated as no token.
 */
export function createAgentTokenVerifier(secret: string) {
  const key = new TextEncoder().encode(secret);
  return async function verifyAgentToken(token: string | undefined): Promise<AgentClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      return parseAgentClaims(payload);
    } catch {
      return null;
    }
  };
}

export type AgentTokenVerifier = ReturnType<typeof createAgentTokenVerifier>;
