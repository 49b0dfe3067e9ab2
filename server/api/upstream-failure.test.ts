import type { Response } from "express";
import type { Logger } from "pino";
import { describe, expect, it } from "vitest";
import { UpstreamError } from "../services/upstream";
import { sendUpstreamFailure, type UpstreamMessages } from "./upstream-failure";

const MESSAGES: UpstreamMessages = {
  unavailable: "down",
  timeout: "slow",
  notFound: "nothing there",
  refused: { field: "address", message: "not an address we can take" },
};

/** What was answered and at which level it was logged. */
function send(error: UpstreamError, messages = MESSAGES) {
  const answered: { status?: number; body?: unknown } = {};
  const res = {
    status(code: number) {
      answered.status = code;
      return res;
    },
    json(body: unknown) {
      answered.body = body;
      return res;
    },
  } as unknown as Response;
  const levels: string[] = [];
  const log = Object.fromEntries(
    ["info", "warn", "error"].map((level) => [level, () => levels.push(level)]),
  ) as unknown as Logger;
  sendUpstreamFailure(res, log, error, messages);
  return { ...answered, levels };
}

const status = (code: number) => new UpstreamError("address API", "status", "answered", code);

describe("sendUpstreamFailure", () => {
  it.each([400, 413, 414, 422])(
    "answers a %i refusal of the visitor's input as a 422 on its field, logged at warn",
    (code) => {
      expect(send(status(code))).toEqual({
        status: 422,
        body: {
          message: "not an address we can take",
          errors: { address: ["not an address we can take"] },
        },
        levels: ["warn"],
      });
    },
  );

  it.each([401, 403, 405, 408, 410, 415, 429, 500, 503])(
    "keeps a %i a failure of ours: 502, logged at error",
    (code) => {
      expect(send(status(code))).toEqual({
        status: 502,
        body: { message: "down" },
        levels: ["error"],
      });
    },
  );

  it("keeps a refusal a failure where the request carried no input of the visitor's", () => {
    const { refused: _, ...withoutInput } = MESSAGES;
    expect(send(status(422), withoutInput)).toMatchObject({ status: 502, levels: ["error"] });
  });

  it("answers a worded not-found as a 404 at info, and a timeout as a 504", () => {
    expect(send(status(404))).toEqual({
      status: 404,
      body: { message: "nothing there" },
      levels: ["info"],
    });
    expect(send(new UpstreamError("address API", "timeout", "timed out"))).toMatchObject({
      status: 504,
      levels: ["error"],
    });
  });
});
