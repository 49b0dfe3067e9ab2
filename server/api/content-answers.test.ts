import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadContent } from "../services/content-store";
import { ContentService } from "../services/content-service";
import { buildContentAnswers, shrinkContentAnswers } from "./content";

const content = new ContentService(loadContent("content"));
const HEADERS = { "x-content-type-options": "nosniff" };

describe("content answers made provisional at start, then shrunk", () => {
  it("puts the smallest bodies in place, decoding to the same JSON under the same ETags", async () => {
    const answers = await buildContentAnswers(content, HEADERS, "provisional");
    const fast = new Map(answers);
    const best = await buildContentAnswers(content, HEADERS, "best");

    await shrinkContentAnswers(answers);

    expect([...answers.keys()]).toEqual([...fast.keys()]);
    let smaller = 0;
    for (const [path, shrunk] of answers) {
      const before = fast.get(path)!;
      expect(shrunk.bodies.br.equals(best.get(path)!.bodies.br), path).toBe(true);
      expect(shrunk.bodies.gzip.equals(best.get(path)!.bodies.gzip), path).toBe(true);
      expect(brotliDecompressSync(shrunk.bodies.br).equals(before.bodies.identity)).toBe(true);
      expect(gunzipSync(shrunk.bodies.gzip).equals(before.bodies.identity)).toBe(true);
      // The fast body's tag is weak, the smallest's strong: the same tag to If-None-Match, so a
      // client holding the fast body revalidates to a 304, not a second download.
      expect(before.etags.br).toBe(`W/${shrunk.etags.br}`);
      expect(before.etags.gzip).toBe(`W/${shrunk.etags.gzip}`);
      expect(shrunk.etags.identity).toBe(before.etags.identity);
      expect(shrunk.wire.identity).toEqual(before.wire.identity);
      if (shrunk.bodies.br.length < before.bodies.br.length) smaller += 1;
    }
    expect(smaller).toBeGreaterThan(answers.size / 2);
  });

  it("leaves an answer that a content save replaced while it ran", async () => {
    const answers = await buildContentAnswers(content, HEADERS, "provisional");
    const saved = await buildContentAnswers(content, { "x-saved": "1" }, "provisional");
    const [first, last] = [[...answers.keys()][0]!, [...answers.keys()].at(-1)!];
    const shrinking = shrinkContentAnswers(answers);
    // The save lands while the first answer is being compressed.
    answers.set(first, saved.get(first)!);
    answers.set(last, saved.get(last)!);
    await shrinking;
    expect(answers.get(first)).toBe(saved.get(first));
    expect(answers.get(last)).toBe(saved.get(last));
  });
});
