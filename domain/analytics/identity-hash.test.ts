import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashIdentity, normaliseEmail, normaliseName, normalisePhone } from "./identity-hash";

const sha = (value: string) => createHash("sha256").update(value).digest("hex");

describe("normalisation", () => {
  it("lowercases and trims names and emails", () => {
    expect(normaliseName("  Mary  Ellen ")).toBe("mary ellen");
    expect(normaliseEmail(" Mary.Smith@Example.COM ")).toBe("mary.smith@example.com");
  });

  it.each([
    ["0491 570 006", "+61491570006"],
    ["(02) 5550 1234", "+61255501234"],
    ["+61 491 570 006", "+61491570006"],
    ["0061 491 570 006", "+61491570006"],
    ["61491570006", "+61491570006"],
    ["1300 975 707", "1300975707"],
  ])("writes %s as %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe("hashIdentity", () => {
  it("hashes the normalised values and never returns raw ones", async () => {
    const hashed = await hashIdentity({
      firstName: " Mary ",
      lastName: "Smith",
      email: "MARY@example.com",
      phone: "0491 570 006",
    });
    expect(hashed).toEqual({
      hashed_first_name: sha("mary"),
      hashed_last_name: sha("smith"),
      hashed_email: sha("mary@example.com"),
      hashed_phone: sha("+61491570006"),
    });
    expect(JSON.stringify(hashed)).not.toMatch(/mary|smith|0491/i);
  });

  it("leaves out fields that are empty", async () => {
    expect(await hashIdentity({ firstName: "   ", email: "a@b.co" })).toEqual({
      hashed_email: sha("a@b.co"),
    });
  });
});
