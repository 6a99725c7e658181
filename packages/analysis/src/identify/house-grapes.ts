import type { CatalogProducer } from "../knowledge/knowledge-base.ts";
import type { Variety, WineColor } from "../knowledge/schema.ts";
import type { WineStyle } from "./style-terms.ts";

/**
 * The grapes a catalogued house's uncatalogued wine is most likely made of when the label names the house alone:
 * the leading grapes of the house's own wines of that style (and colour, when stated), most frequent first.
 * "Sine Qua Non 2019" is a Grenache or a Syrah, not the Cabernet or Pinot Noir California's reds would suggest;
 * "Kosta Browne 2021" a Pinot Noir. Empty when the house makes no such wine.
 */
export function houseGrapes(
  house: CatalogProducer,
  color: WineColor | undefined,
  style: WineStyle,
): Variety[] {
  const counts = new Map<string, { variety: Variety; count: number; first: number }>();
  house.wines.forEach((entry, position) => {
    const variety = entry.varieties[0];
    if (variety === undefined || entry.wine.style !== style) return;
    if (color !== undefined && entry.wine.color !== color) return;
    const seen = counts.get(variety.id);
    if (seen === undefined) counts.set(variety.id, { variety, count: 1, first: position });
    else seen.count += 1;
  });
  const ranked = [...counts.values()].sort(
    (left, right) => right.count - left.count || left.first - right.first,
  );
  const [leader] = ranked;
  if (leader === undefined) return [];
  // With no colour stated, the leading grape's: Kosta Browne's Pinot Noir, not "Pinot Noir or Chardonnay". A
  // second grape only when the house makes it about as often: Heitz is its Cabernet, not its one Grignolino.
  const colour = color ?? leader.variety.color;
  return ranked
    .filter(
      ({ variety, count }) => (color === "rose" || variety.color === colour) && count * 2 >= leader.count,
    )
    .slice(0, 2)
    .map(({ variety }) => variety);
}
