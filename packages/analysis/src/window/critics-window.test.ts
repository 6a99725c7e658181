import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";

// On the real knowledge base and the fitted corrections and trees.
const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");

function windowOf(wineName: string) {
  return analysisResultSchema.parse(analyzer.analyze({ wineName, now })).drinkingWindow;
}

describe("critics' corrections of the window", () => {
  // Without the icon's floor the critics' release-time windows end these in 2026, 2036 and 2036.
  it.each([
    ["Penfolds Grange 2010", 2029],
    ["Château Margaux 2015", 2039],
    ["Tenuta San Guido Sassicaia 2016", 2039],
  ])("%s, an icon, keeps most of its aging curve: open until at least %i", (wineName, end) => {
    const window = windowOf(wineName);
    expect(window.optimalEnd).toBeGreaterThanOrEqual(end);
    expect(window.factors.some((factor) => factor.startsWith("an icon's window keeps at least 75%"))).toBe(
      true,
    );
  });

  it("names the facts behind the critics' shift", () => {
    const factor = windowOf("Cloudy Bay Sauvignon Blanc 2023").factors.find((f) =>
      f.startsWith("critics' windows for wines like it:"),
    );
    expect(factor).toMatch(
      /^critics' windows for wines like it: (opening|end) [+−][\d.]+ years? \(mostly its [a-z ]+/,
    );
  });

  it("says in the peak explanation which facts moved the window", () => {
    const outcome = analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Cloudy Bay Sauvignon Blanc 2023", now }),
    );
    expect(outcome.peakExplanation).toMatch(
      /Critics' own windows for wines like it open later \(\+[\d.]+ years?, mostly for its [a-z ]+\)/,
    );
  });

  it("rates a wine blended across South Australia by the state's chart", () => {
    const outcome = analysisResultSchema.parse(analyzer.analyze({ wineName: "Penfolds Grange 2010", now }));
    expect(outcome.peakExplanation).toContain("2010 was excellent in South Australia (95/100: Outstanding)");
  });
});
