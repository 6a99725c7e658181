import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listSpokenYearForms, readSpokenYear, spellYear } from "./spoken-years.ts";

const read = (text: string) => readSpokenYear(text.split(" "), 0);

describe("readSpokenYear", () => {
  it.each([
    ["twenty fifteen", 2015, 2],
    ["twenty twenty three", 2023, 3],
    ["twenty ten", 2010, 2],
    ["twenty oh five", 2005, 3],
    ["two thousand nine", 2009, 3],
    ["two thousand and nine", 2009, 4],
    ["two thousand", 2000, 2],
    ["two thousand and", 2000, 2],
    ["two thousand nineteen", 2019, 3],
    ["two thousand twenty one", 2021, 4],
    ["nineteen ninety", 1990, 2],
    ["nineteen eighty two", 1982, 3],
    ["nineteen hundred", 1900, 2],
    ["nineteen o five", 1905, 3],
    ["eighteen ninety nine", 1899, 3],
  ])("%j → %d (%d words)", (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it("reads nothing past the end of the words", () => {
    expect(readSpokenYear([], 0)).toBeNull();
    expect(readSpokenYear(["twenty", "fifteen"], 2)).toBeNull();
  });

  it.each([
    ["nineteen crimes"],
    ["twenty five"],
    ["twenty"],
    ["twenty oh"],
    ["two hundred"],
    ["fifteen"],
    ["margaux"],
    [""],
  ])("%j is not a year", (text) => {
    expect(read(text)).toBeNull();
  });
});

describe("spellYear", () => {
  it.each([
    [1800, "eighteen hundred"],
    [1890, "eighteen ninety"],
    [1905, "nineteen oh five"],
    [1982, "nineteen eighty two"],
    [2000, "two thousand"],
    [2009, "two thousand nine"],
    [2010, "twenty ten"],
    [2015, "twenty fifteen"],
    [2020, "twenty twenty"],
    [1799, "1799"],
    [2100, "2100"],
    [2015.5, "2015.5"],
  ])("%d → %j", (year, words) => {
    expect(spellYear(year)).toBe(words);
  });

  it("lists the other forms of 2000s years", () => {
    expect(listSpokenYearForms(2015)).toEqual([
      "twenty fifteen",
      "two thousand fifteen",
      "two thousand and fifteen",
    ]);
    expect(listSpokenYearForms(2009)).toEqual(["two thousand nine", "two thousand and nine"]);
    expect(listSpokenYearForms(1990)).toEqual(["nineteen ninety"]);
    expect(listSpokenYearForms(2000)).toEqual(["two thousand"]);
  });

  it("reads back every spoken form of every year 1800–2099", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2099 }), (year) => {
        for (const form of listSpokenYearForms(year)) {
          expect(read(form)).toEqual({ value: year, length: form.split(" ").length });
        }
      }),
    );
  });
});
