import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import { INFERRED_BAND } from "../model/price-parameters.ts";
import { normalizePhrase } from "../text/normalize.ts";

// A dated tawny Port (Colheita, or "Single Harvest") ages in cask until it is bottled to be sold: a 1966 bottled
// this year is at its best now, not in the 1980s. It is bought for its age, and its price grows with it.

/** Years in cask before a Colheita may be bottled (seven at least), and when its window opens. */
export const COLHEITA_RELEASE_YEARS = 8;
/** Its best years after the harvest, bottled as it is sold, and how long it keeps. */
export const COLHEITA_PEAK_YEARS: readonly [number, number] = [20, 100];
export const COLHEITA_END_YEARS = 120;
/**
 * Its price in USD at 25 years and how it grows with age (∝ age²): about $110 at 37 years, $290 at 60, $660 at 91
 * — shop prices for Kopke, Dalva and Graham's dated tawnies of the 1930s–1970s. A house's own dearer price stands.
 */
export const COLHEITA_PRICE_AT_25_USD = 50;
export const COLHEITA_PRICE_AGE_EXPONENT = 2;

const DATED_TAWNY_WORDS = [" colheita ", " single harvest "];

/** True when a name calls the wine a Colheita (or Single Harvest). */
export function namesDatedTawny(name: string): boolean {
  const phrase = ` ${normalizePhrase(name)} `;
  return DATED_TAWNY_WORDS.some((words) => phrase.includes(words));
}

/** True for a fortified wine of Port with a vintage that its name calls a Colheita (or Single Harvest). */
export function isColheitaPort(knowledgeBase: KnowledgeBase, profile: WineProfile): boolean {
  if (profile.vintage === null || profile.style !== "fortified") return false;
  return isWithinRegion(knowledgeBase, profile.region, "port") && namesDatedTawny(profile.name);
}

/** What a Colheita of its age fetches in `nowYear`, in USD (never younger than its release). */
export function colheitaPriceUsd(vintage: number, nowYear: number): readonly [number, number] {
  const age = Math.max(COLHEITA_RELEASE_YEARS, nowYear - vintage);
  const center = COLHEITA_PRICE_AT_25_USD * (age / 25) ** COLHEITA_PRICE_AGE_EXPONENT;
  return [center * INFERRED_BAND[0], center * INFERRED_BAND[1]];
}
