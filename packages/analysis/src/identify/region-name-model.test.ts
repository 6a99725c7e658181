import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { broadRegion } from "../knowledge/region-lineage.ts";
import { tokenize } from "../text/normalize.ts";
import { rankRegionsByName } from "./region-name-model.ts";

const knowledgeBase = loadKnowledgeBase();
const EVIDENCE_ONLY = { wordWeight: 0.5, soundWeight: 2.5, defaultBonus: 0 };

function best(country: string, name: string, weights = EVIDENCE_ONLY, favoured?: string) {
  return rankRegionsByName(
    knowledgeBase,
    { country, tokens: tokenize(name), varietyId: undefined, color: "red", favoured },
    weights,
  )[0]?.[0];
}

describe("broadRegion", () => {
  it.each([
    ["barbaresco", "piedmont"],
    ["pauillac", "bordeaux"],
    ["tuscany", "tuscany"],
    ["france", undefined],
  ])("%s lies in %s", (regionId, expected) => {
    expect(broadRegion(knowledgeBase, knowledgeBase.regions.get(regionId))?.id).toBe(expected);
  });
});

describe("rankRegionsByName", () => {
  it.each([
    ["Italy", "Cascina del Bricco Sorì Rosso", "piedmont"],
    ["Italy", "Podere Poggio ai Lecci Rosso", "tuscany"],
    ["Italy", "Masseria delle Murge Primitivo Salento", "puglia"],
    ["Italy", "Baglio delle Saline Nero", "sicily"],
    ["France", "Château Haut-Bergeron Grand Vin", "bordeaux"],
  ])("reads %s names: %s → %s", (country, name, expected) => {
    expect(best(country, name)).toBe(expected);
  });

  it("keeps the default region when the names say little", () => {
    const strongDefault = { ...EVIDENCE_ONLY, defaultBonus: 4 };
    expect(best("Italy", "Rossi Rosso", strongDefault, "tuscany")).toBe("tuscany");
    expect(best("Italy", "Rossi Rosso", strongDefault, "veneto")).toBe("veneto");
  });

  it("knows nothing of a country without catalogued houses", () => {
    expect(
      rankRegionsByName(
        knowledgeBase,
        { country: "Atlantis", tokens: ["x"], varietyId: undefined, color: "red", favoured: undefined },
        EVIDENCE_ONLY,
      ),
    ).toEqual([]);
  });
});
