import { describe, expect, it } from "vitest";
import { withoutEmptyComments } from "./tables";

const isBlank = (cell: string | undefined) => !cell?.trim();

describe("service agreement table", () => {
  const headings = ["Service level", "12 months", "24 months", "36 months", "Comments"];

  it("drops the Comments column when no row has a comment", () => {
    const table = withoutEmptyComments(
      headings,
      [
        ["Availability", "99.9%", "99.9%", "99.95%", ""],
        ["Restoration", "8 hours", "6 hours", "4 hours", "  "],
      ],
      isBlank,
    );
    expect(table.headings).toEqual(["Service level", "12 months", "24 months", "36 months"]);
    expect(table.rows).toEqual([
      ["Availability", "99.9%", "99.9%", "99.95%"],
      ["Restoration", "8 hours", "6 hours", "4 hours"],
    ]);
  });

  it("keeps it when any row has a comment", () => {
    const rows = [
      ["Availability", "99.9%", "99.9%", "99.95%", ""],
      ["Restoration", "8 hours", "6 hours", "4 hours", "Metro areas"],
    ];
    expect(withoutEmptyComments(headings, rows, isBlank)).toEqual({ headings, rows });
  });

  it("leaves tables without a Comments heading alone", () => {
    const rows = [["Install", "$0.00"]];
    expect(withoutEmptyComments(["Fee", "Price"], rows, isBlank)).toEqual({
      headings: ["Fee", "Price"],
      rows,
    });
  });
});
