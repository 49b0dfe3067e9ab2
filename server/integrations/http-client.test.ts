import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createHttpClient, UpstreamError } from "./http-client";

let server: Server;
let baseUrl: string;
let flakyCalls = 0;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.get("/api/ok", (req, res) => res.json({ name: "Zoë", q: req.query.q ?? null }));
  app.get("/api/slow", (_req, res) => {
    setTimeout(() => res.json({ late: true }), 500);
  });
  app.get("/api/flaky", (_req, res) => {
    flakyCalls += 1;
    if (flakyCalls < 3) res.status(503).json({ message: "busy" });
    else res.json({ name: "third time" });
  });
  app.get("/api/unprocessable", (_req, res) => res.status(422).json({ errors: { q: ["bad"] } }));
  app.get("/api/broken", (_req, res) => res.status(500).json({ message: "boom" }));
  app.get("/api/text", (_req, res) => res.type("text/plain").send("not json"));
  app.post("/api/echo", (req, res) => res.status(201).json({ name: req.body.name }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const named = z.object({ name: z.string() });

describe("http client", () => {
  it("joins the base path, sends query parameters and parses the answer", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000 });
    const answer = await client.getJson("/ok", z.object({ name: z.string(), q: z.string() }), {
      searchParams: { q: "1 Smith St" },
    });
    expect(answer).toEqual({ name: "Zoë", q: "1 Smith St" });
  });

  it("turns a slow answer into a timeout naming the system", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 100 });
    const failure = await client.getJson("/slow", named).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ failure: "timeout", system: "test API" });
  });

  it("retries a GET after a 5xx, within its limit", async () => {
    flakyCalls = 0;
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000, retries: 2 });
    expect(await client.getJson("/flaky", named)).toEqual({ name: "third time" });
    expect(flakyCalls).toBe(3);
  });

  it("reports a status failure with the status", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000 });
    await expect(client.getJson("/broken", named)).rejects.toMatchObject({
      failure: "status",
      status: 500,
    });
  });

  it("refuses an answer of the wrong shape", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000 });
    await expect(client.getJson("/ok", z.object({ id: z.number() }))).rejects.toMatchObject({
      failure: "shape",
    });
  });

  it("hands back the statuses the caller passes through, and throws on the rest", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000 });
    expect(await client.getPassingThrough("/unprocessable", [401, 422])).toEqual({
      status: 422,
      body: { errors: { q: ["bad"] } },
    });
    await expect(client.getPassingThrough("/broken", [401, 422])).rejects.toMatchObject({
      failure: "status",
      status: 500,
    });
    await expect(client.getPassingThrough("/text", [422])).rejects.toMatchObject({
      failure: "shape",
    });
  });

  it("posts JSON and parses the answer", async () => {
    const client = createHttpClient({ system: "test API", baseUrl, timeoutMs: 1_000 });
    expect(await client.postJson("/echo", { name: "Ngọc" }, named)).toEqual({ name: "Ngọc" });
  });

  it("names an unreachable system as a network failure", async () => {
    const client = createHttpClient({
      system: "nowhere",
      baseUrl: "http://127.0.0.1:9/api",
      timeoutMs: 1_000,
    });
    await expect(client.getJson("/ok", named)).rejects.toMatchObject({
      failure: "network",
      system: "nowhere",
    });
  });
});
