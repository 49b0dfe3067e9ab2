import { randomInt } from "node:crypto";
import { request } from "node:http";

export interface ClientAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A visitor at an address of its own: Linux answers every 127.x.y.z on loopback, so each
 * simulated visitor connects from a different source address, which is what the site's
 * per-client limits (through the balancer's X-Forwarded-For) count. A failed connection is an
 * answer with status 0.
 */
export function visitorAt(address = randomLoopbackAddress()) {
  return {
    address,
    send(
      url: string,
      {
        method = "GET",
        headers = {},
        body,
      }: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ): Promise<ClientAnswer> {
      return new Promise((resolve) => {
        const req = request(
          url,
          { method, headers, localAddress: address, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
            res.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
          },
        );
        req.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
        req.end(body);
      });
    },
  };
}

export type Visitor = ReturnType<typeof visitorAt>;

/** An address no other test run is likely to use within a rate-limit window. */
export function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A response's ETag as If-None-Match compares it, weakly (RFC 9110, 8.8.3.2): a kept page's tag
 * is weak while it is compressed fast and strong once smallest (ADR 0067).
 */
export const opaqueTag = (response: Response) => response.headers.get("etag")?.replace(/^W\//, "");

/**
 * A request with the headers a browser, a proxy or an attacker would send, on Node's own client:
 * fetch will not set Host, and sends no other method token.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
