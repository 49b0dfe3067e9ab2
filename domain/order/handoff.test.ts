import { describe, expect, it } from "vitest";
import {
  flipHandoffFields,
  nbnHandoffFields,
  type FlipHandoffInput,
  type NbnHandoffInput,
} from "./handoff";

const INPUT: NbnHandoffInput = {
  planId: "SMB-NBN-100",
  phoneLine: true,
  extras: { modem: 1, extender: 0 },
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
        extras: { modem: 0, extender: 1 },
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

const FLIP: FlipHandoffInput = {
  planId: "SMB-NBN-500",
  interimPlan: 100,
  extras: { modem: 1, extender: 3 },
  sqAddress: "c2VhbGVk",
  record: { sqClass: 32, nbnNewDev: false },
  tracking: { conversation_id: null, utm_source: null },
  agentToken: null,
};

describe("flipHandoffFields", () => {
  it("lists exactly the spec's Flip to Fibre fields, in its order, with its fixed values", () => {
    expect(flipHandoffFields(FLIP)).toEqual([
      ["type", "broadband"],
      ["technology", "fibre"],
      ["sq_address", "c2VhbGVk"],
      ["service_class", "32"],
      ["flip", "1"],
      ["interim_plan", "100"],
      ["plan_id", "SMB-NBN-500"],
      ["contract_term", "12"],
      ["unlimited_phone", "0"],
      ["payg_phone", "0"],
      ["modem", "1"],
      ["hs", "trial"],
      ["extender", "3"],
      ["fdclid", ""],
      ["new_dev", "0"],
      ["smb", "1"],
    ]);
  });

  it("carries the extender quantity, no modem, the 50 interim plan and the new development", () => {
    const fields = new Map(
      flipHandoffFields({
        ...FLIP,
        interimPlan: 50,
        extras: { modem: 0, extender: 0 },
        record: { sqClass: 12, nbnNewDev: true },
      }),
    );
    expect(fields.get("extender")).toBe("0");
    expect(fields.get("modem")).toBe("0");
    expect(fields.get("interim_plan")).toBe("50");
    expect(fields.get("new_dev")).toBe("1");
    expect(fields.get("service_class")).toBe("12");
  });

  it("shares the tracking and agent fields with the nbn hand-off", () => {
    const fields = flipHandoffFields({
      ...FLIP,
      tracking: { conversation_id: "conv-9", utm_source: "fibre-mailout" },
      agentToken: "a.b.c",
    });
    expect(fields.slice(-3)).toEqual([
      ["conversation_id", "conv-9"],
      ["utm_source", "fibre-mailout"],
      ["agent-token", "a.b.c"],
    ]);
  });
});
