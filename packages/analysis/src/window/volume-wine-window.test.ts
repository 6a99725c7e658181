import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";

// On the real knowledge base: critics' later openings are not applied past a volume wine's release.
const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");

function windowOf(wineName: string) {
  return analysisResultSchema.parse(analyzer.analyze({ wineName, now })).drinkingWindow;
}

describe("the opening of a volume wine", () => {
  it.each([
    // Catalogued wines priced at $15 or less, red (released two years after the harvest) and white (one year).
    ["Yellow Tail 2024 Shiraz", 2026],
    ["14 Hands 2019 Hot to Trot Red Blend", 2021],
    ["Barefoot 2025 Pinot Grigio", 2026],
    // An uncatalogued cuvée of a house whose wines are all volume wines.
    ["Barefoot 2023 Merlot", 2025],
    // Still whites up to $25: critics' few "drink from" years for whites opened these in 2027 and 2029.
    ["Kim Crawford 2025 Sauvignon Blanc", 2026],
    ["Santa Margherita 2024 Pinot Grigio", 2025],
  ])("%s opens by its release, %i", (wineName, release) => {
    const window = windowOf(wineName);
    expect(window.optimalStart).toBeLessThanOrEqual(release);
    expect(window.currentStatus).not.toBe("Too Young");
    expect(
      window.factors.some((factor) => factor.startsWith("a volume wine, made to drink on release")),
    ).toBe(true);
  });

  it("a still rosé, whatever its price, opens on its release and ages as a rosé, not as its red grapes", () => {
    const window = windowOf("Domaine Tempier 2023 Bandol Rosé");
    expect(window.optimalStart).toBeLessThanOrEqual(2024);
    // As its red grapes it had ended in 2036; Bandol's critics give its rosés a few more years than most.
    expect(window.optimalEnd).toBeLessThanOrEqual(2032);
    expect(window.factors[0]).toMatch(/^rosé of Mourvèdre/);
    expect(windowOf("Whispering Angel 2025").optimalStart).toBeLessThanOrEqual(2026);
  });

  it("a dear white still follows the critics", () => {
    const window = windowOf("Cloudy Bay 2023 Te Koko");
    expect(window.factors.some((factor) => factor.startsWith("a volume wine"))).toBe(false);
  });

  it("still follows the critics for a wine that needs time", () => {
    const window = windowOf("Penfolds Grange 2010");
    expect(window.factors.some((factor) => factor.startsWith("a volume wine"))).toBe(false);
    expect(window.optimalStart).toBeGreaterThan(2012);
  });
});

describe("the end of a white or rosé volume wine", () => {
  const isCapped = (factors: readonly string[]) =>
    factors.some((factor) => factor.includes("made to drink young ends at most 6 years after the harvest"));

  it("comes within six years of the harvest, whatever critics give its region's other wines", () => {
    // Veneto's Amarones had carried this $20–25 Pinot Grigio to 2031.
    const window = windowOf("Santa Margherita 2022 Pinot Grigio");
    expect(window.optimalEnd).toBeLessThanOrEqual(2028);
    expect(isCapped(window.factors)).toBe(true);
  });

  it("comes so for a wine of no house we know, priced as a modest white", () => {
    // Uncatalogued, it had no price to call it a volume wine and ended in 2033; once ready on release, six years
    // after the harvest at the latest.
    const window = windowOf("Pinot Grigio 2023");
    expect(window.optimalStart).toBe(2024);
    expect(window.optimalEnd).toBeLessThanOrEqual(2029);
    expect(isCapped(window.factors)).toBe(true);
  });

  it.each([
    // A grape of high acidity keeps longer than its price says.
    "Chateau Ste. Michelle 2022 Columbia Valley Riesling",
    // A grand cru is no volume wine.
    "Cave de Turckheim 2013 Hengst Grand Cru Pinot Gris",
    // A red follows its critics.
    "Yellow Tail 2024 Shiraz",
  ])("is not bounded so for %s", (wineName) => {
    expect(isCapped(windowOf(wineName).factors)).toBe(false);
  });
});
