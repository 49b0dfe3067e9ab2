import { createHmac } from "node:crypto";
import { DEVELOPMENT_SECRETS } from "../../platform/config";

/**
 * Signs an HS256 JWT the way the agent portal does (docs/decisions/0004-agent-tokens.md),
 * issued now unless told otherwise: the server refuses a token without iat (ADR 0027).
 */
export function signAgentToken(
  claims: { name: string; agent_code: string; exp: number; iat?: number },
  secret: string = DEVELOPMENT_SECRETS.agentToken,
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = { iat: Math.floor(Date.now() / 1000), ...claims };
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}`;
  const signature = createHmac("sha256", secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}
