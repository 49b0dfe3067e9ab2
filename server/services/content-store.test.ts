import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_FILES } from "../../domain/content/registry";
import { loadContent } from "./content-store";

let folder = "";
function copyOfContent(): string {
  folder = mkdtempSync(join(tmpdir(), "content-test-"));
  cpSync("content", folder, { recursive: true });
  return folder;
}
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = "";
});

describe("content store", () => {
  it("loads and validates every registered content file", () => {
    const bundle = loadContent("content");
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(CONTENT_FILES).sort());
  });

  it.each(Object.values(CONTENT_FILES).map(({ file }) => file))(
    "reports a missing %s by name",
    (file) => {
      const dir = copyOfContent();
      rmSync(join(dir, file));
      expect(() => loadContent(dir)).toThrow(
        new RegExp(`${file.replace(".", "\\.")}: file is missing`),
      );
    },
  );

  it("names the file and the field of an invalid value", () => {
    const dir = copyOfContent();
    const site = JSON.parse(readFileSync(join(dir, "site.json"), "utf8"));
    site.phones.sales.display = "call us";
    writeFileSync(join(dir, "site.json"), JSON.stringify(site));
    expect(() => loadContent(dir)).toThrow(
      /site\.json: phones\.sales\.display: must be an Australian number/,
    );
  });

  it("reports a file that is not JSON", () => {
    const dir = copyOfContent();
    writeFileSync(join(dir, "nav.json"), "{ mainItems: ");
    expect(() => loadContent(dir)).toThrow(/nav\.json: not valid JSON/);
  });

  it("refuses unknown fields, so a typo in content cannot pass silently", () => {
    const dir = copyOfContent();
    const nav = JSON.parse(readFileSync(join(dir, "nav.json"), "utf8"));
    // The sections are stored as the editor's list of { key, value } (ADR 0046).
    nav.mainItems.find((item: { key: string }) => item.key === "voice").value.titel = "Voice";
    writeFileSync(join(dir, "nav.json"), JSON.stringify(nav));
    expect(() => loadContent(dir)).toThrow(
      /nav\.json: mainItems\.voice: Unrecognized key: "titel"/,
    );
  });
});
