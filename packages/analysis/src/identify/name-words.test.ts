import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { cuveeWordModel, type NameWordModel, nameWordModel } from "./name-words.ts";

const knowledgeBase = loadKnowledgeBase();
const model = nameWordModel(knowledgeBase);

function leader(word: string, words: NameWordModel = model): string | undefined {
  return [...words.score([word])].sort((left, right) => right[1] - left[1])[0]?.[0];
}

describe("nameWordModel", () => {
  it.each([
    ["adega", "Portugal"],
    ["weingut", "Austria"],
    ["cellars", "US"],
    ["bodegas", "Spain"],
    ["domaine", "France"],
  ])("'%s' is most often in the names of houses from %s", (word, country) => {
    expect(leader(word)).toBe(country);
  });

  it("says nothing of a word no catalogued house uses", () => {
    expect([...model.score(["zzqx"]).values()].every((score) => score === 0)).toBe(true);
  });
});

describe("cuveeWordModel", () => {
  const cuvees = cuveeWordModel(knowledgeBase);

  it.each([
    ["vinhas", "Portugal"],
    ["riserva", "Italy"],
    ["bin", "Australia"],
    ["vineyard", "US"],
    ["vieilles", "France"],
  ])("'%s' is most often in the names of wines from %s", (word, country) => {
    expect(leader(word, cuvees)).toBe(country);
  });
});
