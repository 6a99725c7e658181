import { describe, expect, it } from "vitest";
import { buildWineGrammar, listYearPhrases, vintagePrior } from "./speech-grammar.ts";
import { spokenHouseName } from "./speech-vocabulary.ts";

describe("listYearPhrases", () => {
  it("says each year in every form the voice parser reads, 'twenty oh five' included", () => {
    const said = (year: number) => listYearPhrases(year, year).map((phrase) => phrase.words.join(" "));
    expect(said(2015)).toEqual(["twenty fifteen", "two thousand fifteen", "two thousand and fifteen"]);
    expect(said(2005)).toContain("twenty oh five");
    expect(said(1997)).toEqual(["nineteen ninety seven"]);
  });
});

describe("vintagePrior", () => {
  it.each([
    [2026, 0.2],
    [2025, 1],
    [1950, 1],
    [1949, 0.005],
    [1900, 0.005],
    [1899, 0.001],
    [1800, 0.001],
  ])("%d (recorded in 2026) → %d", (year, prior) => {
    expect(vintagePrior(year, 2026)).toBe(prior);
  });
});

describe("buildWineGrammar", () => {
  const grammar = buildWineGrammar([{ words: ["opus", "one"], weight: 1 }], { first: 2015, last: 2016 });
  const transitions = grammar.split("\n").filter((line) => line.startsWith("TRANSITION"));

  it("offers only the given years, never a year past the last", () => {
    const words = new Set(transitions.map((line) => line.split(" ")[4]).filter(Boolean));
    expect(words).toContain("fifteen");
    expect(words).toContain("sixteen");
    expect(words).not.toContain("seventeen");
  });

  it("leaves every state with probabilities that add up to one", () => {
    const outgoing = new Map<string, number>();
    for (const line of transitions) {
      const [, from, , probability] = line.split(" ");
      outgoing.set(from!, (outgoing.get(from!) ?? 0) + Number(probability));
    }
    for (const total of outgoing.values()) expect(total).toBeCloseTo(1, 4);
  });
});

describe("spokenHouseName", () => {
  it.each([
    ["Opus One Winery", "opus one"],
    ["Cakebread Cellars", "cakebread"],
    ["Hahn Family Wines", "hahn"],
    ["Ridge Vineyards", "ridge"],
    ["Turley Wine Cellars", "turley"],
    ["Château Margaux", null],
    ["Winery", null],
  ])("%s → %s", (name, spoken) => {
    expect(spokenHouseName(name)).toBe(spoken);
  });
});
