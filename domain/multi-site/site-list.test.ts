import { describe, expect, it } from "vitest";
import { ADDRESS_TEXT_MAX_LENGTH } from "../address/address-text";
import {
  MAX_ADDRESS_LENGTH,
  MAX_SITE_NAME_LENGTH,
  MAX_SITES,
  parsePastedSites,
  parseSitesCsv,
  sameSite,
  siteKey,
  type SiteListResult,
} from "./site-list";

const BOX_HILL = "9 Fontana Dr, Box Hill NSW 2765";

/** The sites of a list that must have been read. */
function sitesOf(result: SiteListResult) {
  if (!result.ok) throw new Error(`expected a list, got ${result.problem}: ${result.message}`);
  return result.sites;
}

/** `count` different addresses, one a line. */
const distinctAddresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `${index + 1} George St, Sydney NSW 2000`);

describe("the bounds", () => {
  it("are the ones the feature is built to", () => {
    expect([MAX_SITES, MAX_ADDRESS_LENGTH, MAX_SITE_NAME_LENGTH]).toEqual([50, 200, 80]);
  });

  it("take no address the address API would refuse", () => {
    expect(MAX_ADDRESS_LENGTH).toBe(ADDRESS_TEXT_MAX_LENGTH);
  });
});

describe("siteKey and sameSite", () => {
  it("treat case, commas, spacing and a closing full stop as the same site", () => {
    expect(sameSite(BOX_HILL, "9  fontana dr box hill nsw 2765.")).toBe(true);
    expect(sameSite(BOX_HILL, "  9 FONTANA DR , BOX HILL NSW 2765  ")).toBe(true);
    expect(sameSite(BOX_HILL, "9 Fontana Dr,\tBox Hill NSW 2765")).toBe(true);
    expect(siteKey(BOX_HILL)).toBe("9 fontana dr box hill nsw 2765");
  });

  it("fold compatibility forms (NFKC): full-width digits are digits", () => {
    expect(sameSite("９ Fontana Dr, Box Hill NSW ２７６５", BOX_HILL)).toBe(true);
  });

  it("keep different addresses apart", () => {
    expect(sameSite(BOX_HILL, "19 Fontana Dr, Box Hill NSW 2765")).toBe(false);
    expect(sameSite(BOX_HILL, "9 Fontana Dr, Box Hill VIC 3128")).toBe(false);
    // A comma is a space, not nothing: unit 1 at number 9 is not number 19.
    expect(
      sameSite("Unit 1,9 Smith St, Parramatta NSW 2150", "Unit 19 Smith St, Parramatta NSW 2150"),
    ).toBe(false);
    // Only a closing full stop goes.
    expect(
      sameSite("Lot 3. Smith St, Parramatta NSW 2150", "Lot 3 Smith St, Parramatta NSW 2150"),
    ).toBe(false);
  });
});

describe("parsePastedSites", () => {
  it("reads one site a line, with a name before the first comma when it looks like one", () => {
    const result = parsePastedSites(
      [
        "Parramatta clinic, 9 Fontana Dr, Box Hill NSW 2765",
        "1 Martin Pl, Sydney NSW 2000",
        "Head office, Level 12, 1 Collins St, Melbourne VIC 3000",
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: true,
      sites: [
        { name: "Parramatta clinic", address: BOX_HILL },
        { name: null, address: "1 Martin Pl, Sydney NSW 2000" },
        { name: "Head office", address: "Level 12, 1 Collins St, Melbourne VIC 3000" },
      ],
      merged: [],
    });
  });

  it("keeps the whole line as the address when the comma does not split a name from an address", () => {
    expect(sitesOf(parsePastedSites(BOX_HILL))).toEqual([{ name: null, address: BOX_HILL }]);
    // Nothing after the comma has a digit: "Box Hill" is a suburb, not an address.
    expect(sitesOf(parsePastedSites("Fontana Dr, Box Hill"))).toEqual([
      { name: null, address: "Fontana Dr, Box Hill" },
    ]);
    // A digit before the first comma: a street number, not a name.
    expect(sitesOf(parsePastedSites("Shop 4, 9 Fontana Dr, Box Hill NSW 2765"))).toEqual([
      { name: null, address: "Shop 4, 9 Fontana Dr, Box Hill NSW 2765" },
    ]);
    expect(sitesOf(parsePastedSites("12 Smith St Parramatta NSW 2150"))).toEqual([
      { name: null, address: "12 Smith St Parramatta NSW 2150" },
    ]);
  });

  it("trims every part and collapses the address's whitespace", () => {
    expect(
      sitesOf(
        parsePastedSites("   Parramatta   clinic ,   9  Fontana\tDr,   Box Hill  NSW 2765   "),
      ),
    ).toEqual([{ name: "Parramatta clinic", address: BOX_HILL }]);
    // An empty name is no name.
    expect(sitesOf(parsePastedSites(" , 9 Fontana Dr"))).toEqual([
      { name: null, address: "9 Fontana Dr" },
    ]);
  });

  it("splits lines at \\n, \\r\\n and \\r", () => {
    const sites = sitesOf(
      parsePastedSites(
        "1 Martin Pl, Sydney NSW 2000\r\n2 Martin Pl, Sydney NSW 2000\r3 Martin Pl, Sydney NSW 2000\n4 Martin Pl, Sydney NSW 2000",
      ),
    );
    expect(sites.map((site) => site.address)).toEqual([
      "1 Martin Pl, Sydney NSW 2000",
      "2 Martin Pl, Sydney NSW 2000",
      "3 Martin Pl, Sydney NSW 2000",
      "4 Martin Pl, Sydney NSW 2000",
    ]);
  });

  it("skips blank lines and lines of only spaces and commas", () => {
    const sites = sitesOf(
      parsePastedSites(`\n\n  \t \n${BOX_HILL}\r\n , ,, \r\n\r\n1 Martin Pl, Sydney NSW 2000\n\n`),
    );
    expect(sites).toEqual([
      { name: null, address: BOX_HILL },
      { name: null, address: "1 Martin Pl, Sydney NSW 2000" },
    ]);
  });

  it("asks for a site when there is none", () => {
    for (const text of ["", "\n\n", "  ,  \r\n\t"]) {
      expect(parsePastedSites(text)).toEqual({
        ok: false,
        problem: "empty",
        message: "Add at least one site: one address a line.",
      });
    }
  });

  it("merges duplicates, keeping the first entry and the first name, and reports them in order", () => {
    const result = parsePastedSites(
      [
        BOX_HILL,
        "1 Martin Pl, Sydney NSW 2000",
        "Parramatta clinic, 9  fontana dr box hill nsw 2765.",
        "CBD office, 1 MARTIN PL SYDNEY NSW 2000",
        "Second name, 9 Fontana Dr, Box Hill NSW 2765",
        "Brisbane branch, 100 Queen St, Brisbane City QLD 4000",
        "1 Martin Pl, Sydney NSW 2000",
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: true,
      sites: [
        { name: "Parramatta clinic", address: BOX_HILL },
        { name: "CBD office", address: "1 Martin Pl, Sydney NSW 2000" },
        { name: "Brisbane branch", address: "100 Queen St, Brisbane City QLD 4000" },
      ],
      merged: [
        { address: BOX_HILL, times: 3 },
        { address: "1 Martin Pl, Sydney NSW 2000", times: 3 },
      ],
    });
  });

  it("takes 50 sites", () => {
    const sites = sitesOf(parsePastedSites(distinctAddresses(50).join("\n")));
    expect(sites).toHaveLength(50);
    expect(sites[49]).toEqual({ name: null, address: "50 George St, Sydney NSW 2000" });
  });

  it("refuses 51 distinct sites, naming the count", () => {
    expect(parsePastedSites(distinctAddresses(51).join("\n"))).toEqual({
      ok: false,
      problem: "too-many",
      message: "You can check up to 50 sites at once. This list has 51.",
    });
    const result = parsePastedSites(distinctAddresses(63).join("\n"));
    expect(result.ok === false && result.message).toBe(
      "You can check up to 50 sites at once. This list has 63.",
    );
  });

  it("counts sites after merging: 50 sites and their duplicates are fine", () => {
    const addresses = distinctAddresses(50);
    const lines = [...addresses, ...addresses.slice(0, 10).map((address) => address.toUpperCase())];
    const result = parsePastedSites(lines.join("\n"));
    expect(sitesOf(result)).toHaveLength(50);
    expect(result.ok && result.merged).toHaveLength(10);
    expect(result.ok && result.merged[0]).toEqual({
      address: "1 George St, Sydney NSW 2000",
      times: 2,
    });
  });

  it("refuses an address over 200 characters, naming the site among the non-blank lines", () => {
    const long = `${"Level 12, ".repeat(20)}Shop 4A, Rear ${BOX_HILL}`;
    expect(long.length).toBe(245);
    const text = [
      "1 Martin Pl, Sydney NSW 2000",
      "",
      BOX_HILL,
      "  ",
      "Kiosk, 2 Martin Pl, Sydney NSW 2000",
      long,
    ].join("\n");
    expect(parsePastedSites(text)).toEqual({
      ok: false,
      problem: "too-long",
      message: "Site 4's address is 245 characters long. An address is at most 200 characters.",
    });
  });

  it("measures the address after collapsing its whitespace, and takes exactly 200", () => {
    const exactly200 = `9 Fontana Dr, Box Hill NSW 2765 ${"x".repeat(200 - 32)}`;
    expect(exactly200).toHaveLength(200);
    expect(sitesOf(parsePastedSites(exactly200))).toHaveLength(1);
    const spaced = exactly200.replace(/ /g, "      ");
    expect(sitesOf(parsePastedSites(spaced))[0]!.address).toBe(exactly200);
    expect(parsePastedSites(`${exactly200}y`)).toMatchObject({ ok: false, problem: "too-long" });
  });

  it("cuts a name over 80 characters instead of refusing it", () => {
    const name = `Parramatta clinic ${"and allied health ".repeat(10)}`.trim();
    expect(name.length).toBeGreaterThan(80);
    const [site] = sitesOf(parsePastedSites(`${name}, ${BOX_HILL}`));
    expect(site!.name).toBe(name.slice(0, 80).trimEnd());
    expect(site!.name!.length).toBeLessThanOrEqual(80);
    expect(site!.address).toBe(BOX_HILL);
  });

  it("does not cut a name through an emoji", () => {
    const name = `${"a".repeat(79)}🏥 clinic`;
    const [site] = sitesOf(parsePastedSites(`${name}, ${BOX_HILL}`));
    expect(site!.name).toBe("a".repeat(79));
  });

  it("keeps hostile and unusual text as plain text", () => {
    const lines = [
      "<script>alert('x')</script>, 9 Fontana Dr, Box Hill NSW 2765",
      "1 Martin Pl'; DROP TABLE sites; --, Sydney NSW 2000",
      "Café Zoë 🚀☕, 7 Rue de l'Église St, Ōtautahi NSW 2000",
      '=HYPERLINK("http://evil.example"), 5 King St, Newtown NSW 2042',
      "北京办公室, 88 Dixon St, Haymarket NSW 2000",
    ];
    expect(sitesOf(parsePastedSites(lines.join("\n")))).toEqual([
      { name: "<script>alert('x')</script>", address: BOX_HILL },
      { name: null, address: "1 Martin Pl'; DROP TABLE sites; --, Sydney NSW 2000" },
      { name: "Café Zoë 🚀☕", address: "7 Rue de l'Église St, Ōtautahi NSW 2000" },
      { name: '=HYPERLINK("http://evil.example")', address: "5 King St, Newtown NSW 2042" },
      { name: "北京办公室", address: "88 Dixon St, Haymarket NSW 2000" },
    ]);
  });
});

describe("parseSitesCsv", () => {
  it("reads the address and name columns by their headers", () => {
    const csv = [
      "Site name,Address,Contact",
      `Parramatta clinic,"${BOX_HILL}",Jo Citizen`,
      `,"1 Martin Pl, Sydney NSW 2000",`,
    ].join("\n");
    expect(parseSitesCsv(csv)).toEqual({
      ok: true,
      sites: [
        { name: "Parramatta clinic", address: BOX_HILL },
        { name: null, address: "1 Martin Pl, Sydney NSW 2000" },
      ],
      merged: [],
    });
  });

  it("reads without a name column", () => {
    expect(sitesOf(parseSitesCsv(`Street address\n"${BOX_HILL}"\n`))).toEqual([
      { name: null, address: BOX_HILL },
    ]);
  });

  it.each([
    ["address", "name"],
    ["  ADDRESS  ", "  Name "],
    ["Site Address", "Site"],
    ["site_address", "site_name"],
    ["Street-Address", "Location"],
    ["Service   address", "Location name"],
    ["FULL_ADDRESS", "Branch"],
    ["Location - Address", "Store"],
    ["location address", "Clinic"],
    ["Address", "Office"],
  ])("knows the headers %j and %j", (addressHeader, nameHeader) => {
    const csv = `"${nameHeader}","${addressHeader}"\nParramatta clinic,"${BOX_HILL}"`;
    expect(sitesOf(parseSitesCsv(csv))).toEqual([{ name: "Parramatta clinic", address: BOX_HILL }]);
  });

  it("takes the first address column and the first name column", () => {
    const csv = [
      "Branch,Postal address,Address,Site address,Office",
      `Parramatta,PO Box 1 Parramatta NSW 2150,"${BOX_HILL}","1 Martin Pl, Sydney NSW 2000",Level 2`,
    ].join("\r\n");
    expect(sitesOf(parseSitesCsv(csv))).toEqual([{ name: "Parramatta", address: BOX_HILL }]);
  });

  it("names the columns it found when none is an address", () => {
    expect(parseSitesCsv(" Name , Street \nParramatta clinic,9 Fontana Dr\n")).toEqual({
      ok: false,
      problem: "no-address-column",
      message:
        "This file has no address column. Columns found: Name, Street. Name a column Address.",
    });
    // "Addresses" and "Postal address" are not the service address.
    expect(parseSitesCsv("Store;Addresses;Postal address\n")).toMatchObject({
      problem: "no-address-column",
      message:
        "This file has no address column. Columns found: Store, Addresses, Postal address. Name a column Address.",
    });
  });

  it("says there are no columns when the header is empty", () => {
    for (const csv of ["", "\uFEFF", "\n9 Fontana Dr\n", " , ,\r\n"]) {
      expect(parseSitesCsv(csv)).toEqual({
        ok: false,
        problem: "no-address-column",
        message: "This file has no address column. Columns found: none. Name a column Address.",
      });
    }
  });

  it("reads semicolons when the header has more of them than commas", () => {
    const csv = [
      "Name;Address;Notes",
      `Parramatta clinic;${BOX_HILL};Open 8,30 to 5`,
      "Sydney office;1 Martin Pl, Sydney NSW 2000;",
    ].join("\r\n");
    expect(sitesOf(parseSitesCsv(csv))).toEqual([
      { name: "Parramatta clinic", address: BOX_HILL },
      { name: "Sydney office", address: "1 Martin Pl, Sydney NSW 2000" },
    ]);
  });

  it("counts only delimiters outside quotes in the header", () => {
    // Three commas inside quotes, two semicolons outside: the file is semicolon-delimited.
    const csv = `Name;Address;"Notes, if any, e.g. access, parking"\nParramatta clinic;${BOX_HILL};`;
    expect(sitesOf(parseSitesCsv(csv))).toEqual([{ name: "Parramatta clinic", address: BOX_HILL }]);
    // A tie is a comma.
    expect(sitesOf(parseSitesCsv(`Address,Name;Notes\n"${BOX_HILL}",x;y`))).toEqual([
      { name: null, address: BOX_HILL },
    ]);
  });

  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    const csv = [
      "Name,Address",
      `"The ""Big"" Store, Parramatta","Shop 4,`,
      `9 Fontana Dr`,
      `Box Hill NSW 2765"`,
      `"Kiosk","1 Martin Pl, Sydney NSW 2000"`,
    ].join("\r\n");
    expect(sitesOf(parseSitesCsv(csv))).toEqual([
      { name: 'The "Big" Store, Parramatta', address: "Shop 4, 9 Fontana Dr Box Hill NSW 2765" },
      { name: "Kiosk", address: "1 Martin Pl, Sydney NSW 2000" },
    ]);
  });

  it("reads a quote inside an unquoted field as a character", () => {
    expect(
      sitesOf(parseSitesCsv(`Name,Address\nO"Brien's,12 Smith St Parramatta NSW 2150`)),
    ).toEqual([{ name: `O"Brien's`, address: "12 Smith St Parramatta NSW 2150" }]);
  });

  it("strips a UTF-8 byte order mark before the header", () => {
    const csv = `\uFEFFAddress,Name\r\n"${BOX_HILL}",Parramatta clinic\r\n`;
    expect(sitesOf(parseSitesCsv(csv))).toEqual([{ name: "Parramatta clinic", address: BOX_HILL }]);
  });

  it("reads \\n and \\r\\n rows alike", () => {
    const rows = ["Address", "1 Martin Pl Sydney NSW 2000", "2 Martin Pl Sydney NSW 2000"];
    expect(parseSitesCsv(rows.join("\r\n"))).toEqual(parseSitesCsv(rows.join("\n")));
    expect(sitesOf(parseSitesCsv(rows.join("\r\n")))).toHaveLength(2);
  });

  it("skips rows whose address is blank and takes short rows", () => {
    const csv = [
      "Name,Address,Phone",
      "Parramatta clinic,,02 9999 0000",
      "",
      "Sydney office,  ",
      `Kiosk,"${BOX_HILL}"`,
      "Empty,,",
      `,"1 Martin Pl, Sydney NSW 2000"`,
      "Short row",
      "",
    ].join("\n");
    expect(sitesOf(parseSitesCsv(csv))).toEqual([
      { name: "Kiosk", address: BOX_HILL },
      { name: null, address: "1 Martin Pl, Sydney NSW 2000" },
    ]);
  });

  it("asks for a site when the address column is empty", () => {
    expect(parseSitesCsv("Name,Address\nParramatta clinic,\n\n")).toEqual({
      ok: false,
      problem: "empty",
      message: "Add at least one site: one address a line.",
    });
  });

  it("trims cells and collapses the address's whitespace", () => {
    const csv = `Name,Address\n"  Parramatta clinic  ","  9 Fontana Dr,\t Box Hill  NSW 2765 "`;
    expect(sitesOf(parseSitesCsv(csv))).toEqual([
      { name: "Parramatta clinic", address: "9 Fontana Dr, Box Hill NSW 2765" },
    ]);
  });

  it("merges duplicates and reports them", () => {
    const csv = [
      "Address,Name",
      `"${BOX_HILL}",`,
      `"9 FONTANA DR BOX HILL NSW 2765.",Parramatta clinic`,
      `"1 Martin Pl, Sydney NSW 2000",Sydney office`,
    ].join("\n");
    expect(parseSitesCsv(csv)).toEqual({
      ok: true,
      sites: [
        { name: "Parramatta clinic", address: BOX_HILL },
        { name: "Sydney office", address: "1 Martin Pl, Sydney NSW 2000" },
      ],
      merged: [{ address: BOX_HILL, times: 2 }],
    });
  });

  it("refuses 51 distinct sites and takes 50 with duplicates", () => {
    const quoted = (addresses: string[]) => addresses.map((address) => `"${address}"`);
    expect(parseSitesCsv(["Address", ...quoted(distinctAddresses(51))].join("\n"))).toEqual({
      ok: false,
      problem: "too-many",
      message: "You can check up to 50 sites at once. This list has 51.",
    });
    const fifty = quoted(distinctAddresses(50));
    const result = parseSitesCsv(["Address", ...fifty, ...fifty].join("\n"));
    expect(sitesOf(result)).toHaveLength(50);
    expect(result.ok && result.merged.every((group) => group.times === 2)).toBe(true);
  });

  it("refuses an address over 200 characters, counting sites not rows", () => {
    const long = `"${"Level 1, ".repeat(30)}9 Fontana Dr"`;
    const csv = ["Address", `"${BOX_HILL}"`, "", ",", long].join("\n");
    expect(parseSitesCsv(csv)).toEqual({
      ok: false,
      problem: "too-long",
      message: "Site 2's address is 282 characters long. An address is at most 200 characters.",
    });
  });

  it("cuts a long name", () => {
    const csv = `Name,Address\n${"N".repeat(120)},"${BOX_HILL}"`;
    expect(sitesOf(parseSitesCsv(csv))).toEqual([{ name: "N".repeat(80), address: BOX_HILL }]);
  });

  it("keeps hostile and unusual text as plain text", () => {
    const csv = [
      "Name,Address",
      `"<img src=x onerror=alert(1)>","${BOX_HILL}"`,
      `"Robert'); DROP TABLE sites;--","1 Martin Pl, Sydney NSW 2000"`,
      `@SUM(A1),"Shop 2 ☕ 🚀, 5 King St, Newtown NSW 2042"`,
    ].join("\n");
    expect(sitesOf(parseSitesCsv(csv))).toEqual([
      { name: "<img src=x onerror=alert(1)>", address: BOX_HILL },
      { name: "Robert'); DROP TABLE sites;--", address: "1 Martin Pl, Sydney NSW 2000" },
      { name: "@SUM(A1)", address: "Shop 2 ☕ 🚀, 5 King St, Newtown NSW 2042" },
    ]);
  });
});
