import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser would run, byte for byte", () => {
    const html = `<head><script>window.ENV={"a":"é"}</script></head><body>
<script type="module">import "/assets/entry.js";</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/assets/x.js"></script><script async src=/y.js></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.ENV={"a":"é"}'),
      sha('import "/assets/entry.js";'),
    ]);
  });

  it("lists a script that appears twice once", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toEqual([sha("a()")]);
  });
});
