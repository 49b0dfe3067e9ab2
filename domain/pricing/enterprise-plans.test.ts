import { describe, expect, it } from "vitest";
import { enterprisePlanCards } from "./enterprise-plans";

const term = (monthly_rental: number, installation: number) => ({ monthly_rental, installation });

describe("enterprisePlanCards", () => {
  it("makes a 12, 24 and 36 Month Contract card with price and minimum cost", () => {
    const cards = enterprisePlanCards(
      {
        three_years: term(1049.5, 0),
        one_year: term(1299.99, 3300),
        two_years: term(1149, 1650),
      },
      500,
    );
    expect(cards).toEqual([
      expect.objectContaining({
        title: "12 Month Contract",
        speed: "500 Mbps",
        price: 1299.99,
        minCost: 18899.88,
        description: expect.stringContaining("installation $3,300.00"),
      }),
      expect.objectContaining({ title: "24 Month Contract", minCost: 29226 }),
      expect.objectContaining({
        title: "36 Month Contract",
        minCost: 37782,
        description: expect.stringContaining("free installation"),
      }),
    ]);
  });

  it("leaves out a term the nbn did not price", () => {
    const cards = enterprisePlanCards({ one_year: term(990, 0) }, 250);
    expect(cards?.map((card) => card.title)).toEqual(["12 Month Contract"]);
  });

  it("is null without a one_year price: no enterprise fibre at the address", () => {
    expect(enterprisePlanCards({}, 250)).toBeNull();
    expect(enterprisePlanCards({ two_years: term(900, 0) }, 250)).toBeNull();
  });
});
