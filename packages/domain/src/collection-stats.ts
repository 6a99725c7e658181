import { type CellarWineLike, countBottles, isPresentYear, sumBottles } from "./cellar-wine.ts";
import { parseMarketValue } from "./price.ts";
import { isRated } from "./rating.ts";
import { normalizeForComparison } from "./text.ts";
import {
  countReadyAndHoldBottles,
  deriveWineStatus,
  isReadyToDrinkStatus,
  type StatusWine,
} from "./wine-status.ts";

/** The label for wines without a producer when grouping (spec §9). */
export const UNKNOWN_PRODUCER = "Unknown Producer";
/** The sustainability score from which a wine counts toward the sustainability percentage. */
export const SUSTAINABLE_SCORE = 7;

export type StatsWine = StatusWine &
  Pick<
    CellarWineLike,
    "quantity" | "market_value" | "user_rating" | "region" | "producer" | "vintage" | "sustainability_score"
  >;

/** Collection statistics (spec §3) that the dashboard and the badges read. */
export interface CollectionStats {
  totalBottles: number;
  uniqueWines: number;
  /** Sum over wines of parsed average price × bottles. */
  totalValue: number;
  /** Mean of the rated wines' ratings; null when none is rated. */
  averageRating: number | null;
  ratedWines: number;
  distinctRegions: number;
  activeProducers: number;
  vintageDecades: number;
  /** Share (0–100) of all wines whose sustainability score is 7 or more. */
  sustainabilityPercentage: number;
  /** Wines (not bottles) whose derived status is Ready or Peak Period. */
  readyToDrink: number;
}

/** A wine's estimated value: its parsed average price times its bottles, 0 without a price. */
export function estimateWineValue(wine: Pick<CellarWineLike, "market_value" | "quantity">): number {
  return (parseMarketValue(wine.market_value) ?? 0) * countBottles(wine);
}

function countDistinct(values: readonly (string | null | undefined)[]): number {
  return new Set(values.map(normalizeForComparison).filter((value) => value !== "")).size;
}

/** Computes the collection statistics; regions and producers are compared case- and accent-insensitively. */
export function computeCollectionStats(wines: readonly StatsWine[], now: Date): CollectionStats {
  const ratings = wines.map((wine) => wine.user_rating).filter(isRated);
  const decades = new Set(
    wines
      .map((wine) => wine.vintage)
      .filter(isPresentYear)
      .map((year) => Math.floor(year / 10) * 10),
  );
  const sustainable = wines.filter((wine) => (wine.sustainability_score ?? 0) >= SUSTAINABLE_SCORE).length;
  return {
    totalBottles: sumBottles(wines),
    uniqueWines: wines.length,
    totalValue: wines.reduce((total, wine) => total + estimateWineValue(wine), 0),
    averageRating: ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null,
    ratedWines: ratings.length,
    distinctRegions: countDistinct(wines.map((wine) => wine.region)),
    activeProducers: countDistinct(wines.map((wine) => wine.producer)),
    vintageDecades: decades.size,
    sustainabilityPercentage: wines.length ? (sustainable / wines.length) * 100 : 0,
    readyToDrink: wines.filter((wine) => isReadyToDrinkStatus(deriveWineStatus(wine, now))).length,
  };
}

/** The list's four summary cards, computed over the wines the account can see. */
export function summarizeCellarList(
  wines: readonly StatsWine[],
  now: Date,
): { totalWines: number; totalBottles: number; collectionValue: number; readyToDrink: number; hold: number } {
  return {
    totalWines: wines.length,
    totalBottles: sumBottles(wines),
    collectionValue: wines.reduce((total, wine) => total + estimateWineValue(wine), 0),
    ...countReadyAndHoldBottles(wines, now),
  };
}

/** Wines grouped by producer (trimmed; "Unknown Producer" when missing), in first-seen order. */
export function groupWinesByProducer<W extends Pick<CellarWineLike, "producer">>(
  wines: readonly W[],
): Map<string, W[]> {
  const groups = new Map<string, W[]>();
  for (const wine of wines) {
    const producer = wine.producer?.trim() || UNKNOWN_PRODUCER;
    groups.set(producer, [...(groups.get(producer) ?? []), wine]);
  }
  return groups;
}
