import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { grapesGrownIn } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";
import { COUNTRY_CALIBRATION } from "../model/country-calibration.ts";
import { collectCountryEvidence } from "./infer-country.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import type { Found } from "./read-label.ts";

const LEVEL_SPECIFICITY: Record<Region["level"], number> = {
  appellation: 0.3,
  subregion: 0.2,
  region: 0.1,
  country: 0,
};

export function pickRegion(found: Found<Region>[], varietyIds: readonly string[]): Found<Region> | undefined {
  let best: Found<Region> | undefined;
  let bestScore = 0;
  for (const candidate of found) {
    if (candidate.weight < 0.1) continue;
    const grapeFit = varietyIds.some((id) => candidate.value.varieties.includes(id)) ? 0.4 : 0;
    const score = candidate.weight + LEVEL_SPECIFICITY[candidate.value.level] + grapeFit;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Only a country whose labels we meet at least this often may be read from a place word in the house name. */
const MIN_SHARE_FOR_HOUSE_PLACE = 0.005;

/**
 * A place word inside the house name ("Steven Kent", "Concha y Toro") says less than one in the wine's name: it is
 * not believed when the grapes the label names are none the place grows ("Antonio Lopes Ribeiro … Encruzado" is
 * no Galician wine), and otherwise only for countries whose wines are common, or which the house name's other
 * words point to.
 */
export function isBelievable(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  found: Found<Region>,
  varietyIds: readonly string[],
): boolean {
  if (!query.parsed.hasYearInside || found.phrase.start >= query.parsed.tailStart) return true;
  if (varietyIds.length > 0) {
    const grown = grapesGrownIn(knowledgeBase, found.value);
    if (!varietyIds.some((id) => grown.has(id))) return false;
  }
  const shares = COUNTRY_CALIBRATION.share;
  if (Object.keys(shares).length === 0 || (shares[found.value.country] ?? 0) >= MIN_SHARE_FOR_HOUSE_PLACE)
    return true;
  const evidence = collectCountryEvidence(knowledgeBase, query, [], []);
  return (evidence.cues.get(found.value.country) ?? 0) > 0;
}
