import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";
import { colheitaPriceUsd } from "./colheita-port.ts";

const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-27T00:00:00Z");

function analysisOf(wineName: string) {
  return analysisResultSchema.parse(analyzer.analyze({ wineName, now }));
}

function centerOf(marketValue: string): number {
  const [low, high] = (marketValue.match(/[\d,]+/g) ?? []).map((amount) => Number(amount.replace(",", "")));
  return Math.sqrt(low! * high!);
}

describe("a dated tawny Port (Colheita)", () => {
  it.each([
    // Opens after its seven years in cask; bottled as it is sold, it is at its best from 20 to 100 years.
    ["Kopke Colheita 1966", [1974, 2086], [1986, 2066], "Peak Period"],
    ["Dalva Colheita 1963", [1971, 2083], [1983, 2063], "Peak Period"],
    ["Graham's Single Harvest 1972", [1980, 2092], [1992, 2072], "Peak Period"],
    ["Kopke 1935 Colheita White", [1943, 2055], [1955, 2035], "Peak Period"],
  ] as const)(
    "%s is at its best whatever its age, bottled as it is sold",
    (wineName, optimal, peak, status) => {
      const window = analysisOf(wineName).drinkingWindow;
      expect([window.optimalStart, window.optimalEnd]).toEqual(optimal);
      expect([window.peakStart, window.peakEnd]).toEqual(peak);
      expect(window.currentStatus).toBe(status);
    },
  );

  it.each([
    // Was $50–80 (Kopke), $33–50 (Graham's, uncatalogued), $100–150 (Dalva): a young Colheita's price.
    ["Kopke Colheita 1966", 250],
    ["Graham's Single Harvest 1972", 200],
    ["Dalva Colheita 1963", 270],
  ])("%s is priced by its age: about $%i or more", (wineName, atLeast) => {
    expect(centerOf(analysisOf(wineName).identification.marketValue)).toBeGreaterThanOrEqual(atLeast);
  });

  it("keeps a house's own dearer price", () => {
    // $50 at 25 years, ∝ age²: a 26-year-old Colheita is about $54, below Niepoort's own band.
    expect(analysisOf("Niepoort Colheita 2001").identification.marketValue).toBe("$70 - $110");
    const [low, high] = colheitaPriceUsd(1966, 2026);
    expect(Math.sqrt(low * high)).toBeCloseTo(50 * (60 / 25) ** 2, 6);
    // Never younger than its release.
    expect(colheitaPriceUsd(2024, 2026)).toEqual(colheitaPriceUsd(2000, 2008));
  });

  it.each(["Kopke Colheita 1966", "Taylor Fladgate 1967 Single Harvest"])(
    "%s explains itself by its making and is stored upright, not kept for years",
    (wineName) => {
      const analysis = analysisOf(wineName);
      expect(analysis.peakExplanation).toContain("As a dated tawny Port (Colheita) it ages in cask");
      expect(analysis.peakExplanation).not.toContain("critics' windows at release");
      expect(analysis.recommendations.storageConditions).toMatch(/^Store upright \(stopper cork\)/);
      expect(analysis.recommendations.riskFactors).not.toContain("ullage");
      // Its window counts its years in cask; a bottle does not keep for decades.
      expect(analysis.recommendations.cellaringAdvice).toMatch(
        /^Ready to drink: .* will not improve in bottle/,
      );
      expect(analysis.recommendations.cellaringAdvice).not.toContain("keep until");
    },
  );

  it.each([
    // "Colheita" is a table wine's harvest too: these were read as fortified and given 20-year windows.
    "Casa de Cambres 2015 Colheita Red",
    "Falua 2013 Conde de Vimioso Colheita Seleccionada Red",
    "Quinta da Pacheca 2013 Colheita Tinto Red",
  ])("%s, a table wine, keeps a table wine's window", (wineName) => {
    const { drinkingWindow } = analysisOf(wineName);
    expect(drinkingWindow.factors.join("\n")).not.toMatch(/tawny|fortified|label words \(port\)/);
    expect(drinkingWindow.optimalEnd).toBeLessThanOrEqual(2030);
  });

  it.each(["Foo 1970 Colheita", "Kopke 1935 Colheita White"])(
    "%s, from a Port lodge or alone, is a Port",
    (wineName) => {
      const analysis = analysisOf(wineName);
      expect(analysis.identification.region).toBe("Port");
      expect(analysis.drinkingWindow.factors.some((factor) => factor.startsWith("a dated tawny Port"))).toBe(
        true,
      );
    },
  );
});
