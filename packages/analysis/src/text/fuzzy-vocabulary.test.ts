import { describe, expect, it } from "vitest";
import { buildFuzzyVocabulary } from "./fuzzy-vocabulary.ts";

describe("buildFuzzyVocabulary", () => {
  const commonness: Record<string, number> = { margaux: 1, marceaux: 9, selection: 1, section: 9 };
  const vocabulary = buildFuzzyVocabulary(
    ["riesling", "sauvignon", "margaux", "marceaux", "selection", "section", "araujo"],
    (word) => commonness[word] ?? 5,
  );

  it.each([
    ["reisling", "riesling"],
    ["sauvingon", "sauvignon"],
    ["sauvignon", "sauvignon"],
  ])("takes two neighbouring letters swapped as one edit: %s → %s", (typed, meant) => {
    expect(vocabulary.correct(typed)).toBe(meant);
  });

  it.each([
    ["margeaux", "margaux"],
    ["selction", "selection"],
  ])("prefers the commoner of two words equally close: %s → %s", (typed, meant) => {
    expect(vocabulary.correct(typed)).toBe(meant);
  });

  it("leaves short words and words further away alone", () => {
    expect(vocabulary.correct("arauco")).toBeUndefined();
    expect(vocabulary.correct("rieslingxx")).toBeUndefined();
  });
});
