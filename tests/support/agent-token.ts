import { createHmac } from "node:crypto";

/** The secret a server started without AGENT_TOKEN_SECRET uses (platform/config.ts). */
export const DEV_AGENT_SECRET = "development-only-agent-token-secret-change-me";

/** Signs an HS256 JWT the way the agent portal does (docs/decisions/0004-agent-tokens.md). */
export function signAgentToken(
  claims: { name: string; agent_code: string; exp: number },
  secret = DEV_AGENT_SECRET,
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  const signature = createHmac("sha256", secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}
