import { describe, expect, it } from "vitest";
import { isRedundantName } from "./distinct-alternatives.ts";
import { tokensOf } from "./label-readings.ts";

const isRedundant = (name: string, better: string, isCatalogue = false) =>
  isRedundantName(tokensOf(name), tokensOf(better), isCatalogue);

describe("alternatives that add nothing to a better name", () => {
  it.each([
    ["a piece of one of its words", "Aux", "Château Margaux"],
    ["its words plus a piece of one", "Château Margaux Aux", "Château Margaux"],
    ["a word clipped at its start, a letter off", "Iateau", "Château Margaux"],
    ["a word clipped at its end", "Kooyon Pinot Noir", "Kooyong Win Pinot Noir"],
    ["some of its words, not a catalogue name", "Lustau Cre", "Emilio Lustau Cre"],
  ])("drops %s", (_, name, better) => {
    expect(isRedundant(name, better)).toBe(true);
  });

  it.each([
    ["a name with a word of its own", "Pavillon Rouge du Château Margaux", "Château Margaux", false],
    [
      "another catalogue wine named by some of its words",
      "Château Margaux",
      "Pavillon Rouge du Château Margaux",
      true,
    ],
    ["a different house spelled alike", "Margalit Winery", "Château Margaux", false],
  ])("keeps %s", (_, name, better, isCatalogue) => {
    expect(isRedundant(name, better, isCatalogue)).toBe(false);
  });
});
