import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findWeightedMatches,
  groupDuplicateWines,
  normalizeForWeightedMatch,
  scoreWeightedMatch,
} from "./weighted-match.ts";

describe("scoreWeightedMatch", () => {
  it.each([
    [
      { wine_name: "Tignanello", producer: "Antinori", region: "Toscana" },
      { wine_name: "tignanello", producer: "ANTINORI", region: "Toscana IGT" },
      1,
    ],
    [
      { wine_name: "Tignanello", producer: null, region: null },
      { wine_name: "Tignanello", producer: null, region: null },
      1,
    ],
    [
      { wine_name: "Tignanello", producer: "Antinori", region: null },
      { wine_name: "Tignanello", producer: null, region: null },
      0.7,
    ],
    [
      { wine_name: "abc", producer: "abcd", region: "ab" },
      { wine_name: "abc", producer: "abxy", region: "ax" },
      0.8,
    ],
  ])("%j vs %j → %d", (a, b, score) => {
    expect(scoreWeightedMatch(a, b)).toBeCloseTo(score, 12);
  });

  it("normalizes case, accents, punctuation and appellation words", () => {
    expect(normalizeForWeightedMatch("Chianti Classico D.O.C.G. — Riserva")).toBe("chianti classico riserva");
    expect(normalizeForWeightedMatch("Chianti Classico DOCG Riserva")).toBe("chianti classico riserva");
    expect(normalizeForWeightedMatch("Cuvée 1855")).toBe("cuvee 1855");
  });

  it("stays between 0 and 1 for any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string()), (a, b, region) => {
        const score = scoreWeightedMatch({ wine_name: a, region }, { wine_name: b, producer: a });
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });
});

describe("findWeightedMatches", () => {
  const target = { wine_name: "abc", producer: "abcd", region: "ab" };

  it("keeps a score of exactly 0.8, drops 0.79, and orders best first", () => {
    const atThreshold = { wine_name: "abc", producer: "abxy", region: "ax" };
    const below = { wine_name: "abc", producer: "abxy", region: "xy" };
    const exact = { wine_name: "abc", producer: "abcd", region: "ab" };
    const matches = findWeightedMatches(target, [atThreshold, below, exact, target]);
    expect(matches.map((match) => match.wine)).toEqual([exact, atThreshold]);
    expect(matches[1]?.score).toBeCloseTo(0.8, 12);
  });

  it("accepts another threshold", () => {
    expect(
      findWeightedMatches(target, [{ wine_name: "abc", producer: null, region: null }], 0.6),
    ).toHaveLength(1);
  });
});

describe("groupDuplicateWines", () => {
  it("groups likely duplicates in cellar order", () => {
    const wines = [
      { id: "1", wine_name: "Opus One", producer: "Opus One Winery", region: "Napa Valley" },
      { id: "2", wine_name: "Sassicaia", producer: "Tenuta San Guido", region: "Bolgheri" },
      { id: "3", wine_name: "Opus One.", producer: "Opus One Winery", region: "Napa" },
      { id: "4", wine_name: "Sassicaia", producer: "Tenuta San Guido", region: "Bolgheri DOC" },
      { id: "5", wine_name: "Barolo", producer: "Vietti", region: "Piemonte" },
    ];
    expect(groupDuplicateWines(wines).map((group) => group.map((wine) => wine.id))).toEqual([
      ["1", "3"],
      ["2", "4"],
    ]);
    expect(groupDuplicateWines([])).toEqual([]);
  });
});
