import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkEditorSave, editorSaveSchema } from "./save-check";

const PLANS = "plans/small-business-nbn.json";
const stored = () => JSON.parse(readFileSync(`content/${PLANS}`, "utf8"));
const encode = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const save = (contents: string, path = PLANS) => ({
  additions: [{ path, contents }],
  deletions: [],
});

describe("an editor's save", () => {
  it("passes when every file passes its schema, and names the files it writes", () => {
    const plans = stored();
    plans["no-contract"][0].price = 89;
    expect(checkEditorSave(save(encode(plans)))).toEqual({
      ok: true,
      files: [{ key: "nbnPlans", path: PLANS }],
    });
  });

  it.each([
    ["a price below zero", -5, "Too small"],
    ["a price written as words", "eighty-nine", "expected number"],
    ["no price at all", undefined, "expected number"],
  ])("is refused for %s, naming the field in the editor's words", (_name, price, message) => {
    const plans = stored();
    plans["no-contract"][1].price = price;
    const check = checkEditorSave(save(encode(plans)));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors[`${PLANS}: no-contract.1.price`]?.[0]).toMatch(
      new RegExp(`^nbn plans › No contract › 2 › Price: .*${message}`),
    );
    expect(check.message).toMatch(/^Not saved\. nbn plans › No contract › 2 › Price/);
  });

  it.each(["__proto__", "constructor", "prototype"])(
    "is refused for a key named %s anywhere in the file, and pollutes nothing",
    (key) => {
      const text = JSON.stringify(stored()).replace(
        '"no-contract":[{',
        `"no-contract":[{"${key}":{"polluted":true},`,
      );
      expect(text).toContain(key);
      const check = checkEditorSave(save(encode(text)));
      expect(check).toMatchObject({ ok: false });
      if (check.ok) return;
      expect(check.message).toBe(`Not saved. ${PLANS}: the file holds a key named "${key}".`);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    },
  );

  it("is refused for a special price above the plan's price, inside the choice", () => {
    const plans = stored();
    const plan = plans["no-contract"].find((p: { special: { discriminant: boolean } }) => p.special.discriminant);
    plan.special.value.planPrice = plan.price + 10;
    const check = checkEditorSave(save(encode(plans)));
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check)).toMatch(/Special › Plan price: a special price must be lower/);
  });

  it("keeps hostile text as text: it is content, escaped where the page shows it", () => {
    const plans = stored();
    plans["no-contract"][0].planHeading = "<script>alert(1)</script> '; DROP TABLE plans; -- 🦘 Zoë";
    expect(checkEditorSave(save(encode(plans))).ok).toBe(true);
  });

  it.each([
    ["a file the site does not read", save(encode({}), "../server/main.ts"), "not a content file"],
    ["text that is not JSON", save(encode("{ price: 89 ")), "not valid JSON"],
    ["contents that are not base64url", save("%%%"), "not base64url"],
    ["bytes that are not UTF-8", save(Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url")), "not base64url"],
    [
      "a deleted content file",
      { additions: [], deletions: [{ path: PLANS }] },
      "cannot be deleted",
    ],
  ])("is refused for %s", (_name, body, message) => {
    const check = checkEditorSave(body);
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check)).toContain(message);
  });

  it("has a strict, bounded request shape", () => {
    expect(editorSaveSchema.safeParse({ additions: [], deletions: [], extra: 1 }).success).toBe(
      false,
    );
    expect(
      editorSaveSchema.safeParse({
        additions: [{ path: PLANS, contents: "a".repeat(2_000_001) }],
        deletions: [],
      }).success,
    ).toBe(false);
    expect(editorSaveSchema.safeParse({ additions: "x", deletions: [] }).success).toBe(false);
  });
});
