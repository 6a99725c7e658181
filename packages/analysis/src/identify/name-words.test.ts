import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { nameWordModel } from "./name-words.ts";

const model = nameWordModel(loadKnowledgeBase());

function leader(word: string): string | undefined {
  return [...model.score([word])].sort((left, right) => right[1] - left[1])[0]?.[0];
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
