import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { catalogWineStyleTerms } from "./catalog-label-words.ts";

const knowledgeBase = loadKnowledgeBase();

describe("the label words in a catalogued wine's name", () => {
  it.each([
    ["Wehlener Sonnenuhr Riesling Spätlese", ["spatlese"]],
    ["Viña Real Gran Reserva", ["gran-reserva"]],
    ["Imperial Reserva", ["reserva"]],
    ["Brut Rosé", ["rose", "sparkling"]],
    ["Extra Brut", ["sparkling"]],
    ["Scharzhofberger Riesling Kabinett", ["kabinett"]],
    ["Riesling", []],
  ])("%s → %j", (name, ids) => {
    const entry = knowledgeBase.wines.find((candidate) => candidate.wine.name === name);
    if (entry === undefined) throw new Error(`no catalogued wine is named ${name}`);
    expect(
      catalogWineStyleTerms(knowledgeBase, entry)
        .map((term) => term.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});
