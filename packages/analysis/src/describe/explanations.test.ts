import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";

// On the real knowledge base: explanations whose numbers must agree with each other.
const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");
const analyze = (wineName: string) => analysisResultSchema.parse(analyzer.analyze({ wineName, now }));

describe("a sustainability score above 10 (Millton: biodynamic, Demeter, organic)", () => {
  const { score, explanation } = analyze("Millton 2015 Te Arai Chenin Blanc").sustainability!;

  it("is shown as 10 and the sum says it was capped", () => {
    expect(score).toBe(10);
    expect(explanation).toMatch(/, capped at 10\.$/);
  });

  it("lists a half-counted certification with the points it adds", () => {
    expect(explanation).toContain("+1.25 for Demeter biodynamic");
  });
});

describe("a window whose best years run to its end (Whispering Angel 2022 in 2026)", () => {
  const result = analyze("Whispering Angel 2022");

  it("tells no fading years", () => {
    expect(result.drinkingWindow.peakEnd).toBe(result.drinkingWindow.optimalEnd);
    expect(result.tastingProfile.evolution).toContain(
      `at its best now and through ${result.drinkingWindow.peakEnd}`,
    );
    expect(result.tastingProfile.evolution).not.toContain("recedes");
  });
});
