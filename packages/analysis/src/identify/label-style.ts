import { type QualityTier, qualityTierSchema, type Region } from "../knowledge/schema.ts";
import type { StyleTerm, WineStyle } from "./style-terms.ts";

/** The quality tiers, lowest first. */
export const TIER_ORDER: readonly QualityTier[] = qualityTierSchema.options;

export function higherTier(left: QualityTier, right: QualityTier): QualityTier {
  return TIER_ORDER.indexOf(left) >= TIER_ORDER.indexOf(right) ? left : right;
}

export function labelStyle(styleTerms: readonly StyleTerm[], region: Region | undefined): WineStyle {
  const named = styleTerms.find((term) => term.style !== undefined)?.style;
  if (named !== undefined) return named;
  // A place that makes no still wine (Port, Champagne, Sauternes) gives its first style.
  return region !== undefined && !region.styles.includes("still") ? (region.styles[0] ?? "still") : "still";
}

export function labelTier(styleTerms: readonly StyleTerm[], region: Region | undefined): QualityTier {
  if (styleTerms.some((term) => term.tier === "entry")) return "entry";
  let tier: QualityTier = region?.defaultTier ?? "premium";
  for (const term of styleTerms) if (term.tier !== undefined) tier = higherTier(tier, term.tier);
  return tier;
}

export function labelClassification(styleTerms: readonly StyleTerm[]): string | null {
  const ranked = [...styleTerms].sort(
    (left, right) => TIER_ORDER.indexOf(right.tier ?? "entry") - TIER_ORDER.indexOf(left.tier ?? "entry"),
  );
  return ranked.find((term) => term.classification !== undefined)?.classification ?? null;
}
