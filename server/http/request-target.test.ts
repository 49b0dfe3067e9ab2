import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { refuseMalformedTarget } from "./request-target";

function check(url: string, host: string | undefined) {
  const req = { url, headers: host === undefined ? {} : { host } } as IncomingMessage;
  let status = 0;
  let body = "";
  const res = {
    writeHead: (code: number) => (status = code),
    end: (text: string) => (body = text),
  } as unknown as ServerResponse;
  return { refused: refuseMalformedTarget(req, res), status, body, url: req.url };
}

describe("refuseMalformedTarget", () => {
  it("lets a path through, whatever host and port name the site", () => {
    for (const host of ["localhost:3000", "www.tidewire.example", "10.0.0.7", "[::1]:8080"]) {
      expect(check("/contact?x=1", host), host).toMatchObject({ refused: false, status: 0 });
    }
  });

  it("reads an absolute target of this same host as its path", () => {
    expect(check("http://localhost:3000/contact?x=1", "localhost:3000")).toEqual({
      refused: false,
      status: 0,
      body: "",
      url: "/contact?x=1",
    });
  });

  it("answers a target for another host, or no path at all, 400 in plain words", () => {
    for (const target of [
      "http://x/contact",
      "https://evil.example/",
      "*",
      "ftp://localhost:3000/",
    ]) {
      const answer = check(target, "localhost:3000");
      expect(answer, target).toMatchObject({ refused: true, status: 400 });
      expect(answer.body).toBe("The request target is not a path of this site.");
    }
  });

  it("answers a Host that is not a host name and port 400", () => {
    for (const host of ["a b", "evil.example/x", "host:port", "<script>", "ex ample:80", ""]) {
      expect(check("/contact", host), host).toMatchObject({ refused: true, status: 400 });
    }
  });
});
