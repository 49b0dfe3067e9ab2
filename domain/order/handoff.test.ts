import { describe, expect, it } from "vitest";
import { nbnHandoffFields, type NbnHandoffInput } from "./handoff";

const INPUT: NbnHandoffInput = {
  planId: "SMB-NBN-100",
  phoneLine: true,
  extras: { modem: true, extender: false },
  sqAddress: "c2VhbGVk",
  record: { sqClass: 13, activeService: true, serviceLocationId: "LOC000123456789" },
  tracking: { conversation_id: null, utm_source: null },
  agentToken: null,
};

describe("nbnHandoffFields", () => {
  it("lists exactly the spec's fields, in its order, with its fixed values", () => {
    expect(nbnHandoffFields(INPUT)).toEqual([
      ["plan_id", "SMB-NBN-100"],
      ["contract_term", "1"],
      ["unlimited_phone", "1"],
      ["payg_phone", "0"],
      ["modem", "1"],
      ["hs", "trial"],
      ["extender", "0"],
      ["fdclid", ""],
      ["sq_address", "c2VhbGVk"],
      ["service_class", "13"],
      ["new_dev", "0"],
      ["type", "broadband"],
      ["technology", "nbn"],
      ["smb", "1"],
      ["active_service", "1"],
      ["service_location_id", "LOC000123456789"],
    ]);
  });

  it("carries the phone line and extras as 0 or 1", () => {
    const fields = new Map(
      nbnHandoffFields({
        ...INPUT,
        phoneLine: false,
        extras: { modem: false, extender: true },
        record: { ...INPUT.record, activeService: false },
      }),
    );
    expect(fields.get("unlimited_phone")).toBe("0");
    expect(fields.get("modem")).toBe("0");
    expect(fields.get("extender")).toBe("1");
    expect(fields.get("active_service")).toBe("0");
  });

  it("adds conversation_id and utm_source from the session, then the agent token", () => {
    const fields = nbnHandoffFields({
      ...INPUT,
      tracking: { conversation_id: "conv-123", utm_source: "newsletter" },
      agentToken: "a.b.c",
    });
    expect(fields.slice(-3)).toEqual([
      ["conversation_id", "conv-123"],
      ["utm_source", "newsletter"],
      ["agent-token", "a.b.c"],
    ]);
  });

  it("leaves out tracking and agent fields that are absent or empty", () => {
    const fields = nbnHandoffFields({
      ...INPUT,
      tracking: { conversation_id: "", utm_source: "partner" },
      agentToken: "",
    });
    expect(fields.map(([name]) => name)).not.toContain("conversation_id");
    expect(fields.map(([name]) => name)).not.toContain("agent-token");
    expect(fields.at(-1)).toEqual(["utm_source", "partner"]);
  });
});
