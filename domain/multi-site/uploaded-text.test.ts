import { describe, expect, it } from "vitest";
import { decodeUploadedText, MAX_UPLOAD_BYTES } from "./uploaded-text";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBytes = (start: Uint8Array, text: string) => {
  const rest = utf8(text);
  const all = new Uint8Array(start.length + rest.length);
  all.set(start);
  all.set(rest, start.length);
  return all;
};

const CSV = 'Name,Address\r\nParramatta clinic,"9 Fontana Dr, Box Hill NSW 2765"\r\n';

describe("decodeUploadedText", () => {
  it("holds uploads to 100 KB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(102_400);
  });

  it("reads UTF-8 text as it is, accents and emoji included", () => {
    const text = `${CSV}Café Zoë 🚀,"7 Rue de l'Église St, Ōtautahi NSW 2000"\r\n<script>alert(1)</script>,北京\r\n`;
    expect(decodeUploadedText(utf8(text))).toEqual({ ok: true, text });
    expect(decodeUploadedText(new Uint8Array())).toEqual({ ok: true, text: "" });
  });

  it("removes a UTF-8 byte order mark", () => {
    expect(decodeUploadedText(withBytes(bytes(0xef, 0xbb, 0xbf), CSV))).toEqual({
      ok: true,
      text: CSV,
    });
  });

  it.each([
    ["a PDF", bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37)], // %PDF-1.7
    ["an Excel workbook (ZIP)", bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0)],
    ["a GIF", utf8("GIF89a")],
    ["an Excel 97-2003 workbook", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ])("refuses %s as binary, telling the buyer to save as CSV", (_kind, start) => {
    const result = decodeUploadedText(withBytes(start, "Address\n9 Fontana Dr"));
    expect(result).toEqual({
      ok: false,
      problem: "binary",
      message:
        "This file is not a CSV or text file. Save it from your spreadsheet as CSV (UTF-8), not as an Excel workbook (.xlsx), and upload it again.",
    });
  });

  it("names a file binary by its signature even when the rest is valid UTF-8", () => {
    // "%PDF" and "GIF8" are ASCII: only the signature tells them from text.
    expect(decodeUploadedText(utf8("%PDF-1.4 hello"))).toMatchObject({ problem: "binary" });
    expect(decodeUploadedText(utf8("GIF87a"))).toMatchObject({ problem: "binary" });
    // ...and only at the start.
    expect(decodeUploadedText(utf8("Address\n%PDF St, Sydney NSW 2000"))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a file with a NUL byte anywhere, as a UTF-16 export has", () => {
    expect(decodeUploadedText(withBytes(utf8(CSV), "\u0000"))).toMatchObject({
      ok: false,
      problem: "binary",
    });
    const utf16 = bytes(0xff, 0xfe, 0x41, 0x00, 0x64, 0x00, 0x64, 0x00); // "Add" in UTF-16LE
    expect(decodeUploadedText(utf16)).toMatchObject({ ok: false, problem: "binary" });
  });

  it("refuses bytes that are not UTF-8, telling the buyer to save as CSV (UTF-8)", () => {
    const notUtf8 = {
      ok: false,
      problem: "not-utf8",
      message:
        "This file is not UTF-8 text. Save it from your spreadsheet as CSV (UTF-8) and upload it again.",
    };
    // "Café" as Excel's Windows-1252 CSV writes it.
    expect(decodeUploadedText(bytes(0x43, 0x61, 0x66, 0xe9, 0x0a))).toEqual(notUtf8);
    // A lone continuation byte, an overlong "/", a sequence cut short, a UTF-16 surrogate.
    expect(decodeUploadedText(withBytes(bytes(0x80), "Address"))).toEqual(notUtf8);
    expect(decodeUploadedText(bytes(0x41, 0xc0, 0xaf))).toEqual(notUtf8);
    expect(decodeUploadedText(bytes(0x41, 0xe2, 0x82))).toEqual(notUtf8);
    expect(decodeUploadedText(bytes(0xed, 0xa0, 0x80))).toEqual(notUtf8);
  });
});
