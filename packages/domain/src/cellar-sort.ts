import { type CellarWineLike, isPresentYear, toEpochMilliseconds } from "./cellar-wine.ts";
import { parseMarketValue } from "./price.ts";
import { isRated } from "./rating.ts";

/** The eight sort keys of the cellar list (spec §5). */
export const CELLAR_SORT_KEYS = [
  "created_at",
  "wine_name",
  "producer",
  "region",
  "vintage",
  "market_value",
  "user_rating",
  "sustainability_score",
] as const;
export type CellarSortKey = (typeof CELLAR_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/** Newest first, as the spec's default. */
export const DEFAULT_CELLAR_SORT: { key: CellarSortKey; direction: SortDirection } = {
  key: "created_at",
  direction: "desc",
};

export type SortableWine = Pick<CellarWineLike, CellarSortKey>;

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

type SortValue = string | number | null;

function sortValueOf(wine: SortableWine, key: CellarSortKey): SortValue {
  switch (key) {
    case "created_at": {
      const time = toEpochMilliseconds(wine.created_at);
      return Number.isNaN(time) ? null : time;
    }
    case "market_value":
      return parseMarketValue(wine.market_value);
    case "user_rating":
      return isRated(wine.user_rating) ? wine.user_rating : null;
    case "vintage":
      return isPresentYear(wine.vintage) ? wine.vintage : null;
    case "sustainability_score": {
      const score = wine.sustainability_score;
      return typeof score === "number" && Number.isFinite(score) ? score : null;
    }
    default: {
      const text = wine[key]?.trim();
      return text ? text : null;
    }
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  return (a as number) - (b as number);
}

/**
 * A sorted copy of the wines. Text sorts case- and accent-insensitively with numbers in natural order;
 * market_value sorts by its parsed average; unrated wines and missing values go last in either direction;
 * ties keep their input order.
 */
export function sortCellarWines<W extends SortableWine>(
  wines: readonly W[],
  key: CellarSortKey = DEFAULT_CELLAR_SORT.key,
  direction: SortDirection = DEFAULT_CELLAR_SORT.direction,
): W[] {
  const sign = direction === "asc" ? 1 : -1;
  return wines
    .map((wine, index) => ({ wine, index, value: sortValueOf(wine, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.wine);
}
