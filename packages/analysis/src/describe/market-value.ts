import { CURRENCIES, type CurrencyCode } from "@vinestra/domain";
import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { PRICE_CALIBRATION } from "../model/price-calibration.ts";
import {
  AGE_PREMIUM_AFTER_YEARS,
  AGE_PREMIUM_CAP,
  AGE_PREMIUM_PER_YEAR,
  INFERRED_BAND,
  TIER_BASE_PRICE_USD,
} from "../model/price-parameters.ts";

export type PriceBand = readonly [low: number, high: number];

function geometricMean(band: PriceBand): number {
  return Math.sqrt(band[0] * band[1]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Fine and icon wines gain value in bottle; everyday wines do not. */
function agePremium(profile: WineProfile, nowYear: number): number {
  if (profile.vintage === null || (profile.tier !== "fine" && profile.tier !== "icon")) return 1;
  const years = nowYear - profile.vintage - AGE_PREMIUM_AFTER_YEARS;
  return years <= 0 ? 1 : Math.min(AGE_PREMIUM_CAP, 1 + years * AGE_PREMIUM_PER_YEAR);
}

function modelledPrice(knowledgeBase: KnowledgeBase, profile: WineProfile): number {
  let price = TIER_BASE_PRICE_USD[profile.tier] * (PRICE_CALIBRATION.byTier[profile.tier] ?? 1);
  const regionFactor = regionLineage(knowledgeBase, profile.region)
    .map((region) => PRICE_CALIBRATION.byRegion[region.id])
    .find((factor) => factor !== undefined);
  price *= regionFactor ?? PRICE_CALIBRATION.byCountry[profile.country] ?? 1;
  price *= PRICE_CALIBRATION.byVariety[profile.varieties[0]?.id ?? ""] ?? 1;
  return price;
}

/** The price band in USD on release: the catalogue's band, the house's typical price, or the model's estimate. */
export function releasePriceUsd(knowledgeBase: KnowledgeBase, profile: WineProfile): PriceBand {
  if (profile.catalogWine !== undefined) return profile.catalogWine.wine.priceUsd;
  let center = modelledPrice(knowledgeBase, profile);
  if (profile.producerEntry !== undefined) {
    const houseTierWines = profile.producerEntry.wines.filter((entry) => entry.wine.tier === profile.tier);
    const wines = houseTierWines.length > 0 ? houseTierWines : profile.producerEntry.wines;
    center = Math.sqrt(center * median(wines.map((entry) => geometricMean(entry.wine.priceUsd))));
  }
  return [center * INFERRED_BAND[0], center * INFERRED_BAND[1]];
}

/** The price band in USD today: the release price, raised for the years a fine wine has spent in bottle. */
export function estimatePriceUsd(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  nowYear: number,
): PriceBand {
  const premium = agePremium(profile, nowYear);
  const [low, high] = releasePriceUsd(knowledgeBase, profile);
  return [low * premium, high * premium];
}

function roundNicely(value: number): number {
  if (value < 1) return Math.max(1, Math.round(value));
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step =
    value / magnitude < 2.5 ? magnitude / 10 : value / magnitude < 5 ? magnitude / 4 : magnitude / 2;
  return Math.max(step, Math.round(value / step) * step);
}

/** The spec's free-text range with the currency symbol, e.g. "$80 - $120" or "¥12,000 - ¥18,000". */
export function formatMarketValue(band: PriceBand, currency: CurrencyCode = "USD"): string {
  const { symbol, rate } = CURRENCIES.find((candidate) => candidate.code === currency) ?? CURRENCIES[0];
  const low = roundNicely(band[0] * rate);
  const high = Math.max(low, roundNicely(band[1] * rate));
  const format = (amount: number) => `${symbol}${Math.round(amount).toLocaleString("en-US")}`;
  return low === high ? format(low) : `${format(low)} - ${format(high)}`;
}

/** The centre of a band, as the bench and price filters read it. */
export function bandCenter(band: PriceBand): number {
  return geometricMean(band);
}
