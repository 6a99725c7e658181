import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analysisOutcomeSchema,
  analysisResultSchema,
  isMultipleMatches,
  multipleMatchesSchema,
} from "../result/analysis-result.schema.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { InvalidAnalysisInput } from "./analyze-input.ts";
import { createAnalyzer } from "./create-analyzer.ts";

const analyzer = createAnalyzer(fixtureKnowledgeBase());
const now = new Date("2025-06-01T00:00:00Z");

/** A text whose only word is a year, full or short ("2015", "'49"): it names no wine. */
function isYearAlone(text: string): boolean {
  const words = text.split(/[\s\p{Cc}]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length === 1 && /^(?:\(?(?:19|20)\d\d\)?|['’‘`]\d\d)[.,;:]?$/u.test(words[0]!);
}

function analyzeResult(wineName: string, extra: { vintage?: number; currency?: "EUR" } = {}) {
  const outcome = analyzer.analyze({ wineName, now, ...extra });
  return analysisResultSchema.parse(outcome);
}

describe("createAnalyzer", () => {
  it("analyses Château Margaux 2015 as an icon with a long window", () => {
    const result = analyzeResult("Château Margaux 2015");
    expect(result.identification).toMatchObject({
      producer: "Château Margaux",
      region: "Margaux",
      country: "France",
    });
    expect(result.drinkingWindow.optimalEnd - 2015).toBeGreaterThanOrEqual(30);
    expect(result.drinkingWindow.peakStart).toBeGreaterThan(2025);
    expect(result.peakExplanation).toContain("Premier Grand Cru Classé");
    expect(result.peakExplanation).toContain("96/100");
  });

  it("analyses a non-vintage wine from today", () => {
    const result = analyzeResult("Moët Impérial Brut NV");
    expect(result.drinkingWindow.optimalStart).toBe(2025);
    expect(result.drinkingWindow.currentStatus).toBe("Peak Period");
  });

  it("names the derived status words relative to now", () => {
    const statuses = [2010, 2016, 2021, 2023, 2035].map((vintage) =>
      analyzer.analyze({ wineName: "Cloudy Bay Sauvignon Blanc", vintage, now }),
    );
    const words = statuses.map((outcome) =>
      isMultipleMatches(outcome) ? "" : outcome.drinkingWindow.currentStatus,
    );
    expect(words[0]).toBe("Past Peak");
    expect(words[4]).toBe("Too Young");
  });

  it("prices in the requested currency", () => {
    expect(analyzeResult("Sassicaia 2016", { currency: "EUR" }).identification.marketValue).toMatch(
      /^€[\d,]+ - €[\d,]+$/,
    );
  });

  it("returns the disambiguation shape for an ambiguous name", () => {
    const outcome = multipleMatchesSchema.parse(analyzer.analyze({ wineName: "Reserva 2018", now }));
    expect(outcome.vintage).toBe(2018);
    expect(outcome.possibleMatches.length).toBeGreaterThanOrEqual(3);
    for (const match of outcome.possibleMatches)
      expect(match.distinguishingFeatures).toContain(match.producer);
  });

  it("writes analyses specific to the wine, not boilerplate", () => {
    const margaux = analyzeResult("Château Margaux 2015");
    const cloudyBay = analyzeResult("Cloudy Bay Sauvignon Blanc 2023");
    for (const key of ["tannins", "acidity", "agingPotential"] as const) {
      expect(margaux.structure[key]).not.toBe(cloudyBay.structure[key]);
    }
    expect(margaux.foodPairing).not.toBe(cloudyBay.foodPairing);
    expect(cloudyBay.sustainability?.certifications).toContain("Sustainable Winegrowing New Zealand");
  });

  it("is deterministic and never reads the clock", () => {
    const first = analyzer.analyze({ wineName: "Penfolds Grange 2010", now });
    const second = analyzer.analyze({ wineName: "Penfolds Grange 2010", now: new Date(now) });
    expect(second).toEqual(first);
    const later = analyzer.analyze({ wineName: "Penfolds Grange 2010", now: new Date("2045-01-01") });
    expect(later).not.toEqual(first);
  });

  it("rejects an empty name", () => {
    expect(() => analyzer.analyze({ wineName: "  ", now })).toThrow("Wine name required");
  });

  it("analyses a name that is only a non-vintage marker instead of refusing it", () => {
    const outcome = analyzer.analyze({ wineName: "Nv", vintage: 1900, now });
    expect(analysisOutcomeSchema.safeParse(outcome).success).toBe(true);
  });

  it("always returns a schema-valid outcome for any text", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1900, max: 2030 }),
        (text, vintage) => {
          if (text.replace(/[^\p{L}\p{N}]/gu, "") === "" || isYearAlone(text)) return;
          const outcome = analyzer.analyze({ wineName: text, vintage, now });
          expect(analysisOutcomeSchema.safeParse(outcome).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(["2015", "'49", " `84 ", "(1996)"])(
    "refuses %j, a year alone, as the user's input to correct",
    (text) => {
      expect(() => analyzer.analyze({ wineName: text, now })).toThrow(InvalidAnalysisInput);
      expect(() => analyzer.analyze({ wineName: text, now })).toThrow("Wine name required");
    },
  );
});

describe("storage advice in a warm room", () => {
  const storageAt = (year: number) =>
    analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Château Margaux 2015", now: new Date(`${year}-06-01T00:00:00Z`) }),
    );

  it("halves the years left when there are some", () => {
    const result = storageAt(2025);
    const left = result.drinkingWindow.optimalEnd - 2025;
    expect(result.recommendations.storageConditions).toContain(
      `cutting its remaining ${left} years to about ${Math.round(left / 2)} years`,
    );
  });

  it("does not halve a last year or a window already over", () => {
    const { optimalEnd } = storageAt(2025).drinkingWindow;
    for (const year of [optimalEnd - 1, optimalEnd, optimalEnd + 5]) {
      const advice = storageAt(year).recommendations.storageConditions;
      expect(advice).toContain("this late in its window it would fade within months");
      expect(advice).not.toContain("cutting its remaining");
    }
  });
});

describe("sustainability explanation", () => {
  it.each(["Château Margaux 2015", "Cloudy Bay Sauvignon Blanc 2023", "Penfolds Grange 2010"])(
    "%s: the parts the explanation lists add up to its score",
    (wineName) => {
      const sustainability = analysisResultSchema.parse(analyzer.analyze({ wineName, now })).sustainability;
      const parts = sustainability?.explanation.split(": ").at(-1) ?? "";
      const points = [...parts.matchAll(/(?:^|\+)(\d+\.\d+) for /g)].map((match) => Number(match[1]));
      expect(points[0]).toBe(4.5);
      expect(points.reduce((sum, value) => sum + value, 0)).toBeCloseTo(sustainability?.score ?? -1, 5);
    },
  );
});

describe("the evolution told from where the wine stands now", () => {
  const at = (year: number) =>
    analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Château Margaux 2015", now: new Date(`${year}-06-01T00:00:00Z`) }),
    );
  const { peakStart, peakEnd, optimalEnd } = at(2025).drinkingWindow;

  it.each([
    [peakStart - 1, `gains silkiness through ${peakStart}`],
    [peakStart, `at its best now and through ${peakEnd}`],
    [peakEnd + 1, `its best years ended in ${peakEnd}`],
    [optimalEnd + 1, "Now declining"],
  ])("in %i: '%s'", (year, words) => {
    expect(at(year).tastingProfile.evolution).toContain(words);
  });
});
