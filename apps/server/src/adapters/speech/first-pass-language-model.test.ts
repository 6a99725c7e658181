import { describe, expect, it } from "vitest";
import { buildFirstPassLanguageModel } from "./first-pass-language-model.ts";

type Model = { unigrams: Map<string, { log: number; backoff: number }>; bigrams: Map<string, number> };

function parseArpa(text: string): Model {
  const model: Model = { unigrams: new Map(), bigrams: new Map() };
  let section = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("\\")) section = line;
    else if (line.trim().length === 0 || section === "\\data\\") continue;
    else if (section === "\\1-grams:") {
      const [log, word, backoff] = line.split(" ");
      model.unigrams.set(word!, { log: Number(log), backoff: Number(backoff ?? 0) });
    } else if (section === "\\2-grams:") {
      const [log, first, second] = line.split(" ");
      model.bigrams.set(`${first} ${second}`, Number(log));
    }
  }
  return model;
}

/** P(word | previous) as a decoder reads the model: the pair if seen, else the backoff times the word alone. */
function probability(model: Model, previous: string, word: string): number {
  const pair = model.bigrams.get(`${previous} ${word}`);
  if (pair !== undefined) return 10 ** pair;
  return 10 ** (model.unigrams.get(previous)!.backoff + model.unigrams.get(word)!.log);
}

const names = [["opus", "one"], ["chateau", "margaux"], ["chateau", "latour"], ["sassicaia"]];
const years = [
  ["twenty", "fifteen"],
  ["nineteen", "ninety", "seven"],
];
const vocabulary = [
  "opus",
  "one",
  "chateau",
  "margaux",
  "latour",
  "sassicaia",
  "twenty",
  "fifteen",
  "nineteen",
];
const text = buildFirstPassLanguageModel(names, years, [
  ...vocabulary,
  "ninety",
  "seven",
  "vintage",
  "hundred",
]);
const model = parseArpa(text);

describe("buildFirstPassLanguageModel", () => {
  it("declares as many word and pair lines as it writes", () => {
    expect(text).toContain(`ngram 1=${model.unigrams.size}`);
    expect(text).toContain(`ngram 2=${model.bigrams.size}`);
  });

  it("gives every word of the vocabulary a probability, even one no sentence uses", () => {
    expect(model.unigrams.get("hundred")!.log).toBeGreaterThan(-99);
    expect(model.unigrams.get("<s>")!.log).toBe(-99);
  });

  it.each(["<s>", "opus", "chateau", "margaux", "fifteen", "vintage"])(
    "sums to one over the next word after '%s'",
    (previous) => {
      const next = [...model.unigrams.keys()].filter((word) => word !== "<s>");
      const total = next.reduce((sum, word) => sum + probability(model, previous, word), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it.each([
    ["opus", "one", "margaux"],
    ["chateau", "margaux", "one"],
    ["chateau", "latour", "opus"],
    ["margaux", "twenty", "latour"],
    ["fifteen", "chateau", "margaux"],
  ])("after '%s' prefers '%s' to '%s'", (previous, likely, unlikely) => {
    expect(probability(model, previous, likely)).toBeGreaterThan(probability(model, previous, unlikely));
  });
});
