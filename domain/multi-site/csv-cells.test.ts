import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv-cells";

describe("csvCell", () => {
  it("writes plain text, unicode and hostile markup as it is", () => {
    expect(csvCell("Parramatta clinic")).toBe("Parramatta clinic");
    expect(csvCell("Café Zoë 🚀 北京")).toBe("Café Zoë 🚀 北京");
    expect(csvCell("<script>alert('x')</script>")).toBe("<script>alert('x')</script>");
    expect(csvCell("Robert'); DROP TABLE sites;--")).toBe("Robert'); DROP TABLE sites;--");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("9 Fontana Dr, Box Hill NSW 2765")).toBe('"9 Fontana Dr, Box Hill NSW 2765"');
    expect(csvCell('The "Big" Store')).toBe('"The ""Big"" Store"');
    expect(csvCell("Shop 4\n9 Fontana Dr")).toBe('"Shop 4\n9 Fontana Dr"');
    expect(csvCell("Shop 4\r\n9 Fontana Dr")).toBe('"Shop 4\r\n9 Fontana Dr"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+61 2 9999 0000")).toBe("'+61 2 9999 0000");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
  });

  it("defuses only a formula's first character, not the same characters later", () => {
    expect(csvCell("Shop 4 = rear entrance")).toBe("Shop 4 = rear entrance");
    expect(csvCell("02 9999 0000 - ask for Jo")).toBe("02 9999 0000 - ask for Jo");
    expect(csvCell("jo@example.com.au")).toBe("jo@example.com.au");
  });

  it("writes numbers as numbers, a negative one too, and null as an empty cell", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(2765)).toBe("2765");
    expect(csvCell(99.95)).toBe("99.95");
    expect(csvCell(null)).toBe("");
    expect(csvCell("")).toBe("");
  });
});

describe("csvFile", () => {
  it("starts with a byte order mark and ends every row with \\r\\n", () => {
    const file = csvFile([
      ["Site", "Address", "Sites", "Change"],
      ["Parramatta clinic", "9 Fontana Dr, Box Hill NSW 2765", 1, -5],
      ['=HYPERLINK("http://evil.example")', null, null, "-5"],
    ]);
    expect(file).toBe(
      "\uFEFF" +
        "Site,Address,Sites,Change\r\n" +
        'Parramatta clinic,"9 Fontana Dr, Box Hill NSW 2765",1,-5\r\n' +
        '"\'=HYPERLINK(""http://evil.example"")",,,\'-5\r\n',
    );
  });

  it("is only the byte order mark when there are no rows", () => {
    expect(csvFile([])).toBe("\uFEFF");
  });
});
