import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { isLoopbackAddress, notFromThisMachine } from "./loopback";

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses, however the socket writes them", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, and none at all", () => {
    for (const address of [
      "192.0.2.2",
      "::ffff:10.0.0.1",
      "fd00::2",
      "1127.0.0.1",
      "",
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe("notFromThisMachine", () => {
  const asked = (overrides: {
    remote?: string;
    ip?: string;
    host?: string;
    origin?: string;
    method?: string;
  }) =>
    notFromThisMachine({
      socket: { remoteAddress: overrides.remote ?? "127.0.0.1", localPort: 3000 },
      ip: overrides.ip ?? overrides.remote ?? "127.0.0.1",
      method: overrides.method ?? "GET",
      headers: { host: overrides.host ?? "localhost:3000", origin: overrides.origin },
    } as unknown as IncomingMessage & { ip: string });

  it("takes a request from this machine, to this machine's names on its port", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "app.localhost:3000"]) {
      expect(asked({ host }), host).toBeNull();
    }
    expect(asked({ method: "POST", origin: "http://localhost:3000" })).toBeNull();
    expect(asked({ method: "POST" })).toBeNull();
  });

  it("names why any other is refused", () => {
    expect(asked({ remote: "192.0.2.4" })).toBe("its connection comes from elsewhere");
    expect(asked({ ip: "203.0.113.7" })).toBe("it came through a proxy");
    expect(asked({ host: "rebind.example:3000" })).toBe(
      "its Host is not this machine on this port",
    );
    expect(asked({ host: "localhost:3001" })).toBe("its Host is not this machine on this port");
    expect(asked({ method: "POST", origin: "http://rebind.example:3000" })).toBe(
      "another page sent it",
    );
    expect(asked({ method: "DELETE", origin: "null" })).toBe("another page sent it");
  });
});
