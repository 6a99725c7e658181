import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema, multipleMatchesSchema } from "../result/analysis-result.schema.ts";
import { normalizePhrase } from "../text/normalize.ts";
import { createAnalyzer } from "./create-analyzer.ts";

// The "done when" wines, against the real knowledge base. A classic whose producer is not (yet) in the
// data is skipped with a message rather than failed.
const knowledgeBase = loadKnowledgeBase();
const analyzer = createAnalyzer(knowledgeBase);
const now = new Date("2025-06-01T00:00:00Z");

function hasProducer(name: string): boolean {
  const wanted = normalizePhrase(name);
  return knowledgeBase.producers.some((producer) =>
    [producer.name, ...producer.aliases].some((alias) => normalizePhrase(alias) === wanted),
  );
}

const CLASSICS = [
  { text: "Château Margaux 2015", producers: ["Château Margaux"], country: "France", color: "red" },
  { text: "Sassicaia 2016", producers: ["Tenuta San Guido"], country: "Italy", color: "red" },
  {
    text: "Dom Pérignon 2012",
    producers: ["Moët & Chandon", "Dom Pérignon"],
    country: "France",
    color: "white",
  },
  { text: "Penfolds Grange 2010", producers: ["Penfolds"], country: "Australia", color: "red" },
  {
    text: "Cloudy Bay Sauvignon Blanc 2023",
    producers: ["Cloudy Bay"],
    country: "New Zealand",
    color: "white",
  },
] as const;

describe("classics on the real knowledge base", () => {
  for (const classic of CLASSICS) {
    const isPresent = classic.producers.some(hasProducer);
    if (!isPresent)
      console.warn(
        `[classics] ${classic.producers[0]} is not in the knowledge base yet: skipping "${classic.text}"`,
      );
    it.runIf(isPresent)(`${classic.text} is identified from the catalogue with a full analysis`, () => {
      const result = analysisResultSchema.parse(analyzer.analyze({ wineName: classic.text, now }));
      expect(result.identification.source).toBe("catalog");
      expect(classic.producers.map(normalizePhrase)).toContain(
        normalizePhrase(result.identification.producer),
      );
      expect(result.identification.country).toBe(classic.country);
      expect(result.identification.color).toBe(classic.color);
      expect(result.identification.marketValue).toMatch(/^\$/);
      expect(result.drinkingWindow.optimalStart).toBeLessThanOrEqual(result.drinkingWindow.peakStart);
      expect(result.drinkingWindow.peakEnd).toBeLessThanOrEqual(result.drinkingWindow.optimalEnd);
    });
  }

  it.runIf(knowledgeBase.wines.filter((entry) => /reserva/i.test(entry.wine.name)).length >= 2)(
    "'Reserva 2018' asks which wine is meant",
    () => {
      const outcome = multipleMatchesSchema.parse(analyzer.analyze({ wineName: "Reserva 2018", now }));
      expect(new Set(outcome.possibleMatches.map((match) => match.producer)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it.runIf(knowledgeBase.regionsByName.has("barolo"))(
    "an unknown Barolo is inferred from its appellation",
    () => {
      const result = analysisResultSchema.parse(
        analyzer.analyze({ wineName: "Cascina Immaginaria 2016 Barolo", now }),
      );
      expect(result.identification.source).toBe("inferred");
      expect(result.identification.region).toBe("Barolo");
      expect(result.identification.country).toBe("Italy");
      expect(result.identification.variety).toMatch(/Nebbiolo/);
      expect(result.identification.confidence).toBeLessThan(0.8);
    },
  );

  // Critics in the file give these villages a "drink from" year and almost never an end: the end is the engine's
  // own curve, which at the premium tier of lesser Pinot ended a 2015 Gevrey-Chambertin in 2025, "Past Peak".
  it.each([
    ["Gevrey-Chambertin 2015", 2015],
    ["Chambolle-Musigny 2019", 2019],
    ["Pommard 2012", 2012],
  ])("an unknown red of a great Côte d'Or village (%s) keeps at least twelve years", (text, vintage) => {
    const result = analysisResultSchema.parse(analyzer.analyze({ wineName: text, now }));
    expect(result.identification.source).toBe("inferred");
    expect(result.drinkingWindow.optimalEnd).toBeGreaterThanOrEqual(vintage + 12);
  });
});
