import { BODY_LIMIT_BYTES, BODY_LIMIT_KB } from "@domain/api/body-limit";
import { FORM_POST_FIELD_LIMIT } from "@domain/forms/form-post";

/**
 * A page's form post as its action reads it (ADR 0025): the single-valued fields, or why the
 * body was refused. Only a hand-made request is refused: a visitor's form never is.
 */
export type FormPostBody =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPE = "application/x-www-form-urlencoded";

const refused = (status: 400 | 413 | 415, message: string): FormPostBody => ({
  ok: false,
  status,
  message,
});

/** The media type and the charset parameter of a Content-Type header (lower case). */
function contentType(header: string | null): { type: string; charset: string | null } {
  const [type = "", ...parameters] = (header ?? "").split(";");
  let charset: string | null = null;
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== "charset") continue;
    charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** The body's bytes, or null as soon as it passes `limit` (what is left is never read). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a form post: URL-encoded (415 otherwise), UTF-8 (415), not compressed (415), at most
 * BODY_LIMIT_BYTES whether or not it says its length (413), at most FORM_POST_FIELD_LIMIT
 * fields (413). A name sent more than once counts as missing: no field of a lead form repeats.
 */
export async function readFormPost(request: Request): Promise<FormPostBody> {
  const { type, charset } = contentType(request.headers.get("content-type"));
  if (type !== FORM_TYPE) return refused(415, `Send the form as ${FORM_TYPE}.`);
  if (charset !== null && charset !== "utf-8")
    return refused(415, "The form must be sent as UTF-8.");
  const encoding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    return refused(415, "Send the form without a Content-Encoding.");
  }
  const tooLarge = refused(413, `The form is larger than ${BODY_LIMIT_KB}kb.`);
  if (Number(request.headers.get("content-length")) > BODY_LIMIT_BYTES) return tooLarge;

  let bytes: Uint8Array | null;
  try {
    bytes = await readAtMost(request, BODY_LIMIT_BYTES);
  } catch {
    // The client went away or broke off its body: nothing to answer, nothing of ours failed.
    return refused(400, "The form could not be read.");
  }
  if (!bytes) return tooLarge;

  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  const counts = new Map<string, number>();
  const values = new Map<string, string>();
  let fields = 0;
  for (const [name, value] of params) {
    if (++fields > FORM_POST_FIELD_LIMIT) return refused(413, "The form has too many fields.");
    counts.set(name, (counts.get(name) ?? 0) + 1);
    values.set(name, value);
  }
  return {
    ok: true,
    fields: Object.fromEntries([...values].filter(([name]) => counts.get(name) === 1)),
  };
}
