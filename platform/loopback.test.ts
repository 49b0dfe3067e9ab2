import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback";

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses, however the socket writes them", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, and none at all", () => {
    for (const address of [
      "192.0.2.2",
      "::ffff:10.0.0.1",
      "fd00::2",
      "1127.0.0.1",
      "",
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
