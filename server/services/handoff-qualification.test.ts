import { describe, expect, it } from "vitest";
import type { AddressResult } from "../../domain/address/address-schema";
import { STORED_SPEED_DEFAULT } from "../../domain/qualification/sq-record";
import type { SqAnswer } from "../../domain/qualification/sq-summary-schema";
import { QUALIFICATION_SYSTEM, type AddressApiClient } from "../integrations/address-api";
import { UpstreamError, type RawAnswer } from "../integrations/http-client";
import type { AddressSearch } from "./address-search";
import {
  createHandoffQualifier,
  NO_NBN_SERVICE,
  UNCONFIRMED_ADDRESS,
} from "./handoff-qualification";

const COLLINS_ST: AddressResult = {
  id: "GAVIC000000001",
  formattedAddress: "10 Collins St, Melbourne VIC 3000",
  providers: [
    { name: "TELSTRA", locationId: "TLS000000000001" },
    { name: "NBN", locationId: "LOC000000000010" },
  ],
};
const ELSEWHERE: AddressResult = {
  id: "GAVIC000000002",
  formattedAddress: "12 Collins St, Melbourne VIC 3000",
  providers: [{ name: "NBN", locationId: "LOC000000000012" }],
};

const qualified = (nbn?: Partial<NonNullable<SqAnswer["sqSummary"]["nbn"]>>): RawAnswer => ({
  status: 200,
  body: {
    sqSummary: {
      nbn: nbn && {
        serviceClass: 13,
        newDevelopmentsChargeApplies: false,
        locationId: "LOC000000000010",
        readyDate: null,
        maximumDownloadSpeed: 250,
        campaigns: [],
        activeService: true,
        ...nbn,
      },
      availablePlanCategories: [],
      priority: nbn ? ["nbn"] : [],
    },
  } satisfies SqAnswer,
});

/** The search lists `results` for any text; the API qualifies with `answer`; both record asks. */
function fakes(results: AddressResult[], answer: RawAnswer = qualified({})) {
  const searched: string[] = [];
  const qualifications: Record<string, string>[] = [];
  const addresses: AddressSearch = {
    async find(text) {
      searched.push(text);
      return results;
    },
    async search() {
      throw new Error("the hand-off never asks for suggestions");
    },
  };
  const addressApi: AddressApiClient = {
    async searchAddresses() {
      throw new Error("the hand-off searches through AddressSearch");
    },
    async qualify(params) {
      qualifications.push(params);
      return answer;
    },
  };
  return {
    qualify: createHandoffQualifier(addresses, addressApi, "Tidewire"),
    searched,
    qualifications,
  };
}

describe("createHandoffQualifier", () => {
  it("seals the address API's formatted address, not the case and spaces the browser sent", async () => {
    const { qualify, searched, qualifications } = fakes([ELSEWHERE, COLLINS_ST]);
    const typed = "  10 COLLINS ST,\u3000MELBOURNE\u00a0vic  3000 ";
    const answer = await qualify(typed, "LOC000000000010");
    expect(answer).toMatchObject({
      ok: true,
      facts: {
        address: "10 Collins St, Melbourne VIC 3000",
        locationId: "LOC000000000010",
        serviceClass: 13,
        maxSpeed: 250,
      },
      // The journeys' own record of the answer, for what else a journey decides on.
      record: {
        address: "10 Collins St, Melbourne VIC 3000",
        serviceLocationId: "LOC000000000010",
        nbnServiceClass: 13,
        flipReady: false,
      },
    });
    expect(Object.keys(answer.ok ? answer.facts : {}).sort()).toEqual([
      "address",
      "locationId",
      "maxSpeed",
      "serviceClass",
    ]);
    expect(searched).toEqual([typed]);
    expect(qualifications).toEqual([{ nbn: "LOC000000000010", brand: "Tidewire" }]);
  });

  it("takes what an input method types (full-width digits and spaces) as the same address", async () => {
    const { qualify } = fakes([COLLINS_ST]);
    const answer = await qualify("１０ Collins St,\u3000Melbourne VIC ３０００", "LOC000000000010");
    expect(answer).toMatchObject({ ok: true, facts: { address: COLLINS_ST.formattedAddress } });
  });

  it.each([
    ["an address the search does not list", [ELSEWHERE], COLLINS_ST.formattedAddress],
    ["a listed address at another location", [COLLINS_ST, ELSEWHERE], ELSEWHERE.formattedAddress],
    ["a near miss the search also found", [COLLINS_ST], "10 Collins St, Melbourne VIC 3001"],
  ])("refuses %s without qualifying it", async (_name, results, address) => {
    const { qualify, qualifications } = fakes(results);
    expect(await qualify(address, "LOC000000000010")).toEqual({
      ok: false,
      errors: { address: [UNCONFIRMED_ADDRESS] },
    });
    expect(qualifications).toEqual([]);
  });

  it.each([
    ["an answer without an nbn entry", qualified()],
    ["the qualification's 422", { status: 422, body: { message: "invalid" } }],
  ])("refuses a location with %s: no nbn service", async (_name, answer) => {
    const { qualify } = fakes([COLLINS_ST], answer);
    expect(await qualify(COLLINS_ST.formattedAddress, "LOC000000000010")).toEqual({
      ok: false,
      errors: { locationId: [NO_NBN_SERVICE] },
    });
  });

  it("takes the class and line speed from the qualification, with the stored default speed", async () => {
    const { qualify } = fakes(
      [COLLINS_ST],
      qualified({ serviceClass: 3, maximumDownloadSpeed: null }),
    );
    const answer = await qualify(COLLINS_ST.formattedAddress, "LOC000000000010");
    expect(answer).toMatchObject({
      ok: true,
      facts: { serviceClass: 3, maxSpeed: STORED_SPEED_DEFAULT },
    });
  });

  it("throws the qualification's 401 as an outside failure: our key was refused", async () => {
    const { qualify } = fakes([COLLINS_ST], { status: 401, body: { message: "Unauthenticated." } });
    const failure = await qualify(COLLINS_ST.formattedAddress, "LOC000000000010").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ system: QUALIFICATION_SYSTEM, failure: "status", status: 401 });
  });
});
