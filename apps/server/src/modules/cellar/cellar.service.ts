import type {
  AddCellarWineRequest,
  CellarAnalysisFields,
  UpdateCellarWineRequest,
} from "@vinestra/contracts";
import { auditLog, cellarWines, type Database } from "@vinestra/db";
import {
  type CellarAddAction,
  cellarLimit,
  decideCellarAdd,
  describeBottleAdded,
  describeCellarAdd,
  describeMergeSuccess,
  describeRatingUpdated,
  describeRemoval,
  findExistingCellarWine,
  findPotentialDuplicates,
  type Notice,
  planMergeOfWines,
  planRemoval,
  type SubscriptionStateLike,
  selectVisibleWines,
} from "@vinestra/domain";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import {
  type CellarListWine,
  type CellarWine,
  findOwnedWine,
  findOwnedWines,
  marketValueColumns,
  selectCellarListWines,
  selectCellarWinesOfVintage,
  toCellarWine,
} from "./cellar-wines.repository.ts";

type Transaction = Database;
const inTransaction = <T>(db: Database, work: (tx: Transaction) => Promise<T>) =>
  db.transaction((tx) => work(tx as unknown as Transaction));

export type CellarListing = {
  wines: CellarListWine[];
  totalCount: number;
  hiddenCount: number;
  cellarLimit: number | "unlimited";
};

/** The cellar as the plan allows it to be seen: a free account sees its first 3 wines (spec §4). */
export async function listCellarWines(
  db: Database,
  userId: string,
  plan: SubscriptionStateLike,
): Promise<CellarListing> {
  const rows = await selectCellarListWines(db, userId);
  const limit = cellarLimit(plan);
  const { visible, hiddenCount, totalCount } = selectVisibleWines(rows, limit);
  return { wines: visible, totalCount, hiddenCount, cellarLimit: limit };
}

/** One wine with its whole analysis (the list carries only what lists need). */
export async function getCellarWine(db: Database, userId: string, wineId: string): Promise<CellarWine> {
  return toCellarWine(await findOwnedWine(db, userId, wineId));
}

export type CellarAddResult = { action: CellarAddAction; wine: CellarWine; notice: Notice };

/**
 * Adding to the cellar (spec §4): an existing entry (same normalized name and vintage) gets its analysis
 * refreshed when asked, else one more bottle; otherwise a new entry with one bottle.
 */
export async function addCellarWine(
  db: Database,
  userId: string,
  request: AddCellarWineRequest,
): Promise<CellarAddResult> {
  return inTransaction(db, async (tx) => {
    const sameVintage = request.as_new ? [] : await selectCellarWinesOfVintage(tx, userId, request.vintage);
    const existing = findExistingCellarWine(sameVintage, request.wine_name, request.vintage);
    const action = decideCellarAdd(existing !== undefined, request.refresh);
    if (existing && action === "refresh") {
      const [wine] = await tx
        .update(cellarWines)
        .set({
          ...analysisColumns(request.fields),
          ...(request.label_image_url && { label_image_url: request.label_image_url }),
        })
        .where(eq(cellarWines.id, existing.id))
        .returning();
      return result(action, wine);
    }
    if (existing && action === "increment") {
      const [wine] = await tx
        .update(cellarWines)
        .set({
          quantity: (existing.quantity ?? 1) + 1,
          ...(request.label_image_url && { label_image_url: request.label_image_url }),
        })
        .where(eq(cellarWines.id, existing.id))
        .returning();
      return result(action, wine);
    }
    const [wine] = await tx
      .insert(cellarWines)
      .values({
        user_id: userId,
        wine_name: request.wine_name,
        vintage: request.vintage,
        quantity: 1,
        label_image_url: request.label_image_url ?? null,
        ...analysisColumns(request.fields),
      })
      .returning();
    if (!wine) throw new Error("cellar insert returned nothing");
    await tx.insert(auditLog).values({
      actor_id: userId,
      action: "cellar_wine.created",
      entity_type: "cellar_wine",
      entity_id: wine.id,
      details: { wine_name: wine.wine_name, vintage: wine.vintage },
    });
    return result("insert", wine);
  });
}

function result(action: CellarAddAction, row: typeof cellarWines.$inferSelect | undefined): CellarAddResult {
  if (!row) throw new Error("cellar write returned nothing");
  return { action, wine: toCellarWine(row), notice: describeCellarAdd(action, row.quantity) };
}

function analysisColumns(fields: CellarAnalysisFields) {
  const { market_value, ...rest } = fields;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...defined, ...marketValueColumns(market_value) };
}

/** Entries the new wine may duplicate (same vintage; the spec's cellar-add matcher). */
export async function findDuplicateCandidates(
  db: Database,
  userId: string,
  candidate: { wine_name: string; vintage: number | null; producer: string | null; variety: string | null },
): Promise<CellarWine[]> {
  const sameVintage = await selectCellarWinesOfVintage(db, userId, candidate.vintage);
  return findPotentialDuplicates(candidate, sameVintage).map(toCellarWine);
}

/** "Add Quantity" / "Add Another Bottle": more bottles of an entry, attaching a label image if one came. */
export async function addBottles(
  db: Database,
  userId: string,
  wineId: string,
  count: number,
  labelImageUrl: string | null | undefined,
): Promise<{ wine: CellarWine; notice: Notice }> {
  return inTransaction(db, async (tx) => {
    const wine = await findOwnedWine(tx, userId, wineId);
    const [updated] = await tx
      .update(cellarWines)
      .set({
        quantity: (wine.quantity ?? 1) + count,
        ...(labelImageUrl && { label_image_url: labelImageUrl }),
      })
      .where(eq(cellarWines.id, wine.id))
      .returning();
    if (!updated) throw new Error("cellar update returned nothing");
    return { wine: toCellarWine(updated), notice: describeBottleAdded(updated.quantity) };
  });
}

export async function updateCellarWine(
  db: Database,
  userId: string,
  wineId: string,
  changes: UpdateCellarWineRequest,
): Promise<{ wine: CellarWine; notice: Notice | null }> {
  return inTransaction(db, async (tx) => {
    const wine = await findOwnedWine(tx, userId, wineId);
    const [updated] = await tx
      .update(cellarWines)
      .set(changes)
      .where(eq(cellarWines.id, wine.id))
      .returning();
    if (!updated) throw new Error("cellar update returned nothing");
    const rated = changes.user_rating;
    return { wine: toCellarWine(updated), notice: rated ? describeRatingUpdated(rated) : null };
  });
}

/** "Get Fresh Analysis" on a cellar entry: its analysis columns replaced. */
export async function refreshCellarWine(
  db: Database,
  userId: string,
  wineId: string,
  fields: CellarAnalysisFields,
) {
  return inTransaction(db, async (tx) => {
    const wine = await findOwnedWine(tx, userId, wineId);
    const [updated] = await tx
      .update(cellarWines)
      .set(analysisColumns(fields))
      .where(eq(cellarWines.id, wine.id))
      .returning();
    return result("refresh", updated);
  });
}

/** Removing bottles (spec §4): at least the quantity deletes the entry, fewer reduce it. */
export async function removeBottles(db: Database, userId: string, wineId: string, count: number) {
  return inTransaction(db, async (tx) => {
    const wine = await findOwnedWine(tx, userId, wineId);
    const plan = planRemoval(wine, count);
    if (plan.action === "delete") {
      await tx.delete(cellarWines).where(eq(cellarWines.id, wine.id));
      return { deleted: true as const, wine: null, notice: describeRemoval(plan) };
    }
    const [updated] = await tx
      .update(cellarWines)
      .set({ quantity: plan.remaining })
      .where(eq(cellarWines.id, wine.id))
      .returning();
    if (!updated) throw new Error("cellar update returned nothing");
    return { deleted: false as const, wine: toCellarWine(updated), notice: describeRemoval(plan) };
  });
}

export async function deleteCellarWines(
  db: Database,
  userId: string,
  wineIds: readonly string[],
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const owned = await findOwnedWines(tx, userId, wineIds);
    await tx.delete(cellarWines).where(
      and(
        eq(cellarWines.user_id, userId),
        inArray(
          cellarWines.id,
          owned.map((wine) => wine.id),
        ),
      ),
    );
    return owned.length;
  });
}

/** Merge (spec §4): the most complete entry is kept with the summed bottles and the others' missing fields. */
export async function mergeCellarWines(db: Database, userId: string, wineIds: readonly string[]) {
  return inTransaction(db, async (tx) => {
    const owned = await findOwnedWines(tx, userId, wineIds);
    const plan = planMergeOfWines(owned);
    if (!plan.ok) throw new AppError("validation_failed", plan.message ?? plan.title);
    const { market_value, ...rest } = plan.update;
    const [kept] = await tx
      .update(cellarWines)
      .set({ ...rest, ...(market_value !== undefined && marketValueColumns(market_value)) })
      .where(eq(cellarWines.id, plan.keeper.id))
      .returning();
    if (!kept) throw new Error("merge update returned nothing");
    await tx
      .delete(cellarWines)
      .where(and(eq(cellarWines.user_id, userId), inArray(cellarWines.id, plan.deleteIds)));
    return { wine: toCellarWine(kept), notice: describeMergeSuccess(owned.length, kept.quantity) };
  });
}
