import type { TastingNotesRequest } from "@vinestra/contracts";
import { type Database, tastingNotes } from "@vinestra/db";
import { normalizeTastingNotes } from "@vinestra/domain";
import { and, eq } from "drizzle-orm";
import { findOwnedWine } from "./cellar-wines.repository.ts";

export type TastingNotesRow = typeof tastingNotes.$inferSelect;

/** The user's notes on one of their wines, or null when none were written yet. */
export async function getTastingNotes(
  db: Database,
  userId: string,
  wineId: string,
): Promise<TastingNotesRow | null> {
  await findOwnedWine(db, userId, wineId);
  const [notes] = await db
    .select()
    .from(tastingNotes)
    .where(and(eq(tastingNotes.user_id, userId), eq(tastingNotes.wine_id, wineId)));
  return notes ?? null;
}

/** Saves the notes (empty fields stored as null, spec §5); one set of notes per wine and user. */
export async function saveTastingNotes(
  db: Database,
  userId: string,
  wineId: string,
  input: TastingNotesRequest,
): Promise<TastingNotesRow> {
  return db.transaction(async (tx) => {
    await findOwnedWine(tx as unknown as Database, userId, wineId);
    const notes = normalizeTastingNotes(input);
    const [saved] = await tx
      .insert(tastingNotes)
      .values({ user_id: userId, wine_id: wineId, ...notes })
      .onConflictDoUpdate({
        target: [tastingNotes.wine_id, tastingNotes.user_id],
        set: { ...notes, updated_at: new Date() },
      })
      .returning();
    if (!saved) throw new Error("tasting notes upsert returned nothing");
    return saved;
  });
}
