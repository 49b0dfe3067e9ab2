import { describe, expect, it } from "vitest";
import type { MultiSiteCheck, SiteRow } from "./site-check";
import { resultsCsv, resultsFileName } from "./results-csv";

/** The file's rows, each a list of cells, read as a spreadsheet reads RFC 4180. */
function readCsv(file: string): string[][] {
  expect(file.startsWith("\uFEFF")).toBe(true);
  expect(file.endsWith("\r\n")).toBe(true);
  const text = file.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const HEADER = [
  "Site",
  "Address given",
  "Matched address",
  "Status",
  "nbn outcome",
  "Recommended nbn plan",
  "nbn plan monthly (inc GST)",
  "Fibre 12 months carrier",
  "Fibre 12 months monthly (ex GST)",
  "Fibre 12 months installation (ex GST)",
  "Fibre 24 months carrier",
  "Fibre 24 months monthly (ex GST)",
  "Fibre 24 months installation (ex GST)",
  "Fibre 36 months carrier",
  "Fibre 36 months monthly (ex GST)",
  "Fibre 36 months installation (ex GST)",
  "Note",
];

const column = (name: string) => HEADER.indexOf(name);

/** One row of the file as { header: cell }. */
const cellsOf = (row: string[]) => Object.fromEntries(HEADER.map((name, i) => [name, row[i]]));

const check = (rows: SiteRow[]): MultiSiteCheck => ({
  id: "01JDQ8Z1Z2X3Y4W5V6T7S8R9Q0",
  status: "done",
  speed: 100,
  rows,
});

const DONE: SiteRow = {
  position: 0,
  name: "Parramatta clinic",
  address: "9 fontana dr box hill",
  status: "done",
  matchedAddress: "9 FONTANA DR, BOX HILL NSW 2765",
  nbn: {
    outcome: "available",
    words: "A FTTP nbn service is available",
    plans: [
      { id: "SMB-NBN-50", title: "Business nbn 50", speed: "50/20", price: 89, special: null },
      {
        id: "SMB-NBN-100",
        title: "Business nbn 100",
        speed: "100/40",
        price: 109,
        special: { planPrice: 79.95, duration: 6 },
      },
      { id: "SMB-NBN-250", title: "Business nbn 250", speed: "250/25", price: 139, special: null },
    ],
    recommendedPlanId: "SMB-NBN-100",
  },
  fibre: {
    speed: 100,
    carriers: [],
    best: [
      { months: 12, carrier: "TELSTRA", monthly: 650.5, installation: 1500 },
      { months: 36, carrier: "DGTEK", monthly: 499, installation: 0 },
    ],
  },
};

describe("resultsCsv", () => {
  it("starts with the columns, three a fibre term, the note last", () => {
    const [header, ...rest] = readCsv(resultsCsv(check([])));
    expect(header).toEqual(HEADER);
    expect(rest).toEqual([]);
  });

  it("writes a row a site, in the check's order", () => {
    const rows = readCsv(
      resultsCsv(
        check([
          DONE,
          { position: 1, name: null, address: "1 George St, Sydney NSW 2000", status: "pending" },
        ]),
      ),
    );
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row[column("Address given")])).toEqual([
      "9 fontana dr box hill",
      "1 George St, Sydney NSW 2000",
    ]);
    expect(rows.every((row) => row.length === HEADER.length)).toBe(true);
  });

  it("writes a done site's recommended plan at the price it starts at, and the best per term", () => {
    const [, row] = readCsv(resultsCsv(check([DONE])));
    expect(cellsOf(row!)).toEqual({
      Site: "Parramatta clinic",
      "Address given": "9 fontana dr box hill",
      "Matched address": "9 FONTANA DR, BOX HILL NSW 2765",
      Status: "Checked",
      "nbn outcome": "A FTTP nbn service is available",
      "Recommended nbn plan": "Business nbn 100",
      "nbn plan monthly (inc GST)": "79.95",
      "Fibre 12 months carrier": "Telstra",
      "Fibre 12 months monthly (ex GST)": "650.5",
      "Fibre 12 months installation (ex GST)": "1500",
      "Fibre 24 months carrier": "",
      "Fibre 24 months monthly (ex GST)": "",
      "Fibre 24 months installation (ex GST)": "",
      "Fibre 36 months carrier": "DGTEK",
      "Fibre 36 months monthly (ex GST)": "499",
      "Fibre 36 months installation (ex GST)": "0",
      Note: "",
    });
  });

  it("writes a plan's own price when it has no special", () => {
    const row: SiteRow = { ...DONE, nbn: { ...DONE.nbn!, recommendedPlanId: "SMB-NBN-250" } };
    const [, cells] = readCsv(resultsCsv(check([row])));
    expect(cells![column("Recommended nbn plan")]).toBe("Business nbn 250");
    expect(cells![column("nbn plan monthly (inc GST)")]).toBe("139");
  });

  it("leaves the plan cells empty when nothing is recommended", () => {
    const row: SiteRow = {
      ...DONE,
      nbn: { outcome: "not-ready", words: "Not nbn ready yet", plans: [], recommendedPlanId: null },
    };
    const [, cells] = readCsv(resultsCsv(check([row])));
    expect(cells![column("nbn outcome")]).toBe("Not nbn ready yet");
    expect(cells![column("Recommended nbn plan")]).toBe("");
    expect(cells![column("nbn plan monthly (inc GST)")]).toBe("");
  });

  it("puts a failed site's problem in the note, every finding cell empty", () => {
    const [, row] = readCsv(
      resultsCsv(
        check([
          {
            position: 0,
            name: null,
            address: "Nowhere in particular",
            status: "failed",
            problem: "No address found",
          },
        ]),
      ),
    );
    expect(cellsOf(row!)).toEqual({
      ...Object.fromEntries(HEADER.map((name) => [name, ""])),
      "Address given": "Nowhere in particular",
      Status: "Not checked",
      Note: "No address found",
    });
  });

  it("lists a site's suggestions in the note when its address is to choose", () => {
    const [, row] = readCsv(
      resultsCsv(
        check([
          {
            position: 0,
            name: "Head office",
            address: "Fontana Dr, Box Hill",
            status: "choose",
            suggestions: ["1 Fontana Dr, Box Hill NSW 2765", "2 Fontana Dr, Box Hill NSW 2765"],
          },
        ]),
      ),
    );
    expect(row![column("Status")]).toBe("Choose the address");
    expect(row![column("Note")]).toBe(
      "1 Fontana Dr, Box Hill NSW 2765 | 2 Fontana Dr, Box Hill NSW 2765",
    );
  });

  it("shows a site still being checked as checking", () => {
    const [, row] = readCsv(
      resultsCsv(check([{ position: 0, name: null, address: "1 George St", status: "pending" }])),
    );
    expect(row![column("Status")]).toBe("Checking");
    expect(row![column("Note")]).toBe("");
  });

  it("writes every cell the buyer or the look-up wrote as text, never as a formula", () => {
    const file = resultsCsv(
      check([
        {
          position: 0,
          name: '=HYPERLINK("http://evil.example","Click")',
          address: "+61 2 9999 0000",
          status: "done",
          matchedAddress: "@SUM(A1)",
          nbn: undefined,
          fibre: undefined,
        },
        {
          position: 1,
          name: "-5",
          address: "=1+1",
          status: "choose",
          suggestions: ["=cmd|' /C calc'!A0", "2 George St"],
        },
      ]),
    );
    const [, first, second] = readCsv(file);
    expect(first![column("Site")]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(first![column("Address given")]).toBe("'+61 2 9999 0000");
    expect(first![column("Matched address")]).toBe("'@SUM(A1)");
    expect(second![column("Site")]).toBe("'-5");
    expect(second![column("Address given")]).toBe("'=1+1");
    expect(second![column("Note")]).toBe("'=cmd|' /C calc'!A0 | 2 George St");
    // No line of the file has a cell that starts like a formula.
    for (const row of readCsv(file)) {
      for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe("resultsFileName", () => {
  it("names the file by the buyer's day (eastern Australia) it was made, and nothing else", () => {
    expect(resultsFileName(new Date("2026-11-26T10:00:00.000Z"))).toBe(
      "sites-checked-2026-11-26.csv",
    );
    // 11 am in Sydney (daylight time, UTC+11) is still the evening before in UTC.
    expect(resultsFileName(new Date("2027-01-05T00:00:00.000Z"))).toBe(
      "sites-checked-2027-01-05.csv",
    );
    expect(resultsFileName(new Date("2027-01-04T20:00:00.000Z"))).toBe(
      "sites-checked-2027-01-05.csv",
    );
  });
});
