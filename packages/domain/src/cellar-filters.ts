import { type CellarWineLike, isPresentYear } from "./cellar-wine.ts";
import { classifyValueBand, parseMarketValue, type ValueBand } from "./price.ts";
import { isRated } from "./rating.ts";
import { classifySustainabilityBand, type SustainabilityBand } from "./sustainability.ts";
import { deriveWineStatus, type StatusWine, type WineStatus } from "./wine-status.ts";

/** Years ahead that still count as "ready soon" (spec §9). */
export const READY_SOON_YEARS = 3;
export const DRINKING_WINDOW_FILTERS = ["ready-now", "ready-soon", "aging"] as const;
export type DrinkingWindowFilter = (typeof DRINKING_WINDOW_FILTERS)[number];

/** The cellar list's filters (spec §5); a missing or "all" entry does not filter. */
export interface CellarFilters {
  vintage?: "all" | number;
  drinkingWindow?: "all" | DrinkingWindowFilter;
  value?: "all" | ValueBand;
  status?: "all" | WineStatus;
  /** "unrated", or a star value the rating must equal. */
  rating?: "all" | "unrated" | number;
  sustainability?: "all" | SustainabilityBand;
}

export const DEFAULT_CELLAR_FILTERS: Required<CellarFilters> = {
  vintage: "all",
  drinkingWindow: "all",
  value: "all",
  status: "all",
  rating: "all",
  sustainability: "all",
};

export type FilterableWine = StatusWine &
  Pick<CellarWineLike, "vintage" | "market_value" | "user_rating" | "sustainability_score">;

/**
 * Drinking-window filter: ready-now when the current year is within optimal_start–optimal_end; ready-soon
 * when optimal_start is after this year and at most 3 years ahead; aging when optimal_start is after this
 * year. Wines without the years needed never match.
 */
export function matchesDrinkingWindow(
  wine: Pick<CellarWineLike, "optimal_start" | "optimal_end">,
  filter: DrinkingWindowFilter,
  currentYear: number,
): boolean {
  const start = wine.optimal_start;
  if (!isPresentYear(start)) return false;
  if (filter === "ready-now") {
    return isPresentYear(wine.optimal_end) && currentYear >= start && currentYear <= wine.optimal_end;
  }
  if (filter === "ready-soon") return start > currentYear && start <= currentYear + READY_SOON_YEARS;
  return start > currentYear;
}

function matchesRating(rating: number | null | undefined, filter: "unrated" | number): boolean {
  return filter === "unrated" ? !isRated(rating) : rating === filter;
}

function matchesValue(marketValue: string | null | undefined, band: ValueBand): boolean {
  const average = parseMarketValue(marketValue);
  return average !== null && classifyValueBand(average) === band;
}

/** Whether a wine passes every active filter; statuses are derived against `now`. */
export function matchesCellarFilters(wine: FilterableWine, filters: CellarFilters, now: Date): boolean {
  const { vintage, drinkingWindow, value, status, rating, sustainability } = {
    ...DEFAULT_CELLAR_FILTERS,
    ...filters,
  };
  if (vintage !== "all" && wine.vintage !== vintage) return false;
  if (drinkingWindow !== "all" && !matchesDrinkingWindow(wine, drinkingWindow, now.getFullYear()))
    return false;
  if (value !== "all" && !matchesValue(wine.market_value, value)) return false;
  if (status !== "all" && deriveWineStatus(wine, now) !== status) return false;
  if (rating !== "all" && !matchesRating(wine.user_rating, rating)) return false;
  if (sustainability !== "all" && classifySustainabilityBand(wine.sustainability_score) !== sustainability) {
    return false;
  }
  return true;
}

/** The wines that pass the filters, in their original order. */
export function filterCellarWines<W extends FilterableWine>(
  wines: readonly W[],
  filters: CellarFilters,
  now: Date,
): W[] {
  return wines.filter((wine) => matchesCellarFilters(wine, filters, now));
}

/** Whether any filter is set to something other than "all". */
export function hasActiveFilters(filters: CellarFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== "all");
}

/** The vintage filter's choices: distinct vintages, newest first. */
export function listVintageOptions(wines: readonly Pick<CellarWineLike, "vintage">[]): number[] {
  const years = new Set(wines.map((wine) => wine.vintage).filter(isPresentYear));
  return [...years].sort((a, b) => b - a);
}

/** The list's empty state: 'Your cellar is empty', 'No wines match your filters', or null when wines show. */
export function describeEmptyCellar(totalWines: number, shownWines: number): string | null {
  if (totalWines === 0) return "Your cellar is empty";
  return shownWines === 0 ? "No wines match your filters" : null;
}
