import { describe, expect, it } from "vitest";
import { openText, sealText } from "./sq-address-cipher";

const KEY = "ZGV2ZWxvcG1lbnQtb25seS1vcmRlci1rZXktMzJieXQ";
const OTHER_KEY = "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE";

describe("sq_address cipher", () => {
  it.each([
    "Unit 4 18 Smith St, Collingwood VIC 3066",
    "Shop 2 1 Café Lane, Fremantle WA 6160 🏪",
    "<script>alert(1)</script>",
  ])("opens what it sealed: %s", async (address) => {
    const sealed = await sealText(address, KEY);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("Smith");
    expect(await openText(sealed, KEY)).toBe(address);
  });

  it("seals the same address differently each time (a fresh iv)", async () => {
    const address = "18 Smith St, Collingwood VIC 3066";
    expect(await sealText(address, KEY)).not.toBe(await sealText(address, KEY));
  });

  it("puts iv, tag and ciphertext in that order: 12 + 16 bytes before the text", async () => {
    const sealed = await sealText("abc", KEY);
    const bytes = atob(sealed.replace(/-/g, "+").replace(/_/g, "/"));
    expect(bytes.length).toBe(12 + 16 + 3);
  });

  it("refuses an altered value, another key, and garbage", async () => {
    const sealed = await sealText("18 Smith St, Collingwood VIC 3066", KEY);
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === "A" ? "B" : "A"}${sealed.at(-1)}`;
    await expect(openText(flipped, KEY)).rejects.toThrow();
    await expect(openText(sealed, OTHER_KEY)).rejects.toThrow();
    await expect(openText("short", KEY)).rejects.toThrow();
    await expect(openText("not base64url!", KEY)).rejects.toThrow();
  });

  it("refuses a key that is not 32 bytes", async () => {
    await expect(sealText("x", "c2hvcnQ")).rejects.toThrow(/32 bytes/);
  });
});
