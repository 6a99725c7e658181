import { type CellarWineLike, toEpochMilliseconds } from "./cellar-wine.ts";
import type { CellarLimit } from "./plans.ts";

export type OrderableWine = Pick<CellarWineLike, "id" | "wine_order" | "created_at">;

function orderKey(wine: OrderableWine): number {
  return typeof wine.wine_order === "number" && Number.isFinite(wine.wine_order)
    ? wine.wine_order
    : Number.POSITIVE_INFINITY;
}

function creationKey(wine: OrderableWine): number {
  const time = toEpochMilliseconds(wine.created_at);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * The order that decides which wines a free account sees (spec §4): wines with a wine_order first, by that
 * order; then the rest oldest first by creation time; id breaks ties so the choice is stable across requests.
 */
export function orderForVisibility<W extends OrderableWine>(wines: readonly W[]): W[] {
  return [...wines].sort(
    (a, b) =>
      orderKey(a) - orderKey(b) ||
      creationKey(a) - creationKey(b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export interface VisibleWines<W> {
  visible: W[];
  hiddenCount: number;
  totalCount: number;
}

/**
 * The wines an account may see: with a numeric cellar limit, the first `limit` in visibility order; summaries
 * and filters then use `visible` only. Unlimited accounts see every wine in the order given.
 */
export function selectVisibleWines<W extends OrderableWine>(
  wines: readonly W[],
  limit: CellarLimit,
): VisibleWines<W> {
  if (limit === "unlimited") return { visible: [...wines], hiddenCount: 0, totalCount: wines.length };
  const visible = orderForVisibility(wines).slice(0, Math.max(0, limit));
  return { visible, hiddenCount: wines.length - visible.length, totalCount: wines.length };
}

/** The free-account banner: 'Showing X of Y wines'. */
export function describeFreeTierBanner(visibleCount: number, totalCount: number): string {
  return `Showing ${visibleCount} of ${totalCount} wines`;
}

/** The hidden-wines card: 'N Wines Hidden' ("1 Wine Hidden" for one). */
export function describeHiddenWines(hiddenCount: number): string {
  return `${hiddenCount} ${hiddenCount === 1 ? "Wine" : "Wines"} Hidden`;
}
