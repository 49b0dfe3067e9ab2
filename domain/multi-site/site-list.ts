/**
 * A business buyer's list of sites for the multi-site check, read from pasted text or an
 * uploaded CSV file. Pure: the caller decodes the upload (uploaded-text.ts) and shows the
 * messages; every rule after reading (lengths, duplicates, the count) is shared by both ways in,
 * so a list means the same however it arrives.
 */

/** How many sites one check takes: the carriers are asked once a site. */
export const MAX_SITES = 50;
/** The address API's own bound (ADDRESS_TEXT_MAX_LENGTH in domain/address/address-text.ts). */
export const MAX_ADDRESS_LENGTH = 200;
/** A name only labels a row of the results: a longer one is cut, never refused. */
export const MAX_SITE_NAME_LENGTH = 80;

/** One site as the buyer wrote it: trimmed, the address's whitespace collapsed. */
export interface SiteEntry {
  name: string | null;
  address: string;
}

/** Entries that were one site: the address as first written, and how many times it appeared (>= 2). */
export interface MergedDuplicate {
  address: string;
  times: number;
}

export type SiteListProblem = "too-many" | "no-address-column" | "too-long" | "empty";

export type SiteListResult =
  | { ok: true; sites: SiteEntry[]; merged: MergedDuplicate[] }
  | { ok: false; problem: SiteListProblem; message: string };

const EMPTY_MESSAGE = "Add at least one site: one address a line.";

/** Nothing but spaces and commas: what a spreadsheet leaves for an empty row. */
const isBlank = (text: string) => /^[\s,]*$/.test(text);
const hasDigit = (text: string) => /\d/.test(text);
const collapse = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * One address as the same key however it was typed: compatibility forms folded (full-width
 * digits, ligatures), case, commas, spacing and a closing full stop ignored. A comma counts as a
 * space, not as nothing, so "Unit 1,9 Smith St" does not become "Unit 19 Smith St".
 */
export function siteKey(address: string): string {
  return address
    .normalize("NFKC")
    .toLowerCase()
    .replace(/,/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.$/, "")
    .trim();
}

/** Whether two addresses are one site of the list (siteKey). */
export function sameSite(a: string, b: string): boolean {
  return siteKey(a) === siteKey(b);
}

/**
 * Pasted text, one site a line: an address, or `site name, address`. Addresses have commas of
 * their own, so the first comma splits off a name only when what is before it has no digit (a
 * name, not a street number) and what is after it has one (an address, not a suburb):
 * "Parramatta clinic, 9 Fontana Dr, Box Hill NSW 2765" has a name, "9 Fontana Dr, Box Hill NSW
 * 2765" has none.
 */
export function parsePastedSites(text: string): SiteListResult {
  const entries: SiteEntry[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (isBlank(line)) continue;
    const comma = line.indexOf(",");
    const before = comma < 0 ? "" : line.slice(0, comma);
    const after = comma < 0 ? "" : line.slice(comma + 1);
    if (comma >= 0 && !hasDigit(before) && hasDigit(after)) {
      entries.push({ name: collapse(before) || null, address: collapse(after) });
    } else {
      entries.push({ name: null, address: collapse(line) });
    }
  }
  return checkedList(entries);
}

/** Header cells (trimmed, lower case, spaces, underscores and hyphens as one space) for each column. */
const ADDRESS_HEADERS = new Set([
  "address",
  "site address",
  "street address",
  "service address",
  "full address",
  "location address",
]);
const NAME_HEADERS = new Set([
  "name",
  "site",
  "site name",
  "location",
  "location name",
  "branch",
  "store",
  "clinic",
  "office",
]);

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * A CSV file saved from a spreadsheet, with a header row naming an address column (and perhaps
 * a name column). Excel writes `;` where the decimal mark is a comma, so the delimiter is
 * whichever of `,` and `;` the header row uses more.
 */
export function parseSitesCsv(text: string): SiteListResult {
  const content = text.replace(/^\uFEFF/, "");
  const [header = [], ...rows] = csvRows(content, delimiterOf(content));
  const keys = header.map(headerKey);
  const addressColumn = keys.findIndex((key) => ADDRESS_HEADERS.has(key));
  const nameColumn = keys.findIndex((key) => NAME_HEADERS.has(key));
  if (addressColumn < 0) {
    const found = header.map((cell) => cell.trim()).filter((cell) => cell !== "");
    return {
      ok: false,
      problem: "no-address-column",
      message: `This file has no address column. Columns found: ${found.join(", ") || "none"}. Name a column Address.`,
    };
  }
  const entries: SiteEntry[] = [];
  for (const row of rows) {
    const address = row[addressColumn] ?? "";
    if (isBlank(address)) continue;
    const name = nameColumn < 0 ? "" : collapse(row[nameColumn] ?? "");
    entries.push({ name: name || null, address: collapse(address) });
  }
  return checkedList(entries);
}

/** `,` unless the header row, outside quotes, has more `;`. */
function delimiterOf(text: string): "," | ";" {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    // A doubled quote toggles twice, so it leaves the count where it was.
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\n" || char === "\r") break;
    else if (char === ",") commas++;
    else if (char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * RFC 4180 rows: a field that starts with `"` runs to the next lone `"` and may hold
 * delimiters, line breaks and `""` for a quote. Forgiving as spreadsheets are: a quote later in
 * a field is a character, text after a closing quote joins the field, an unclosed quote runs to
 * the end of the file, and a lone \r ends a row as \n and \r\n do.
 */
function csvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = "";
      fieldStarted = false;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  // The last row, unless the file ended with its line break.
  if (fieldStarted || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A name cut to its bound, never through the middle of a character outside the BMP (an emoji). */
function cutName(name: string | null): string | null {
  if (name === null || name.length <= MAX_SITE_NAME_LENGTH) return name;
  let end = MAX_SITE_NAME_LENGTH;
  const last = name.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return name.slice(0, end).trimEnd();
}

/**
 * Sites a script sent as a list (the JSON body of POST /api/multi-site-checks): trimmed and
 * collapsed as pasted lines are, blank ones skipped, then the same rules.
 */
export function siteListOf(
  given: readonly { address: string; name?: string | null | undefined }[],
): SiteListResult {
  return checkedList(
    given
      .filter((site) => !isBlank(site.address))
      .map((site) => ({
        name: collapse(site.name ?? "") || null,
        address: collapse(site.address),
      })),
  );
}

/** The rules after reading, in the order the buyer can act on them. */
function checkedList(entries: SiteEntry[]): SiteListResult {
  const tooLong = entries.findIndex((entry) => entry.address.length > MAX_ADDRESS_LENGTH);
  if (tooLong >= 0) {
    const { length } = entries[tooLong]!.address;
    return {
      ok: false,
      problem: "too-long",
      message: `Site ${tooLong + 1}'s address is ${length} characters long. An address is at most ${MAX_ADDRESS_LENGTH} characters.`,
    };
  }
  const groups = new Map<string, { site: SiteEntry; times: number }>();
  for (const entry of entries) {
    const key = siteKey(entry.address);
    const group = groups.get(key);
    if (!group) groups.set(key, { site: { ...entry, name: cutName(entry.name) }, times: 1 });
    else {
      group.times++;
      group.site.name ??= cutName(entry.name);
    }
  }
  const sites = [...groups.values()].map((group) => group.site);
  if (sites.length === 0) return { ok: false, problem: "empty", message: EMPTY_MESSAGE };
  if (sites.length > MAX_SITES) {
    return {
      ok: false,
      problem: "too-many",
      message: `You can check up to ${MAX_SITES} sites at once. This list has ${sites.length}.`,
    };
  }
  const merged = [...groups.values()]
    .filter((group) => group.times > 1)
    .map((group) => ({ address: group.site.address, times: group.times }));
  return { ok: true, sites, merged };
}
