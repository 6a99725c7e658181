import { CURRENCIES, type CurrencyCode } from "@vinestra/domain";
import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { PRICE_CALIBRATION } from "../model/price-calibration.ts";
import {
  AGE_PREMIUM_AFTER_YEARS,
  AGE_PREMIUM_CAP,
  AGE_PREMIUM_PER_YEAR,
  INFERRED_BAND,
  TIER_BASE_PRICE_USD,
} from "../model/price-parameters.ts";
import { colheitaPriceUsd, isColheitaPort } from "../window/colheita-port.ts";
import { frasqueiraPriceUsd, isFrasqueira } from "../window/frasqueira.ts";

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

/** What the price model reads: an identified wine, or a catalogued one. */
type PricedFacts = Pick<WineProfile, "tier" | "region" | "country" | "varieties">;

function modelledPrice(knowledgeBase: KnowledgeBase, profile: PricedFacts): number {
  let price = TIER_BASE_PRICE_USD[profile.tier] * (PRICE_CALIBRATION.byTier[profile.tier] ?? 1);
  const regionFactor = regionLineage(knowledgeBase, profile.region)
    .map((region) => PRICE_CALIBRATION.byRegion[region.id])
    .find((factor) => factor !== undefined);
  price *= regionFactor ?? PRICE_CALIBRATION.byCountry[profile.country] ?? 1;
  price *= PRICE_CALIBRATION.byVariety[profile.varieties[0]?.id ?? ""] ?? 1;
  return price;
}

/**
 * How dear a house is against the model: the median, over its catalogued wines, of each wine's price over the
 * model's price for a wine of its tier, place and grape. A house whose village wines sell like others' premiers
 * crus is dear; this ratio carries that to its uncatalogued wines whatever their tier.
 */
function housePremium(knowledgeBase: KnowledgeBase, house: CatalogProducer): number {
  return median(
    house.wines.map(
      (entry) =>
        geometricMean(entry.wine.priceUsd) /
        modelledPrice(knowledgeBase, {
          tier: entry.wine.tier,
          region: entry.region,
          country: house.country,
          varieties: entry.varieties,
        }),
    ),
  );
}

/** Catalogued wines of a place and colour needed before their prices say what the place's wines cost. */
const PLACE_FLOOR_MIN_WINES = 20;
/** The share of a place's catalogued wines, by price, an uncatalogued wine of it is assumed to cost at least. */
const PLACE_FLOOR_QUANTILE = 0.1;

/** Per place and colour ("pomerol|red"), the price the cheaper of its catalogued wines sell at. */
const placeFloors = perKnowledgeBase((knowledgeBase: KnowledgeBase): ReadonlyMap<string, number> => {
  const prices = new Map<string, number[]>();
  for (const entry of knowledgeBase.wines) {
    if (entry.region === undefined) continue;
    const key = `${entry.region.id}|${entry.wine.color}`;
    const list = prices.get(key) ?? [];
    list.push(geometricMean(entry.wine.priceUsd));
    prices.set(key, list);
  }
  const floors = new Map<string, number>();
  for (const [key, list] of prices) {
    if (list.length < PLACE_FLOOR_MIN_WINES) continue;
    const sorted = list.sort((left, right) => left - right);
    floors.set(key, sorted[Math.floor(PLACE_FLOOR_QUANTILE * (sorted.length - 1))]!);
  }
  return floors;
});

/**
 * A wine of a place the catalogue knows well costs what the cheaper of its wines there cost, at least: "Pomerol
 * 2015" is no $20 bottle, whatever the few unknown houses of the critics' file sold theirs for. Only the price
 * shown: the window's trees were fitted on the model's estimate and read it unchanged.
 */
function withPlaceFloor(knowledgeBase: KnowledgeBase, profile: WineProfile, band: PriceBand): PriceBand {
  if (
    profile.catalogWine !== undefined ||
    (profile.rangeWines ?? []).length > 0 ||
    profile.region === undefined
  )
    return band;
  const floor = placeFloors(knowledgeBase).get(`${profile.region.id}|${profile.color}`);
  const center = geometricMean(band);
  if (floor === undefined || center >= floor) return band;
  return [band[0] * (floor / center), band[1] * (floor / center)];
}

/**
 * The price band in USD on release: the catalogue's band; for a wine of a range the house's catalogued wines name
 * ("Adrianna Vineyard …"), the middle of theirs; else the model's estimate moved halfway (in ratio) to the house's
 * usual premium over the model when the house is catalogued.
 */
export function releasePriceUsd(knowledgeBase: KnowledgeBase, profile: WineProfile): PriceBand {
  if (profile.catalogWine !== undefined) return profile.catalogWine.wine.priceUsd;
  const range = profile.rangeWines ?? [];
  let center = modelledPrice(knowledgeBase, profile);
  if (range.length > 0) center = median(range.map((entry) => geometricMean(entry.wine.priceUsd)));
  else if (profile.producerEntry !== undefined)
    center *= Math.sqrt(housePremium(knowledgeBase, profile.producerEntry));
  return [center * INFERRED_BAND[0], center * INFERRED_BAND[1]];
}

/** The price band in USD today: the release price, raised for the years a fine wine has spent in bottle. */
export function estimatePriceUsd(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  nowYear: number,
): PriceBand {
  // A vintage Madeira is sold old and dearer with every year; no catalogued price says what it fetches now.
  if (isFrasqueira(knowledgeBase, profile) && profile.catalogWine === undefined && profile.vintage !== null)
    return frasqueiraPriceUsd(profile.vintage, nowYear);
  const premium = agePremium(profile, nowYear);
  const [low, high] = withPlaceFloor(knowledgeBase, profile, releasePriceUsd(knowledgeBase, profile));
  const band: PriceBand = [low * premium, high * premium];
  // A Colheita is sold at its age, bottled from the cask: an old one fetches its age's price, unless the house's
  // own band is dearer.
  if (isColheitaPort(knowledgeBase, profile) && profile.vintage !== null) {
    const byAge = colheitaPriceUsd(profile.vintage, nowYear);
    if (geometricMean(byAge) > geometricMean(band)) return byAge;
  }
  return band;
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
