import { describe, expect, it } from "vitest";
import { identifyWine } from "../identify/identify-wine.ts";
import { analyzeQuery } from "../identify/query-analysis.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { bandCenter, estimatePriceUsd, formatMarketValue, releasePriceUsd } from "./market-value.ts";

const knowledgeBase = loadKnowledgeBase();

/** What the engine makes of a wine the catalogue does not hold. */
function uncataloguedProfile(text: string) {
  const identification = identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  expect(identification.profile.catalogWine).toBeUndefined();
  return identification.profile;
}

describe("formatMarketValue", () => {
  it("writes a USD range with the symbol", () => {
    expect(formatMarketValue([80, 120])).toBe("$80 - $120");
  });

  it("converts with the spec's rates and rounds to readable steps", () => {
    expect(formatMarketValue([100, 150], "EUR")).toBe("€90 - €140");
    expect(formatMarketValue([100, 150], "JPY")).toBe("¥15,000 - ¥23,000");
    expect(formatMarketValue([600, 900], "GBP")).toBe("£475 - £700");
  });

  it("collapses a band that rounds to one price", () => {
    expect(formatMarketValue([10, 10.2])).toBe("$10");
  });
});

describe("releasePriceUsd: a catalogued house's uncatalogued wine", () => {
  const priceOf = (text: string) => bandCenter(releasePriceUsd(knowledgeBase, uncataloguedProfile(text)));

  it.each([
    // Houses whose catalogued wines sell well above wines of their tier and place are dear for the rest too.
    ["Domaine Ramonet 2019 Bourgogne Blanc", "Domaine Zzyzx 2019 Bourgogne Blanc"],
    ["Screaming Eagle 2019 Sauvignon Blanc", "Zzyzx Cellars 2019 Oakville Sauvignon Blanc"],
    ["Domaine Leroy 2019 Gevrey-Chambertin", "Domaine Zzyzx 2019 Gevrey-Chambertin"],
  ])("%s is dearer than %s", (dear, unknown) => {
    expect(priceOf(dear)).toBeGreaterThan(1.3 * priceOf(unknown));
  });

  // Catena Zapata's Adrianna Vineyard Malbecs are catalogued at $110–200; its everyday Malbec at $20–25.
  it("prices a wine of a range the house's catalogued wines name like those wines", () => {
    const price = priceOf("Catena Zapata Adrianna Vineyard Malbec 2016");
    expect(price).toBeGreaterThan(110);
    expect(price).toBeLessThan(200);
  });

  // A house's wine of a named place is of the house's lowest rank there: its Beaujolais-Villages is its entry wine.
  it("keeps a house's everyday wine near everyday prices, whatever its grands crus cost", () => {
    expect(priceOf("Bouchard Père & Fils 2023 Beaujolais-Villages")).toBeLessThan(
      2 * priceOf("Domaine Zzyzx 2023 Beaujolais-Villages"),
    );
  });
});

describe("estimatePriceUsd: an uncatalogued wine of a place the catalogue knows well", () => {
  const inferredPrice = (text: string) =>
    bandCenter(estimatePriceUsd(knowledgeBase, uncataloguedProfile(text), 2026));
  /** The price nine in ten of the catalogue's wines of that place and colour sell at or above. */
  const cheaperCatalogued = (regionId: string, color: string) => {
    const prices = knowledgeBase.wines
      .filter((entry) => entry.region?.id === regionId && entry.wine.color === color)
      .map((entry) => Math.sqrt(entry.wine.priceUsd[0] * entry.wine.priceUsd[1]))
      .sort((left, right) => left - right);
    expect(prices.length).toBeGreaterThanOrEqual(20);
    return prices[Math.floor(0.1 * (prices.length - 1))]!;
  };

  it.each([
    ["Pomerol 2015", "pomerol", "red"],
    ["Côte-Rôtie 2015", "cote-rotie", "red"],
    ["Meursault 2018", "meursault", "white"],
    ["Domaine Zzyzx 2017 Châteauneuf-du-Pape", "chateauneuf-du-pape", "red"],
  ])("%s costs at least what the cheaper catalogued wines of %s (%s) cost", (text, regionId, color) => {
    expect(inferredPrice(text)).toBeGreaterThanOrEqual(cheaperCatalogued(regionId, color) - 1e-9);
  });
});
