import { regionLineage } from "../knowledge/region-lineage.ts";
import { listWords } from "../text/list-words.ts";
import type { DescribeContext } from "./describe-context.ts";

const STYLE_PAIRINGS = {
  sparkling: ["oysters", "fried starters", "aged Comté"],
  sweet: ["blue cheese", "foie gras", "fruit tarts"],
  fortified: ["Stilton", "dark chocolate", "walnuts"],
} as const;

const MATURE_PAIRINGS = {
  red: ["mushroom dishes", "roast game"],
  white: ["roast chicken with morels", "aged hard cheese"],
  rose: ["grilled fish", "herb salads"],
} as const;

/** The grapes' classic matches, adjusted for style and for how mature the bottle is now. */
export function describeFoodPairing(context: DescribeContext): string {
  const { profile, stage, scales, knowledgeBase, window } = context;
  const dishes: string[] = [];
  const add = (words: readonly string[], limit: number) => {
    for (const word of words) {
      if (limit <= 0) return;
      // "roast chicken" and "roast chicken with morels" are one dish.
      const isNew = dishes.every((dish) => {
        const [known, candidate] = [dish.toLowerCase(), word.toLowerCase()];
        return !known.includes(candidate) && !candidate.includes(known);
      });
      if (isNew) {
        dishes.push(word);
        limit -= 1;
      }
    }
  };
  const [dominant, ...others] = profile.varieties;
  const { made } = context;
  if (made?.food !== undefined) add(made.food, made.food.length);
  else {
    if (dominant !== undefined) add(dominant.foodPairings, 3);
    for (const variety of others.slice(0, 2)) add(variety.foodPairings, 1);
    if (profile.style !== "still") add(STYLE_PAIRINGS[profile.style], 2);
  }
  const isMature = stage === "peak" || stage === "mature" || stage === "past";
  if (isMature && profile.style === "still") add(MATURE_PAIRINGS[profile.color], 1);
  if (dishes.length === 0) add(MATURE_PAIRINGS[profile.color], 2);
  const why =
    made?.foodWhy ??
    (profile.color === "red" && scales.tannin >= 3.5
      ? "protein and fat soften its firm tannins"
      : scales.acidity >= 3.5
        ? "its acidity cuts through richness and lifts delicate flavours"
        : profile.style === "sweet"
          ? "sweetness balances salty and rich foods"
          : "its moderate structure stays in step with the food");
  // A cuisine belongs to a broad region (Burgundy, Piedmont), not to a vineyard or a village.
  const broad = regionLineage(knowledgeBase, profile.region)
    .filter((region) => region.level !== "country")
    .at(-1);
  const regional = broad !== undefined ? ` Regional match: the cooking of ${broad.name}.` : "";
  const isAgedWine =
    profile.vintage !== null &&
    window.optimalEnd - window.baseYear >= 8 &&
    (stage === "mature" || stage === "past");
  return `${listWords(dishes).charAt(0).toUpperCase()}${listWords(dishes).slice(1)}: ${why}.${isAgedWine ? " With age, earthier dishes suit it best." : ""}${regional}`;
}
