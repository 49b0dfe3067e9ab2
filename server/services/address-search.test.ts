import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDRESS_ITEMS } from "../../domain/address/address-items";
import type { AddressResult } from "../../domain/address/address-schema";
import { DEVELOPMENT_SECRETS } from "../../platform/config";
import { addressApiSimulator } from "../../simulators/address-api/index";
import type { SimulatorOptions } from "../../simulators/simulator";
import {
  ADDRESS_LOOKUP_SYSTEM,
  createAddressApiClient,
  type AddressApiClient,
  type AddressQuery,
} from "../integrations/address-api";
import { UpstreamError } from "../integrations/http-client";
import { createAddressSearch } from "./address-search";

function result(n: number, formattedAddress = `${n} Harbour Esp, Docklands VIC 3008`) {
  return {
    id: `GAVIC${String(n).padStart(9, "0")}`,
    formattedAddress,
    providers: [{ name: "NBN", locationId: `LOC${String(n).padStart(12, "0")}` }],
  } satisfies AddressResult;
}

/** An address API that answers each source as `answers` says and records every question. */
function addressApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: AddressQuery[] = [];
  const client: AddressApiClient = {
    async searchAddresses(query) {
      asked.push(query);
      return answers[query.source] ?? { status: 200, body: [] };
    },
    qualify: async () => {
      throw new Error("an address search never qualifies");
    },
  };
  return { client, asked };
}

describe("address search over an address API", () => {
  it("searches the footprint first and stops there when it finds the address", async () => {
    const { client, asked } = addressApi({
      footprint: { status: 200, body: [result(1)] },
      api: { status: 200, body: [result(2)] },
    });
    expect(await createAddressSearch(client).find("1 Harbour Esp")).toEqual([result(1)]);
    expect(asked).toEqual([{ fullText: "1 Harbour Esp", source: "footprint" }]);
  });

  it("asks the providers' live APIs only when the footprint finds nothing", async () => {
    const { client, asked } = addressApi({
      footprint: { status: 200, body: [] },
      api: { status: 200, body: [result(2)] },
    });
    expect(await createAddressSearch(client).find("2 Harbour Esp")).toEqual([result(2)]);
    expect(asked.map((query) => query.source)).toEqual(["footprint", "api"]);
  });

  it("answers no results when neither source finds the address", async () => {
    const { client, asked } = addressApi({});
    expect(await createAddressSearch(client).search("Nowhere Rd")).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it("sends the text trimmed, with its runs of spaces, tabs and line breaks made one space", async () => {
    const { client, asked } = addressApi({ footprint: { status: 200, body: [result(1)] } });
    await createAddressSearch(client).search("  1 \t Harbour\u00a0\u00a0Esp,\n Docklands  ");
    expect(asked[0]?.fullText).toBe("1 Harbour Esp, Docklands");
  });

  it("suggests at most six addresses, in the API's order, each its id, label and value", async () => {
    const many = Array.from({ length: 9 }, (_, i) => result(i + 1));
    const { client } = addressApi({ footprint: { status: 200, body: many } });
    const suggestions = await createAddressSearch(client).search("Harbour Esp");
    expect(suggestions).toHaveLength(MAX_ADDRESS_ITEMS);
    expect(suggestions).toEqual(
      many.slice(0, 6).map(({ id, formattedAddress }) => ({
        id,
        label: formattedAddress,
        value: formattedAddress,
      })),
    );
    // find keeps every result, with the providers that reach each address.
    expect(await createAddressSearch(client).find("Harbour Esp")).toEqual(many);
  });

  it.each([401, 422, 503])(
    "throws an UpstreamError carrying the API's %i, trying no other source",
    async (status) => {
      const { client, asked } = addressApi({
        footprint: { status, body: { message: "no" } },
        api: { status: 200, body: [result(2)] },
      });
      const error = await createAddressSearch(client)
        .search("1 Harbour Esp")
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ system: ADDRESS_LOOKUP_SYSTEM, failure: "status", status });
      expect(asked).toHaveLength(1);
    },
  );

  it("fails on the live APIs' refusal after an empty footprint", async () => {
    const { client } = addressApi({
      footprint: { status: 200, body: [] },
      api: { status: 422, body: { message: "no" } },
    });
    await expect(createAddressSearch(client).find("1 Harbour Esp")).rejects.toMatchObject({
      status: 422,
    });
  });

  it("passes hostile and unusual text on as typed, and suggests what comes back verbatim", async () => {
    const odd = result(3, "<script>alert(1)</script> 3 Zoë's 🦘 St'; DROP TABLE x; --");
    const { client, asked } = addressApi({ footprint: { status: 200, body: [odd] } });
    const text = "<b>3</b> Zoë's 🦘 St'; DROP TABLE x; --";
    expect(await createAddressSearch(client).search(text)).toEqual([
      { id: odd.id, label: odd.formattedAddress, value: odd.formattedAddress },
    ]);
    expect(asked[0]?.fullText).toBe(text);
  });
});

describe("address search against the address API's stand-in", () => {
  const options: SimulatorOptions = {
    crmWebhookSecret: DEVELOPMENT_SECRETS.crmWebhook,
    orderHandoffKey: DEVELOPMENT_SECRETS.orderHandoffKey,
    agentTokenSecret: DEVELOPMENT_SECRETS.agentToken,
    addressApiKey: DEVELOPMENT_SECRETS.addressApiKey,
    carrierLatency: "0",
    contentDir: "content",
    mailbox: null,
  };
  let server: Server;
  let baseUrl = "";
  const searchWith = (apiKey = options.addressApiKey) =>
    createAddressSearch(createAddressApiClient({ baseUrl, apiKey }));

  beforeAll(async () => {
    const app = express();
    app.use(addressApiSimulator.path, addressApiSimulator.router(options));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${addressApiSimulator.path}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("finds an address in the footprint, with its providers", async () => {
    const [first] = await searchWith().find("suite 3 1 harbour esplanade docklands");
    expect(first).toMatchObject({
      formattedAddress: "Suite 3 1 Harbour Esp, Docklands VIC 3008",
      providers: expect.arrayContaining([expect.objectContaining({ name: "NBN" })]),
    });
  });

  it("finds an address only the providers' live APIs know", async () => {
    expect(await searchWith().search("5 Providence Pde Ripley")).toEqual([
      expect.objectContaining({
        label: "5 Providence Pde, Ripley QLD 4306",
        value: "5 Providence Pde, Ripley QLD 4306",
      }),
    ]);
  });

  it("suggests at most six of a suburb's many addresses", async () => {
    const search = searchWith();
    expect((await search.find("Surry Hills NSW 2010")).length).toBeGreaterThan(MAX_ADDRESS_ITEMS);
    expect(await search.search("Surry Hills NSW 2010")).toHaveLength(MAX_ADDRESS_ITEMS);
  });

  it("finds nothing for hostile or unusual text", async () => {
    const search = searchWith();
    for (const text of [
      "<script>alert(1)</script>",
      "1' OR '1'='1'; DROP TABLE addresses; --",
      "🦘🦘🦘 Wallaby Way",
    ]) {
      expect(await search.search(text)).toEqual([]);
    }
  });

  it("throws the API's 401 as an UpstreamError when the key is wrong", async () => {
    await expect(searchWith("not-the-key").search("1 Harbour Esp")).rejects.toMatchObject({
      name: "UpstreamError",
      status: 401,
    });
  });
});
