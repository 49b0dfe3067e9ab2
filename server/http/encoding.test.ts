import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoding";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, as browsers offer them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });

  it("respects the client's weights and refusals", () => {
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
  });
});
