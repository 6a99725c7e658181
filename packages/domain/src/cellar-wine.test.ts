import { describe, expect, it } from "vitest";
import { countBottles, isPresentYear, sumBottles, toEpochMilliseconds } from "./cellar-wine.ts";
import { collapseWhitespace, foldAccents, isBlank, normalizeForComparison } from "./text.ts";

describe("cellar wine helpers", () => {
  it.each([
    [3, 3],
    [1, 1],
    [null, 1],
    [undefined, 1],
    [0, 1],
    [-2, 1],
    [Number.NaN, 1],
    [2.7, 2],
  ])("quantity %j counts as %d bottles", (quantity, bottles) => {
    expect(countBottles({ quantity })).toBe(bottles);
  });

  it("sums bottles", () => {
    expect(sumBottles([{ quantity: 2 }, {}, { quantity: null }])).toBe(4);
  });

  it.each([
    [new Date(5), 5],
    [7, 7],
    ["1970-01-01T00:00:01Z", 1000],
    ["nope", Number.NaN],
    [null, Number.NaN],
    [undefined, Number.NaN],
  ])("reads %j as %d ms", (value, ms) => {
    expect(toEpochMilliseconds(value)).toBe(ms);
  });

  it.each([
    [2015, true],
    [0, false],
    [-1, false],
    [null, false],
    [undefined, false],
    [Number.POSITIVE_INFINITY, false],
  ])("year %j present: %s", (year, expected) => {
    expect(isPresentYear(year)).toBe(expected);
  });
});

describe("text helpers", () => {
  it("folds accents, detects blanks and collapses whitespace", () => {
    expect(foldAccents("Château Güell Ñandú")).toBe("Chateau Guell Nandu");
    expect([isBlank(null), isBlank(undefined), isBlank(" \t"), isBlank("x")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(collapseWhitespace("  a \n b\u00A0 c ")).toBe("a b c");
    expect(normalizeForComparison("  CHÂTEAU\tMargaux ")).toBe("chateau margaux");
    expect(normalizeForComparison(undefined)).toBe("");
  });
});
