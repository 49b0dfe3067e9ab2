import { jwtVerify } from "jose";
import { parseAgentClaims, type AgentClaims } from "../../domain/agent/agent-token";

/**
 * How far ahead of this server's clock the agent portal's may run when it stamps iat. Only iat
 * gets it: jose's clockTolerance would also keep a token alive past its exp, which the spec
 * ends at exp (docs/product.md §B5).
 */
export const AGENT_CLOCK_SKEW_SECONDS = 60;

/**
 * The server's half of agent mode (ADR 0004): a token counts only with a valid HS256 signature
 * under AGENT_TOKEN_SECRET, an exp still in the future, and an iat that bounds it (ADR 0027):
 * issued at most maxAgeSeconds ago, not in the future, and not living longer than
 * maxAgeSeconds in all, so a token minted to last for years is refused however it was made.
 * Anything else is treated as no token.
 */
export function createAgentTokenVerifier({
  secret,
  maxAgeSeconds,
}: {
  secret: string;
  /** AGENT_TOKEN_MAX_AGE. */
  maxAgeSeconds: number;
}) {
  const key = new TextEncoder().encode(secret);
  return async function verifyAgentToken(token: string | undefined): Promise<AgentClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        requiredClaims: ["iat", "exp"],
      });
      const { iat, exp } = payload;
      if (iat === undefined || exp === undefined) return null;
      const now = Math.floor(Date.now() / 1000);
      if (iat > now + AGENT_CLOCK_SKEW_SECONDS) return null;
      if (now - iat > maxAgeSeconds || exp - iat > maxAgeSeconds) return null;
      return parseAgentClaims(payload);
    } catch {
      return null;
    }
  };
}

export type AgentTokenVerifier = ReturnType<typeof createAgentTokenVerifier>;
