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

/** What the cellar list, dashboard, filters and sorting need of a wine; the long analysis texts come with details. */
export const LIST_COLUMNS = [
  "id",
  "wine_name",
  "producer",
  "vintage",
  "region",
  "variety",
  "quantity",
  "user_rating",
  "market_value",
  "current_status",
  "optimal_start",
  "optimal_end",
  "peak_start",
  "peak_end",
  "sustainability_score",
  "label_image_url",
  "wine_order",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof CellarWine)[];

export type CellarListWine = Pick<CellarWine, (typeof LIST_COLUMNS)[number]> & {
  created_at: string;
  updated_at: string;
};

/**
 * The user's wines for the list, in the spec's order (wine_order, then creation, then id). PostgreSQL builds the
 * JSON itself: one text value instead of thousands of rows, which is what keeps a 5,000-wine cellar fast on the
 * embedded database.
 */
export async function selectCellarListWines(db: Database, userId: string): Promise<CellarListWine[]> {
  const columns = sql.raw(LIST_COLUMNS.join(", "));
  const result = await db.execute<{ wines: string }>(sql`
    select coalesce(json_agg(w order by w.wine_order asc nulls last, w.created_at asc, w.id asc), '[]')::text as wines
    from (select ${columns} from ${cellarWines} where ${cellarWines.user_id} = ${userId}) w`);
  const rows = (result as unknown as { rows: { wines: string }[] }).rows;
  return JSON.parse(rows[0]?.wines ?? "[]") as CellarListWine[];
}

/** Every wine of the user, all columns, in the spec's order, with nothing of anyone else's. */
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
