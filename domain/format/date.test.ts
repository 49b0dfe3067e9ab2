import { describe, expect, it } from "vitest";
import { formatDayMonthYear } from "./date";

describe("formatDayMonthYear", () => {
  it("shows an ISO date as DD MMM YYYY", () => {
    expect(formatDayMonthYear("2026-10-19")).toBe("19 Oct 2026");
    expect(formatDayMonthYear("2027-02-08")).toBe("08 Feb 2027");
    expect(formatDayMonthYear("2026-12-01T00:00:00Z")).toBe("01 Dec 2026");
  });

  it("leaves anything else as it is", () => {
    expect(formatDayMonthYear("next March")).toBe("next March");
    expect(formatDayMonthYear("2026-13-01")).toBe("2026-13-01");
  });
});
