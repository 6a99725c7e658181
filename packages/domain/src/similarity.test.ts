import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeStringSimilarity, isAbove, isAtLeast, tokenizeForMatching } from "./similarity.ts";

describe("computeStringSimilarity", () => {
  it.each([
    ["", "", 1],
    ["abc", "", 0],
    ["margaux", "margaux", 1],
    ["montalcino", "montalcixx", 0.8],
    ["abcd", "abxy", 0.5],
    ["abc", "xyz", 0],
  ])("%j vs %j → %d", (a, b, expected) => {
    expect(computeStringSimilarity(a, b)).toBeCloseTo(expected, 12);
  });

  it("is symmetric, between 0 and 1, and 1 for equal strings", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const score = computeStringSimilarity(a, b);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(computeStringSimilarity(b, a)).toBe(score);
        expect(computeStringSimilarity(a, a)).toBe(1);
      }),
    );
  });
});

describe("threshold comparisons", () => {
  it.each([
    [0.8, 0.8, true, false],
    [1 - 2 / 10, 0.8, true, false],
    [0.6 + 0.3 * 0.5 + 0.1 * 0.5, 0.8, true, false],
    [0.85, 0.85, true, false],
    [0.8500001, 0.85, true, true],
    [0.7999, 0.8, false, false],
  ])("%d against %d: at least %s, above %s", (score, threshold, atLeast, above) => {
    expect(isAtLeast(score, threshold)).toBe(atLeast);
    expect(isAbove(score, threshold)).toBe(above);
  });
});

describe("tokenizeForMatching", () => {
  it.each([
    ["Château Margaux 2015", ["chateau", "margaux"]],
    ["Brunello di Montalcino D.O.C.G.", ["brunello", "di", "montalcino", "docg"]],
    ["“Sassicaia” Bolgheri", ["sassicaia", "bolgheri"]],
    ["Penfolds Bin 389", ["penfolds", "bin", "389"]],
    ["St. Émilion a.b", ["st", "emilion", "ab"]],
    ["", []],
    [null, []],
  ])("%j → %j", (text, words) => {
    expect(tokenizeForMatching(text)).toEqual(words);
  });

  it("keeps years when asked", () => {
    expect(tokenizeForMatching("Cuvée 1855", { dropYears: false })).toEqual(["cuvee", "1855"]);
  });
});
