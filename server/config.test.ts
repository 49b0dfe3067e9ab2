import { describe, expect, it } from "vitest";
import { loadConfig, publicEnv } from "./config";

describe("configuration", () => {
  it("runs on safe embedded defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SIMULATORS: true,
      publicUrl: "http://localhost:3000",
      database: { kind: "sqlite", file: "./data/site.db" },
      trustProxy: false,
    });
    expect(config.devSecrets).toEqual([
      "AGENT_TOKEN_SECRET",
      "CRM_WEBHOOK_SECRET",
      "CLIENT_HASH_SECRET",
      "ORDER_HANDOFF_KEY",
      "ADDRESS_API_KEY",
    ]);
  });

  it("switches to PostgreSQL for a postgres URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/site" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/site",
    });
  });

  it("reads trust proxy as false, a hop count or an address list", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", SIMULATORS: "maybe" })).toThrow(
      /PORT[\s\S]*SIMULATORS/,
    );
  });

  it("keeps a carrier's timeout inside the pricing budget and reads the stand-ins' latency", () => {
    expect(loadConfig({}).CARRIER_TIMEOUT_MS).toBe(8_000);
    expect(() => loadConfig({ CARRIER_TIMEOUT_MS: "20001" })).toThrow(/CARRIER_TIMEOUT_MS/);
    expect(loadConfig({}).SIM_CARRIER_LATENCY).toBe("realistic");
    expect(loadConfig({ SIM_CARRIER_LATENCY: "TELSTRA=3000,DGTEK=100" })).toMatchObject({
      SIM_CARRIER_LATENCY: "TELSTRA=3000,DGTEK=100",
    });
    for (const wrong of ["slow", "TPG=100", "TELSTRA=fast", "TELSTRA=1,"]) {
      expect(() => loadConfig({ SIM_CARRIER_LATENCY: wrong }), wrong).toThrow(
        /SIM_CARRIER_LATENCY/,
      );
    }
  });

  it("refuses an agent token secret too short to be safe", () => {
    expect(() => loadConfig({ AGENT_TOKEN_SECRET: "short" })).toThrow(/AGENT_TOKEN_SECRET/);
  });

  it("sends the server to its own stand-ins over loopback and visitors to the public origin", () => {
    const config = loadConfig({ PORT: "4100", PUBLIC_URL: "https://www.tidewire.example/" });
    expect(config.outside).toMatchObject({
      addressApi: "http://127.0.0.1:4100/__sim/address-api",
      crmWebhook: "http://127.0.0.1:4100/__sim/crm/leads",
      login: "https://www.tidewire.example/__sim/login",
      orderSite: "https://www.tidewire.example/__sim/order-site/order",
    });
    expect(
      loadConfig({ ADDRESS_API_URL: "https://addresses.example/api/" }).outside.addressApi,
    ).toBe("https://addresses.example/api");
  });

  it("needs every outside system named once the stand-ins are off", () => {
    expect(() => loadConfig({ SIMULATORS: "off", ADDRESS_API_URL: "https://a.example" })).toThrow(
      /CARRIER_PRICING_URL[\s\S]*CRM_WEBHOOK_URL/,
    );
  });

  it("lets only the allowlisted settings reach the browser", () => {
    const config = loadConfig({
      SENTRY_DSN: "https://key@errors.example/1",
      AGENT_TOKEN_SECRET: "x".repeat(40),
    });
    expect(publicEnv(config)).toEqual({
      SENTRY_DSN: "https://key@errors.example/1",
      SENTRY_ENVIRONMENT: "production",
    });
  });
});
