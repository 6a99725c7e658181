import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import type { Region, WineColor } from "../knowledge/schema.ts";
import type { WineStyle } from "./style-terms.ts";

/**
 * Where a grape is at home, read from the regions' variety lists (a grape listed first in many of a country's
 * regions is that country's grape). Computed once per knowledge base.
 */
interface VarietyGeography {
  countryWeights: Map<string, Map<string, number>>;
  countryRegion: Map<string, Region>;
  producerCounts: Map<string, number>;
}

const LEVEL_BONUS: Record<Region["level"], number> = {
  region: 0.5,
  subregion: 0.3,
  appellation: 0.1,
  country: 0,
};

/**
 * A blend named by its style ("GSM", "Meritage") is at home where its grapes are: no region lists the style
 * itself among its grapes.
 */
const STYLE_BLEND_GRAPES: Readonly<Record<string, readonly string[]>> = {
  "rhone-blend-red": ["grenache", "syrah", "mourvedre"],
  "bordeaux-blend-red": ["cabernet-sauvignon", "merlot", "cabernet-franc"],
  "bordeaux-blend-white": ["sauvignon-blanc", "semillon"],
  "champagne-blend": ["chardonnay", "pinot-noir", "pinot-meunier"],
};

const geography = perKnowledgeBase((knowledgeBase): VarietyGeography => {
  const countryWeights = new Map<string, Map<string, number>>();
  const countryRegion = new Map<string, Region>();
  for (const region of knowledgeBase.regions.values()) {
    if (region.level === "country") countryRegion.set(region.country, region);
    region.varieties.forEach((varietyId, position) => {
      const weights = countryWeights.get(varietyId) ?? new Map<string, number>();
      weights.set(region.country, (weights.get(region.country) ?? 0) + 1 / (1 + position));
      countryWeights.set(varietyId, weights);
    });
  }
  for (const weights of countryWeights.values()) {
    const highest = Math.max(...weights.values());
    for (const [country, weight] of weights) weights.set(country, weight / highest);
  }
  for (const [blend, grapes] of Object.entries(STYLE_BLEND_GRAPES)) {
    if (countryWeights.has(blend)) continue;
    const summed = new Map<string, number>();
    for (const grape of grapes) {
      for (const [country, weight] of countryWeights.get(grape) ?? []) {
        summed.set(country, (summed.get(country) ?? 0) + weight);
      }
    }
    if (summed.size === 0) continue;
    const highest = Math.max(...summed.values());
    countryWeights.set(blend, new Map([...summed].map(([country, weight]) => [country, weight / highest])));
  }
  const producerCounts = new Map<string, number>();
  for (const producer of knowledgeBase.producers) {
    let region = producer.region;
    const visited = new Set<string>();
    while (region !== undefined && !visited.has(region.id)) {
      visited.add(region.id);
      producerCounts.set(region.id, (producerCounts.get(region.id) ?? 0) + 1);
      region = region.parent === null ? undefined : knowledgeBase.regions.get(region.parent);
    }
  }
  return { countryWeights, countryRegion, producerCounts };
});

/** Countries where the grape is grown, weighted 0–1 (1 = its main home). */
export function varietyCountryWeights(
  knowledgeBase: KnowledgeBase,
  varietyId: string,
): ReadonlyMap<string, number> {
  return geography(knowledgeBase).countryWeights.get(varietyId) ?? new Map();
}

export function countryRegion(knowledgeBase: KnowledgeBase, country: string): Region | undefined {
  return geography(knowledgeBase).countryRegion.get(country);
}

/**
 * The region of `country` most typical for the grape (or, without a grape, for the colour), among those that make
 * the wine's style when it is given: a broad region is preferred to a single appellation, since nothing on the label
 * named one.
 */
export function typicalRegion(
  knowledgeBase: KnowledgeBase,
  country: string,
  varietyIds: readonly string[],
  color: WineColor | undefined,
  style?: WineStyle,
): Region | undefined {
  const { producerCounts } = geography(knowledgeBase);
  const blendGrapes = varietyIds.length > 0 ? STYLE_BLEND_GRAPES[varietyIds[0]!] : undefined;
  let best: Region | undefined;
  let bestScore = 0;
  for (const region of knowledgeBase.regions.values()) {
    if (region.country !== country || region.level === "country") continue;
    // A still Chardonnay of France is no Champagne, whose Chardonnay is all sparkling.
    if (style !== undefined && !region.styles.includes(style)) continue;
    let fit = 0;
    if (blendGrapes !== undefined) {
      // A style's blend fits where at least two of its grapes are grown, the more and the higher-listed the better.
      let grown = 0;
      for (const grape of blendGrapes) {
        const position = region.varieties.indexOf(grape);
        if (position < 0) continue;
        grown += 1;
        fit += 1 / (1 + position) / blendGrapes.length;
      }
      if (grown < 2) continue;
    } else if (varietyIds.length > 0) {
      const position = region.varieties.indexOf(varietyIds[0]!);
      if (position < 0) continue;
      fit = 1 / (1 + position);
    } else if (color !== undefined) {
      if (!region.colors.includes(color)) continue;
      fit = region.colors[0] === color ? 1 : 0.5;
    }
    const score = fit + LEVEL_BONUS[region.level] + 0.05 * Math.log1p(producerCounts.get(region.id) ?? 0);
    if (score > bestScore) {
      best = region;
      bestScore = score;
    }
  }
  if (best === undefined && style !== undefined)
    return typicalRegion(knowledgeBase, country, varietyIds, color);
  return best ?? countryRegion(knowledgeBase, country);
}
