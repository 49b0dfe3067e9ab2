import { describe, expect, it } from "vitest";
import { isDatabaseFault } from "./storage-errors";

const failure = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseFault", () => {
  it.each([
    ["SQLite locked by another process", failure("SQLITE_BUSY")],
    ["SQLite's disk full", failure("SQLITE_FULL")],
    ["PostgreSQL refusing writes", failure("25006")],
    ["PostgreSQL out of connection slots", failure("53300")],
    ["PostgreSQL shutting down", failure("57P01")],
    ["the connection refused", failure("ECONNREFUSED")],
    ["pg's pool timing out", new Error("timeout exceeded when trying to connect")],
  ])("is the database's for %s", (_case, error) => {
    expect(isDatabaseFault(error)).toBe(true);
  });

  it.each([
    ["a repeated key on SQLite", failure("SQLITE_CONSTRAINT_UNIQUE")],
    ["a repeated key on PostgreSQL", failure("23505")],
    ["a value too long for its column", failure("22001")],
    ["a NUL byte in text", failure("22021")],
    ["a plain error", new Error("cannot read properties of undefined")],
  ])("is one row's for %s", (_case, error) => {
    expect(isDatabaseFault(error)).toBe(false);
  });
});
