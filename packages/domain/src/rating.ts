import type { CellarWineLike } from "./cellar-wine.ts";
import type { Notice } from "./result.ts";

/** Star ratings run 1 to 5 (spec §9). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** Whether a rating is a real rating (1–5); 0, null and anything else mean unrated. */
export function isRated(rating: number | null | undefined): rating is number {
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/** The rating control's label: "Rate wine" when unrated, else "n/5". */
export function describeRating(wine: Pick<CellarWineLike, "user_rating">): string {
  return isRated(wine.user_rating) ? `${wine.user_rating}/5` : "Rate wine";
}

/** The toast after rating: 'Rating updated' / 'Wine rated N star(s)'. */
export function describeRatingUpdated(stars: number): Notice {
  return { title: "Rating updated", message: `Wine rated ${stars} star${stars === 1 ? "" : "s"}` };
}
