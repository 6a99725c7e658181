import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import type { Region, Variety, WineColor } from "../knowledge/schema.ts";
import type { WineStyle } from "./style-terms.ts";

/**
 * The grapes a catalogued house's uncatalogued wine is most likely made of when its label names none: the leading
 * grapes of the house's own wines of that style and colour from the wine's place, most frequent first.
 * "Sine Qua Non 2019" is a Syrah or a Grenache, not the Cabernet or Pinot Noir California's reds would suggest;
 * "Kosta Browne 2021" a Pinot Noir. Empty when the house makes no such wine there.
 */
export function houseGrapes(
  knowledgeBase: KnowledgeBase,
  house: CatalogProducer,
  region: Region | undefined,
  color: WineColor | undefined,
  style: WineStyle,
): Variety[] {
  const ofKind = house.wines.filter(
    (entry) =>
      entry.varieties.length > 0 &&
      entry.wine.style === style &&
      (color === undefined || entry.wine.color === color),
  );
  const atPlace =
    region === undefined
      ? []
      : ofKind.filter((entry) => isWithinRegion(knowledgeBase, entry.region ?? house.region, region.id));
  const counts = new Map<string, { variety: Variety; count: number; first: number }>();
  atPlace.forEach((entry, position) => {
    const variety = entry.varieties[0]!;
    const seen = counts.get(variety.id);
    if (seen === undefined) counts.set(variety.id, { variety, count: 1, first: position });
    else seen.count += 1;
  });
  const ranked = [...counts.values()]
    .sort((left, right) => right.count - left.count || left.first - right.first)
    .map(({ variety }) => variety);
  // With no colour stated, the leading grape's: Kosta Browne's Pinot Noir, not "Pinot Noir or Chardonnay".
  const leading = color ?? ranked[0]?.color;
  return ranked.filter((variety) => color === "rose" || variety.color === leading).slice(0, 2);
}
