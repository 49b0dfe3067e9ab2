import { describe, expect, it } from "vitest";
import type { AddressResult } from "./address-schema";
import { qualificationParams, toAddressItems } from "./address-items";

const result = (
  formattedAddress: string,
  providers: AddressResult["providers"],
  id = formattedAddress,
): AddressResult => ({ id, formattedAddress, providers });

describe("toAddressItems", () => {
  it("qualifies each address with the preferred provider that reaches it", () => {
    const items = toAddressItems(
      [
        result("12 Smith St, Collingwood VIC 3066", [
          { name: "TELSTRA", locationId: "TEL000000000001" },
          { name: "NBN", locationId: "LOC000000000001" },
        ]),
      ],
      ["NBN"],
    );
    expect(items).toEqual([
      { address: "12 Smith St, Collingwood VIC 3066", locationId: "LOC000000000001", name: "NBN" },
    ]);
  });

  it("falls back to the first provider listed when no preferred one reaches the address", () => {
    const items = toAddressItems(
      [result("3 Dock Rd, Southbank VIC 3006", [{ name: "DGTEK", locationId: "DGT000000000007" }])],
      ["NBN"],
    );
    expect(items[0]).toMatchObject({ name: "DGTEK", locationId: "DGT000000000007" });
  });

  it("lists at most six addresses and drops repeats", () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      result(`${index + 1} George St, Sydney NSW 2000`, [
        { name: "NBN", locationId: `LOC00000000000${index}` },
      ]),
    );
    const items = toAddressItems([many[0]!, many[0]!, ...many.slice(1)], ["NBN"]);
    expect(items.map((item) => item.address)).toEqual(
      many.slice(0, 6).map((entry) => entry.formattedAddress),
    );
  });
});

describe("qualificationParams", () => {
  it("keys the location id by the provider's lowercase name and adds the brand", () => {
    expect(
      qualificationParams({ address: "x", locationId: "LOC000000000001", name: "NBN" }, "Tidewire"),
    ).toEqual({ nbn: "LOC000000000001", brand: "Tidewire" });
  });
});
