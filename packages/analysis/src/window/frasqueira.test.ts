import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";
import { frasqueiraPriceUsd } from "./frasqueira.ts";

const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");

function analysisOf(wineName: string) {
  return analysisResultSchema.parse(analyzer.analyze({ wineName, now }));
}

describe("a vintage Madeira (Frasqueira)", () => {
  it.each([
    // Bottled after at least 20 years in cask; best from 30 to 100 years; keeps about 150.
    ["Blandy's Malmsey 1977", [1997, 2127], [2007, 2077], "Peak Period"],
    ["Henriques & Henriques Sercial 1964", [1984, 2114], [1994, 2064], "Peak Period"],
    ["D'Oliveira Madeira Malvasia 1907", [1927, 2057], [1937, 2007], "Ready to Drink"],
    ["Barbeito Bual 2010 Frasqueira", [2030, 2160], [2040, 2110], "Too Young"],
  ] as const)("%s opens on its release and keeps for a century", (wineName, optimal, peak, status) => {
    const window = analysisOf(wineName).drinkingWindow;
    expect([window.optimalStart, window.optimalEnd]).toEqual(optimal);
    expect([window.peakStart, window.peakEnd]).toEqual(peak);
    expect(window.currentStatus).toBe(status);
    expect(window.factors).toContain(
      "a vintage Madeira (Frasqueira): at least 20 years in cask before bottling, then it keeps for more than a century",
    );
  });

  it("is priced by its age, not as a young fortified wine", () => {
    // $130 at 20 years, growing as age^1.1: a 49-year-old about $348, quoted 0.8–1.25× around it.
    expect(analysisOf("Blandy's Malmsey 1977").identification.marketValue).toBe("$275 - $425");
    const [low, high] = frasqueiraPriceUsd(1907, 2026);
    expect(Math.sqrt(low * high)).toBeCloseTo(130 * (119 / 20) ** 1.1, 6);
    // Never below its price at release.
    expect(frasqueiraPriceUsd(2020, 2026)).toEqual(frasqueiraPriceUsd(2000, 2020));
  });

  it("explains itself by its making, is stored upright and fears no warm room", () => {
    const analysis = analysisOf("Blandy's Malmsey 1977");
    expect(analysis.peakExplanation).toContain(
      "As a vintage Madeira (Frasqueira) it spends at least 20 years in cask before bottling",
    );
    expect(analysis.peakExplanation).not.toContain("curve of about");
    expect(analysis.recommendations.storageConditions).toMatch(/^Store upright/);
    expect(analysis.recommendations.riskFactors).not.toContain("warm or fluctuating storage");
    expect(analysis.structure.acidity).toMatch(/^(Medium-plus|High) \(4\.\d\/5\)/);
  });

  it.each(["Blandy's Harvest Malmsey 2010", "Cossart Gordon Bual Colheita 2005"])(
    "%s, a Colheita, keeps the general window",
    (wineName) => {
      const window = analysisOf(wineName).drinkingWindow;
      expect(window.factors.join("\n")).not.toContain("Frasqueira");
      expect(window.optimalStart).toBeLessThan(2025);
    },
  );
});
