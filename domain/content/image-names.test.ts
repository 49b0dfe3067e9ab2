import { describe, expect, it } from "vitest";
import { imageNamesIn } from "./image-names";

describe("imageNamesIn", () => {
  it("finds image, logo and map names at any depth, once each, sorted", () => {
    const content = {
      image: "illo-hero",
      items: [{ image: "icon-fibre" }, { image: "icon-fibre", logo: "logo-kestrel" }],
      coverage: { telstra: { mapImage: "illo-map" } },
      title: "not an image",
    };
    expect(imageNamesIn(content)).toEqual(["icon-fibre", "illo-hero", "illo-map", "logo-kestrel"]);
  });

  it("ignores non-string values under image fields", () => {
    expect(imageNamesIn({ image: { nested: "x" }, list: [null, 3] })).toEqual([]);
  });
});
