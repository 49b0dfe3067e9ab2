/**
 * The text of a buyer's uploaded site list, or why it has none. Buyers upload what their
 * spreadsheet saved, often the workbook itself rather than a CSV: each refusal says how to save
 * the file so the next upload works.
 */

/** The largest upload the multi-site check reads: 50 sites of 200 characters are about 10 KB. */
export const MAX_UPLOAD_BYTES = 100 * 1024;

export type UploadedText =
  { ok: true; text: string } | { ok: false; problem: "binary" | "not-utf8"; message: string };

const BINARY_MESSAGE =
  "This file is not a CSV or text file. Save it from your spreadsheet as CSV (UTF-8), not as an Excel workbook (.xlsx), and upload it again.";
const NOT_UTF8_MESSAGE =
  "This file is not UTF-8 text. Save it from your spreadsheet as CSV (UTF-8) and upload it again.";

/**
 * How the files buyers upload instead of a CSV begin. Most would fail as UTF-8 anyway; a
 * signature names them "binary" so the buyer is told to save as CSV, not about an encoding.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP, so .xlsx, .docx and .numbers
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8, both GIF87a and GIF89a
  [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file: .xls from Excel 97-2003
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

// Non-streaming decode() keeps no state between calls, so one decoder serves every upload. It
// drops a leading UTF-8 byte order mark itself (ignoreBOM is false by default).
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The uploaded bytes as text, without a byte order mark. A NUL never appears in a text file
 * (a UTF-16 export has one in every ASCII character), so it marks the file binary too.
 * The caller holds the size to MAX_UPLOAD_BYTES before it reads the bytes.
 */
export function decodeUploadedText(bytes: Uint8Array): UploadedText {
  if (bytes.includes(0) || SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    return { ok: false, problem: "binary", message: BINARY_MESSAGE };
  }
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, problem: "not-utf8", message: NOT_UTF8_MESSAGE };
  }
}
