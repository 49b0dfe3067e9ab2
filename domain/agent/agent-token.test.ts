import { describe, expect, it } from "vitest";
import { isUnexpired } from "./agent-expiry";
import { agentUsername, decodeAgentToken } from "./agent-token";

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}
function token(payload: unknown): string {
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.c2lnbmF0dXJl`;
}

const NOW = 1_800_000_000;

describe("decodeAgentToken", () => {
  it("accepts three parts with a JSON payload that expires later than now", () => {
    const result = decodeAgentToken(
      token({ name: "Priya Natarajan", agent_code: "AG-1042", exp: NOW + 60 }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      claims: { name: "Priya Natarajan", agent_code: "AG-1042", exp: NOW + 60 },
    });
  });

  it("rejects a token that expires now or earlier", () => {
    const claims = { name: "Sam Okafor", agent_code: "AG-7", exp: NOW };
    expect(decodeAgentToken(token(claims), NOW)).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["two parts", "abc.def"],
    ["four parts", "a.b.c.d"],
    ["an empty part", `${encode({})}..sig`],
    ["a payload that is not base64url", "a.%%%.c"],
    ["a payload that is not JSON", `a.${Buffer.from("not json").toString("base64url")}.c`],
    ["a payload without a name", token({ agent_code: "AG-1", exp: NOW + 10 })],
    ["an exp that is text", token({ name: "A", agent_code: "AG-1", exp: "tomorrow" })],
  ])("rejects %s as malformed", (_label, value) => {
    expect(decodeAgentToken(value, NOW)).toEqual({ ok: false, reason: "malformed" });
  });

  it("reads unicode names", () => {
    const result = decodeAgentToken(
      token({ name: "Zoë Ngữ", agent_code: "AG-9", exp: NOW + 1 }),
      NOW,
    );
    expect(result.ok && result.claims.name).toBe("Zoë Ngữ");
  });
});

describe("agent session helpers", () => {
  it("uses the first word of the name as the username", () => {
    expect(agentUsername("  Priya   Natarajan ")).toBe("Priya");
  });

  it("is valid only while exp is later than now", () => {
    expect(isUnexpired(NOW + 1, NOW)).toBe(true);
    expect(isUnexpired(NOW, NOW)).toBe(false);
  });
});
