import * as keystatic from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { CONTENT_FILES, CONTENT_SCHEMAS, type ContentKey } from "../registry";
import { keystaticConfig } from "./keystatic-config";

const config = keystaticConfig(keystatic, { kind: "local" });
const reader = createReader("content", config);
const KEYS = Object.keys(CONTENT_SCHEMAS) as ContentKey[];

describe("the content editor's configuration", () => {
  it("has one entry per content file, at the file's path", () => {
    expect(Object.keys(config.singletons ?? {}).sort()).toEqual([...KEYS].sort());
    expect(config.singletons?.nbnPlans?.path).toBe("plans/small-business-nbn");
  });

  it.each(KEYS)("%s: read through the editor's reader, still passes its schema", async (key) => {
    const read = await reader.singletons[key]!.readOrThrow();
    const parsed = CONTENT_FILES[key].schema.safeParse(read);
    expect(parsed.error).toBeUndefined();
  });
});
