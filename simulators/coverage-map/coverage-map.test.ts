import express from "express";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverageFor } from "./coverage";
import { coverageMapSimulator } from "./index";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let baseUrl = "";
beforeAll(async () => {
  const app = express();
  app.use(
    "/__sim/coverage-map",
    coverageMapSimulator.router({
      crmWebhookSecret: "",
      orderHandoffKey: "",
      agentTokenSecret: "",
      addressApiKey: "",
      carrierLatency: "fast",
      contentDir: "content",
      mailbox: null,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__sim/coverage-map`;
});
afterAll(() => server?.close());

describe("coverage map stand-in", () => {
  it("serves a self-contained page that other sites may frame", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<label for="place">Street, suburb or postcode</label>');
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  it("shows the coverage at the place asked for, as text", async () => {
    const html = await (await fetch(`${baseUrl}/?place=${encodeURIComponent("2000")}`)).text();
    expect(html).toContain("Coverage at 2000: 5G outdoors and 4G indoors.");
  });

  it("escapes what a visitor typed", async () => {
    const typed = `"><script>alert(1)</script>`;
    const html = await (await fetch(`${baseUrl}/?place=${encodeURIComponent(typed)}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("coverageFor", () => {
  it("gives metropolitan postcodes 5G, other postcodes 4G, and any place the same answer twice", () => {
    expect(coverageFor("3000").summary).toBe("5G outdoors and 4G indoors");
    expect(coverageFor("2830").summary).toBe("4G outdoors and indoors");
    expect(coverageFor("Dubbo NSW")).toEqual(coverageFor("Dubbo NSW"));
  });
});
