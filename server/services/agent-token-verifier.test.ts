import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AGENT_CLOCK_SKEW_SECONDS, createAgentTokenVerifier } from "./agent-token-verifier";

const SECRET = "a-secret-of-the-agent-portal-at-least-32-chars";
const HOUR = 3600;
const MAX_AGE = 12 * HOUR;

const verify = createAgentTokenVerifier({ secret: SECRET, maxAgeSeconds: MAX_AGE });
const now = () => Math.floor(Date.now() / 1000);

/** A token as the agent portal signs it; iat: null leaves the claim out. */
function token({
  iat = now(),
  exp = now() + HOUR,
  secret = SECRET,
}: { iat?: number | null; exp?: number; secret?: string } = {}): Promise<string> {
  const jwt = new SignJWT({ name: "Priya Shah", agent_code: "AG-1042" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(exp);
  if (iat !== null) jwt.setIssuedAt(iat);
  return jwt.sign(new TextEncoder().encode(secret));
}

describe("agent token verifier", () => {
  it("accepts a token signed under the secret, issued now, that lives the maximum age", async () => {
    const exp = now() + MAX_AGE;
    expect(await verify(await token({ exp }))).toEqual({
      name: "Priya Shah",
      agent_code: "AG-1042",
      exp,
    });
  });

  it("refuses a token signed under another secret, and takes it under the right one", async () => {
    expect(await verify(await token({ secret: `${SECRET}-not` }))).toBeNull();
    expect(await verify(await token())).not.toBeNull();
  });

  it("refuses a token without iat, which nothing bounds, and takes it with one", async () => {
    expect(await verify(await token({ iat: null }))).toBeNull();
    expect(await verify(await token())).not.toBeNull();
  });

  it("refuses a token that expires far in the future, such as in the year 5138", async () => {
    const year5138 = Math.floor(Date.UTC(5138, 0, 1) / 1000);
    expect(await verify(await token({ exp: year5138 }))).toBeNull();
    expect(await verify(await token({ exp: now() + MAX_AGE + 60 }))).toBeNull();
    expect(await verify(await token({ exp: now() + MAX_AGE }))).not.toBeNull();
  });

  it("refuses a token issued longer ago than the maximum age, and takes one issued within it", async () => {
    expect(await verify(await token({ iat: now() - MAX_AGE - 60, exp: now() + 60 }))).toBeNull();
    expect(
      await verify(await token({ iat: now() - MAX_AGE + 120, exp: now() + 60 })),
    ).not.toBeNull();
  });

  it("refuses a token issued in the future beyond a small clock skew, and takes the skew", async () => {
    const ahead = now() + AGENT_CLOCK_SKEW_SECONDS + 60;
    expect(await verify(await token({ iat: ahead, exp: ahead + HOUR }))).toBeNull();
    const skewed = now() + AGENT_CLOCK_SKEW_SECONDS - 10;
    expect(await verify(await token({ iat: skewed, exp: skewed + HOUR }))).not.toBeNull();
  });

  it("refuses an expired token, a malformed one and none", async () => {
    expect(await verify(await token({ iat: now() - HOUR, exp: now() - 1 }))).toBeNull();
    expect(await verify("not.a.token")).toBeNull();
    expect(await verify(undefined)).toBeNull();
  });

  it("refuses a token signed with another algorithm", async () => {
    const hs512 = await new SignJWT({ name: "Priya Shah", agent_code: "AG-1042" })
      .setProtectedHeader({ alg: "HS512" })
      .setIssuedAt()
      .setExpirationTime(now() + HOUR)
      .sign(new TextEncoder().encode(SECRET.repeat(2)));
    expect(await verify(hs512)).toBeNull();
  });
});
