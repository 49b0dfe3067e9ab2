import { describe, expect, it } from "vitest";
import { createNameIndex, hasSearchableText, matchRank, normaliseSearchText } from "./search";

describe("normaliseSearchText", () => {
  it.each([
    ["Côte d'Ivoire", "cote divoire"],
    ["CÔTE D’IVOIRE", "cote divoire"],
    ["  São   Tomé ", "sao tome"],
    ["Timor-Leste", "timor leste"],
    ["Türkiye", "turkiye"],
    ["Færøerne", "faeroerne"],
    ["Straße", "strasse"],
    ["Łódź", "lodz"],
  ])("reads %j as %j", (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });

  it("keeps wildcards, quotes of SQL and markup as literal characters", () => {
    expect(normaliseSearchText("%an%")).toBe("%an%");
    expect(normaliseSearchText("fr*")).toBe("fr*");
    expect(normaliseSearchText("x; DROP TABLE rates")).toBe("x; drop table rates");
    expect(normaliseSearchText("<script>")).toBe("<script>");
  });
});

describe("hasSearchableText", () => {
  it("needs a letter or a digit in any script", () => {
    expect(hasSearchableText("..")).toBe(false);
    expect(hasSearchableText("%%%")).toBe(false);
    expect(hasSearchableText("🇫🇷🇫🇷")).toBe(false);
    expect(hasSearchableText("日本")).toBe(true);
    expect(hasSearchableText("a.")).toBe(true);
  });
});

describe("matchRank", () => {
  it("ranks exact, then prefix, then word prefix, then any occurrence", () => {
    expect(matchRank("india", "india")).toBe(0);
    expect(matchRank("indonesia", "indo")).toBe(1);
    expect(matchRank("south korea", "kor")).toBe(2);
    expect(matchRank("new zealand", "zeal")).toBe(2);
    expect(matchRank("finland", "land")).toBe(3);
    expect(matchRank("france", "spain")).toBeUndefined();
  });
});

describe("createNameIndex", () => {
  const places = [
    { name: "New Zealand", aliases: ["NZ"] },
    { name: "Finland", aliases: [] },
    { name: "Ireland", aliases: ["Eire"] },
    { name: "Iceland", aliases: [] },
    { name: "Netherlands", aliases: ["Holland"] },
    { name: "United Kingdom", aliases: ["UK", "England"] },
    { name: "United States", aliases: ["USA"] },
    { name: "Côte d'Ivoire", aliases: ["Ivory Coast"] },
  ];
  const index = createNameIndex(places, (place) => [place.name, ...place.aliases]);
  const names = (term: string, limit = 10) => index.search(term, limit).map((place) => place.name);

  it("finds names whatever their case and accents", () => {
    expect(names("cote")).toEqual(["Côte d'Ivoire"]);
    expect(names("CÔTE D'IV")).toEqual(["Côte d'Ivoire"]);
    expect(names("cote d’ivoire")).toEqual(["Côte d'Ivoire"]);
  });

  it("finds common aliases", () => {
    expect(names("uk")).toEqual(["United Kingdom"]);
    expect(names("USA")).toEqual(["United States"]);
    expect(names("holland")).toEqual(["Netherlands"]);
    expect(names("ivory")).toEqual(["Côte d'Ivoire"]);
  });

  it("puts names that start with the term first, then a word that starts with it", () => {
    const index = createNameIndex(
      ["Romania", "Oman", "Germany", "Isle of Man", "Manila"],
      (name) => [name],
    );
    expect(index.search("man", 10)).toEqual([
      "Manila",
      "Isle of Man",
      "Germany",
      "Oman",
      "Romania",
    ]);
  });

  it("orders equal matches by name and lists each place once", () => {
    // "England" is an alias of the United Kingdom.
    expect(names("land")).toEqual([
      "Finland",
      "Iceland",
      "Ireland",
      "Netherlands",
      "New Zealand",
      "United Kingdom",
    ]);
    // Ireland starts with "ire" and its alias Eire contains it: one entry, ranked by the best.
    expect(names("ire")).toEqual(["Ireland", "Côte d'Ivoire"]);
  });

  it("ranks an exact alias first", () => {
    const index = createNameIndex(
      [
        { name: "Indonesia", aliases: [] },
        { name: "India", aliases: ["IND"] },
      ],
      (place) => [place.name, ...place.aliases],
    );
    expect(index.search("ind", 5).map((place) => place.name)).toEqual(["India", "Indonesia"]);
  });

  it("limits the answer to the best matches", () => {
    expect(names("n", 2)).toEqual(["Netherlands", "New Zealand"]);
  });

  it("treats wildcards and query syntax as text that matches nothing here", () => {
    expect(names("%")).toEqual([]);
    expect(names("%an%")).toEqual([]);
    expect(names("*")).toEqual([]);
    expect(names("' OR '1'='1")).toEqual([]);
    expect(names("land'; --")).toEqual([]);
    expect(names("")).toEqual([]);
  });
});
