import type { QualityTier } from "../knowledge/schema.ts";

/** Typical bottle price in USD of an uncatalogued wine by tier, before regional and grape factors. */
export const TIER_BASE_PRICE_USD: Record<QualityTier, number> = {
  entry: 14,
  premium: 28,
  fine: 60,
  icon: 250,
};

/** A wine is quoted as a band around the estimate: wider when we know less. */
export const CATALOG_BAND: readonly [number, number] = [1, 1];
export const INFERRED_BAND: readonly [number, number] = [0.8, 1.25];

/** Fine wines gain value with bottle age; yearly rate after this many years, capped. */
export const AGE_PREMIUM_AFTER_YEARS = 8;
export const AGE_PREMIUM_PER_YEAR = 0.03;
export const AGE_PREMIUM_CAP = 2.5;
