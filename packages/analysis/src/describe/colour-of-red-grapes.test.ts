import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";

// On the real knowledge base: red grapes made into rosé are described as rosé, not as the grapes' red wine.
const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");

describe("a rosé of red grapes (Whispering Angel: Grenache, Cinsault)", () => {
  const result = analysisResultSchema.parse(analyzer.analyze({ wineName: "Whispering Angel 2022", now }));
  const words = `${result.tastingProfile.currentProfile} ${result.tastingProfile.evolution} ${result.tastingProfile.peakExpectation}`;

  it("is a rosé of Grenache", () => {
    expect(result.identification.color).toBe("rose");
    expect(result.identification.variety).toContain("Grenache");
  });

  it.each(["kirsch", "leather", "tea leaf", "full-bodied"])(
    "is not described with the red's '%s'",
    (word) => {
      expect(words).not.toContain(word);
    },
  );

  it("keeps the grape's first fruit note", () => {
    expect(words).toContain("strawberry");
  });
});
