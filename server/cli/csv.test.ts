import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvRow(["Harbour, Co", 'say "hi"', "two\nlines", "plain"])).toBe(
      '"Harbour, Co","say ""hi""","two\nlines",plain',
    );
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell("+61491570006")).toBe("'+61491570006");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2")).toBe("'-2");
  });

  it("keeps unicode and empty values as they are", () => {
    expect(csvRow(["Zoë 🚀", null, undefined, 0])).toBe("Zoë 🚀,,,0");
  });
});
