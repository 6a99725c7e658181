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

  describe("a word too short to correct alone, beside a word of the same name", () => {
    const named = buildFuzzyVocabulary(
      ["screaming", "eagle", "vega", "sicilia", "pinot", "noir", "arauco", "araujo", "estate"],
      () => 0,
      [
        ["screaming", "eagle"],
        ["vega", "sicilia"],
        ["pinot", "noir"],
        ["araujo", "estate"],
      ],
    );

    it.each([
      ["eagel", "screaming", "after", "eagle"],
      ["sicila", "vega", "after", "sicilia"],
      ["nior", "pinot", "after", "noir"],
      ["vaga", "sicilia", "before", "vega"],
    ] as const)("%s beside %s → %s", (typed, neighbour, side, meant) => {
      expect(named.correctBeside(typed, neighbour, side)).toBe(meant);
    });

    it("stays itself when it is a known word, or the word meant never stands there", () => {
      expect(named.correctBeside("arauco", "estate", "before")).toBeUndefined();
      expect(named.correctBeside("eagel", "pinot", "after")).toBeUndefined();
      expect(named.correctBeside("eagel", "screaming", "before")).toBeUndefined();
      expect(named.correctBeside("nor", "pinot", "after")).toBeUndefined();
    });
  });

  describe("a cuvée's word after its house's name, a join given apart from the names", () => {
    const joined = buildFuzzyVocabulary(
      ["penfolds", "grange"],
      () => 0,
      [["penfolds"], ["grange"]],
      [["penfolds", "grange"]],
    );

    it("is corrected across the join only when asked", () => {
      expect(joined.correctBeside("grang", "penfolds", "after", true)).toBe("grange");
      expect(joined.correctBeside("penfold", "grange", "before", true)).toBe("penfolds");
      expect(joined.correctBeside("grang", "penfolds", "after")).toBeUndefined();
    });
  });

  it("leaves short words and words further away alone", () => {
    expect(vocabulary.correct("arauco")).toBeUndefined();
    expect(vocabulary.correct("rieslingxx")).toBeUndefined();
  });

  describe("a word too short for any other slip", () => {
    const grapesAndHouseKinds = ["malbec", "merlot", "quinta", "syrah"];
    const short = buildFuzzyVocabulary(
      [...grapesAndHouseKinds, "arauco", "araujo", "birot", "arbois"],
      () => 0,
      [],
      [],
      grapesAndHouseKinds,
    );

    it.each([
      ["malbce", "malbec"],
      ["mlabec", "malbec"],
      ["qunita", "quinta"],
    ])(
      "is a grape's or a house-kind's word with two neighbouring letters swapped: %s → %s",
      (typed, meant) => {
        expect(short.correct(typed)).toBe(meant);
      },
    );

    it.each([
      // A dropped, changed or first letter.
      ["malec"],
      ["melot"],
      ["amlbec"],
      // Five letters, or another name's word: real names of their own.
      ["syarh"],
      ["briot"],
      ["arbios"],
    ])("is left alone: %s", (typed) => {
      expect(short.correct(typed)).toBeUndefined();
    });
  });
});
