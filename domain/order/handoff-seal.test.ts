import { describe, expect, it } from "vitest";
import { HANDOFF_SEAL_TTL_MS, HandoffSealError, openHandoff, sealHandoff } from "./handoff-seal";
import { sealText } from "./sq-address-cipher";

const KEY = "ZGV2ZWxvcG1lbnQtb25seS1vcmRlci1rZXktMzJieXQ";
const OTHER_KEY = "b3RoZXIta2V5LW9mLWV4YWN0bHktMzItYnl0ZXMtISE";
const FACTS = {
  address: "120 Church St, Parramatta NSW 2150",
  locationId: "LOC947460955541",
  serviceClass: 13,
  maxSpeed: 100,
};

describe("the sealed hand-off", () => {
  it("opens to the facts it was sealed with, and an expiry", async () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const sealed = await sealHandoff(FACTS, KEY, now);
    expect(sealed).not.toContain("Church");
    expect(await openHandoff(sealed, KEY, now)).toEqual({
      ...FACTS,
      expiresAt: new Date(now.getTime() + HANDOFF_SEAL_TTL_MS).toISOString(),
    });
  });

  it("refuses it once expired", async () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const sealed = await sealHandoff(FACTS, KEY, now);
    const later = new Date(now.getTime() + HANDOFF_SEAL_TTL_MS);
    await expect(openHandoff(sealed, KEY, later)).rejects.toMatchObject({ reason: "expired" });
  });

  it("refuses another key, an address sealed alone, and added fields", async () => {
    const sealed = await sealHandoff(FACTS, KEY);
    await expect(openHandoff(sealed, OTHER_KEY)).rejects.toBeInstanceOf(HandoffSealError);
    const bare = await sealText(FACTS.address, KEY);
    await expect(openHandoff(bare, KEY)).rejects.toMatchObject({ reason: "unreadable" });
    const padded = await sealText(
      JSON.stringify({ ...FACTS, plan: "SMB-NBN-1000", expiresAt: new Date().toISOString() }),
      KEY,
    );
    await expect(openHandoff(padded, KEY)).rejects.toMatchObject({ reason: "unreadable" });
  });
});
