import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import { INFERRED_BAND } from "../model/price-parameters.ts";
import { normalizePhrase } from "../text/normalize.ts";

// A Madeira with a vintage on its label is a Frasqueira (or Garrafeira): at least 20 years in cask before it is
// bottled, and then all but indestructible: Malmseys and Buals of the 1800s still drink well. A
// "Colheita" (or "Harvest") is the younger dated style, bottled after five years; it keeps the general window.

/** Years in cask before a Frasqueira may be bottled and sold. */
export const FRASQUEIRA_RELEASE_YEARS = 20;
/** Years after the harvest its window runs to, and its best years within it. */
export const FRASQUEIRA_END_YEARS = 150;
export const FRASQUEIRA_PEAK_YEARS: readonly [number, number] = [30, 100];
/**
 * Its price in USD at release age, and how it grows with age: about $200 for a 30-year-old, $750 for a century-old
 * Malmsey (price ∝ age^1.1). Three Frasqueiras in the critics' file, 29 to 43 years old, sold for $194–236.
 */
export const FRASQUEIRA_PRICE_AT_RELEASE_USD = 130;
export const FRASQUEIRA_PRICE_AGE_EXPONENT = 1.1;

/** True for a fortified Madeira with a vintage that its name does not call a Colheita. */
export function isFrasqueira(knowledgeBase: KnowledgeBase, profile: WineProfile): boolean {
  if (profile.vintage === null || profile.style !== "fortified") return false;
  if (!isWithinRegion(knowledgeBase, profile.region, "madeira")) return false;
  const name = ` ${normalizePhrase(profile.name)} `;
  return !name.includes(" colheita ") && !name.includes(" harvest ");
}

/** A Frasqueira's price band in USD in `nowYear`, from its age (never younger than its release). */
export function frasqueiraPriceUsd(vintage: number, nowYear: number): readonly [number, number] {
  const age = Math.max(FRASQUEIRA_RELEASE_YEARS, nowYear - vintage);
  const center =
    FRASQUEIRA_PRICE_AT_RELEASE_USD * (age / FRASQUEIRA_RELEASE_YEARS) ** FRASQUEIRA_PRICE_AGE_EXPONENT;
  return [center * INFERRED_BAND[0], center * INFERRED_BAND[1]];
}
