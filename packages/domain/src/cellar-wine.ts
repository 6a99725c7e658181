/** A moment as the database (Date), JSON (ISO string) or a clock (epoch milliseconds) gives it. */
export type Instant = Date | string | number;

/**
 * A `cellar_wines` row with the spec's field names (§3). Only id, wine_name and created_at are required, so
 * database rows, API responses and hand-built objects can all be passed in. Functions take a `Pick` of the
 * fields they read.
 */
export interface CellarWineLike {
  id: string;
  wine_name: string;
  producer?: string | null;
  vintage?: number | null;
  region?: string | null;
  variety?: string | null;
  /** Bottles; missing means 1. */
  quantity?: number | null;
  /** 1–5; 0 or missing means unrated. */
  user_rating?: number | null;
  /** Free-text price or range with a currency symbol, e.g. "$1,200 - $1,500". */
  market_value?: string | null;
  current_status?: string | null;
  current_condition?: string | null;
  optimal_start?: number | null;
  optimal_end?: number | null;
  peak_start?: number | null;
  peak_end?: number | null;
  aging_potential?: string | null;
  cellaring_advice?: string | null;
  peak_explanation?: string | null;
  food_pairing?: string | null;
  tannins?: string | null;
  acidity?: string | null;
  alcohol?: string | null;
  storage_conditions?: string | null;
  risk_factors?: string | null;
  current_profile?: string | null;
  evolution?: string | null;
  peak_expectation?: string | null;
  /** 0–10. */
  sustainability_score?: number | null;
  sustainability_certifications?: string | null;
  sustainability_practices?: string | null;
  carbon_footprint?: string | null;
  sustainability_explanation?: string | null;
  label_image_url?: string | null;
  wine_order?: number | null;
  created_at: Instant;
  updated_at?: Instant | null;
}

/**
 * Bottles of a wine: its quantity, or 1 when the quantity is missing or below 1 (spec: quantity defaults to
 * 1).
 */
export function countBottles(wine: Pick<CellarWineLike, "quantity">): number {
  const quantity = wine.quantity;
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.floor(quantity);
}

/** Total bottles of a list of wines, each counted with `countBottles`. */
export function sumBottles(wines: readonly Pick<CellarWineLike, "quantity">[]): number {
  return wines.reduce((total, wine) => total + countBottles(wine), 0);
}

/** Epoch milliseconds of an instant; NaN when it cannot be read. */
export function toEpochMilliseconds(value: Instant | null | undefined): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  if (typeof value === "string") return Date.parse(value);
  return Number.NaN;
}

/** Whether a window year is present: a finite number above 0 (0 and null both mean "not given"). */
export function isPresentYear(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}
