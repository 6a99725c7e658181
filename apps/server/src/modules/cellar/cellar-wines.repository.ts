import { cellarWines, type Database } from "@vinestra/db";
import { parseMarketValue } from "@vinestra/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "../../errors.ts";

export type CellarWineRow = typeof cellarWines.$inferSelect;
export type CellarWine = Omit<CellarWineRow, "user_id" | "market_value_avg">;

/** What the API shows of a row: everything but the owner id and the derived sort column. */
export function toCellarWine({
  user_id: _owner,
  market_value_avg: _average,
  ...wine
}: CellarWineRow): CellarWine {
  return wine;
}

/** The derived average price kept beside the free-text market value, for filters and sorting. */
export function marketValueColumns(marketValue: string | null | undefined) {
  return { market_value: marketValue ?? null, market_value_avg: parseMarketValue(marketValue) };
}

/** Every wine of the user in the spec's order (wine_order, then creation), with nothing of anyone else's. */
export function selectCellarWines(db: Database, userId: string) {
  return db
    .select()
    .from(cellarWines)
    .where(eq(cellarWines.user_id, userId))
    .orderBy(sql`${cellarWines.wine_order} asc nulls last`, asc(cellarWines.created_at), asc(cellarWines.id));
}

export function selectCellarWinesOfVintage(db: Database, userId: string, vintage: number | null) {
  return db
    .select()
    .from(cellarWines)
    .where(
      and(
        eq(cellarWines.user_id, userId),
        vintage === null ? isNull(cellarWines.vintage) : eq(cellarWines.vintage, vintage),
      ),
    );
}

/** The user's wine, or 404 — also for another user's wine, whose existence is not revealed. */
export async function findOwnedWine(db: Database, userId: string, wineId: string): Promise<CellarWineRow> {
  const [wine] = await db
    .select()
    .from(cellarWines)
    .where(and(eq(cellarWines.user_id, userId), eq(cellarWines.id, wineId)))
    .for("update");
  if (!wine) throw new AppError("not_found", "This wine is not in your cellar.");
  return wine;
}

export async function findOwnedWines(db: Database, userId: string, wineIds: readonly string[]) {
  const unique = [...new Set(wineIds)];
  if (unique.length === 0) return [];
  const wines = await db
    .select()
    .from(cellarWines)
    .where(and(eq(cellarWines.user_id, userId), inArray(cellarWines.id, unique)))
    .orderBy(asc(cellarWines.created_at));
  if (wines.length !== unique.length)
    throw new AppError("not_found", "Some of these wines are not in your cellar.");
  return wines;
}
