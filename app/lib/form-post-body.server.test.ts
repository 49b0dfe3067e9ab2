// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "@domain/api/body-limit";
import { readFormPost } from "./form-post-body.server";

const FORM = "application/x-www-form-urlencoded";

function post(body: BodyInit, headers: Record<string, string> = { "content-type": FORM }) {
  // Node's fetch needs `duplex` to send a stream; the DOM's RequestInit does not know it.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body, duplex: "half" };
  return new Request("http://site/partners", init);
}

/** A body that never says its length: sent in chunks, as with Transfer-Encoding: chunked. */
function chunked(chunk: string, times: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(chunk);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ < times) controller.enqueue(bytes);
      else controller.close();
    },
  });
}

describe("readFormPost", () => {
  it("reads a URL-encoded body's fields, UTF-8 text included", async () => {
    const body = new URLSearchParams({ company: "Ōtautahi 🚀 & Co", _form: "partner" });
    expect(await readFormPost(post(body.toString()))).toEqual({
      ok: true,
      fields: { company: "Ōtautahi 🚀 & Co", _form: "partner" },
    });
    const quoted = post("a=1", { "content-type": `${FORM}; charset="UTF-8"` });
    expect(await readFormPost(quoted)).toEqual({ ok: true, fields: { a: "1" } });
  });

  it("takes a repeated name as missing, and keeps names like __proto__ as plain fields", async () => {
    const result = await readFormPost(post("email=a%40x.example&email=b&__proto__=x&n=1"));
    expect(result).toEqual({ ok: true, fields: { n: "1", ["__proto__"]: "x" } });
    expect(result.ok && Object.getPrototypeOf(result.fields)).toBe(Object.prototype);
  });

  it("refuses another type, another charset or a compressed body with 415", async () => {
    const refused: Record<string, string>[] = [
      { "content-type": "application/json" },
      {},
      { "content-type": `${FORM}; charset=latin1` },
      { "content-type": FORM, "content-encoding": "gzip" },
    ];
    for (const headers of refused) {
      expect(await readFormPost(post("a=1", headers)), JSON.stringify(headers)).toMatchObject({
        ok: false,
        status: 415,
      });
    }
  });

  it("refuses a body over the limit with 413, whether or not it says its length", async () => {
    const large = `a=${"x".repeat(BODY_LIMIT_BYTES)}`;
    expect(await readFormPost(post(large))).toMatchObject({ ok: false, status: 413 });
    const declared = post("a=1", { "content-type": FORM, "content-length": "40000" });
    expect(await readFormPost(declared)).toMatchObject({ ok: false, status: 413 });
    expect(await readFormPost(post(chunked("x".repeat(1024), 40)))).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await readFormPost(post(chunked("x".repeat(1024), 8)))).toMatchObject({ ok: true });
  });

  it("refuses more than 64 fields with 413", async () => {
    const fields = (count: number) =>
      new URLSearchParams(Array.from({ length: count }, (_, i) => [`f${i}`, "1"])).toString();
    expect(await readFormPost(post(fields(64)))).toMatchObject({ ok: true });
    expect(await readFormPost(post(fields(65)))).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 when the body breaks off", async () => {
    const broken = new ReadableStream({
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    expect(await readFormPost(post(broken))).toMatchObject({ ok: false, status: 400 });
  });
});
