import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { newRequestId, requestIdFor } from "./request-id";

const request = (id: string | undefined, peer = "10.0.0.5") =>
  ({
    headers: id === undefined ? {} : { "x-request-id": id },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe("request ids", () => {
  it("are unique in a process and share its random prefix", () => {
    const ids = Array.from({ length: 10_000 }, newRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    const prefixes = new Set(ids.map((id) => id.split("-").slice(0, -1).join("-")));
    expect(prefixes.size).toBe(1);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
  });

  it("keep a trusted proxy's id, and replace anyone else's or an unsafe one", () => {
    const trusted = (address: string) => address === "10.0.0.5";
    expect(requestIdFor(request("balancer-id-0001"), trusted)).toBe("balancer-id-0001");
    expect(requestIdFor(request("balancer-id-0001", "203.0.113.9"), trusted)).not.toBe(
      "balancer-id-0001",
    );
    for (const unsafe of [
      "short",
      "has space in it",
      "<script>alert(1)</script>",
      "x".repeat(65),
    ]) {
      expect(requestIdFor(request(unsafe), trusted)).not.toBe(unsafe);
    }
    expect(requestIdFor(request(undefined), trusted)).toMatch(/-[0-9a-z]+$/);
  });
});
