import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_FILES, CONTENT_SCHEMAS, EDITOR_FIELDS, type ContentKey } from "../registry";
import { editorFields } from "./editor-fields";
import { fromEditorShape, toEditorShape } from "./editor-shape";
import { storedJson } from "./stored-json";

const KEYS = Object.keys(CONTENT_SCHEMAS) as ContentKey[];
const stored = (key: ContentKey) => readFileSync(`content/${CONTENT_FILES[key].file}`, "utf8");

describe("the content editor's fields", () => {
  it("are the ones generated from the content schemas (run npm run content:editor)", () => {
    expect(JSON.parse(JSON.stringify(editorFields()))).toEqual(EDITOR_FIELDS);
  });

  it.each(KEYS)("%s: the file is stored exactly as the editor would write it", (key) => {
    const text = stored(key);
    const spec = EDITOR_FIELDS[key];
    expect(storedJson(toEditorShape(spec, fromEditorShape(spec, JSON.parse(text))))).toBe(text);
  });

  it.each(KEYS)("%s: the stored file, turned into today's shape, passes its schema", (key) => {
    const today = fromEditorShape(EDITOR_FIELDS[key], JSON.parse(stored(key)));
    expect(CONTENT_SCHEMAS[key].schema.safeParse(today).error).toBeUndefined();
  });

  it("turns a plan's special back into an object or null, and a map back into a map", () => {
    const plans = CONTENT_FILES.nbnPlans.schema.parse(JSON.parse(stored("nbnPlans")));
    const specials = plans["no-contract"].map((plan) => plan.special);
    expect(specials).toContainEqual({ planPrice: expect.any(Number), duration: expect.any(Number) });
    expect(specials).toContain(null);
    const nav = CONTENT_FILES.nav.schema.parse(JSON.parse(stored("nav")));
    expect(Object.keys(nav.mainItems)).toContain("internet");
  });

  it("turns a table cell back into text or a price", () => {
    const voip = CONTENT_FILES.voipBusiness.schema.parse(JSON.parse(stored("voipBusiness")));
    const cells = voip.callRates.rows.flat();
    expect(cells.some((cell) => typeof cell === "string")).toBe(true);
    expect(cells.some((cell) => typeof cell === "object" && "amount" in cell)).toBe(true);
  });
});
