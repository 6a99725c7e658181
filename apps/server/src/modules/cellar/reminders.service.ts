import type { CreateReminderRequest } from "@vinestra/contracts";
import { type Database, wineReminders } from "@vinestra/db";
import { describeReminderCreated, type Notice, validateReminder } from "@vinestra/domain";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { findOwnedWine } from "./cellar-wines.repository.ts";

export type ReminderRow = typeof wineReminders.$inferSelect;

/** Creates a reminder on one of the user's wines; delivery is the scheduler's job. */
export async function createReminder(
  db: Database,
  userId: string,
  wineId: string,
  input: CreateReminderRequest,
  now: Date,
): Promise<{ reminder: ReminderRow; notice: Notice }> {
  await findOwnedWine(db, userId, wineId);
  const checked = validateReminder(input, now);
  if (!checked.ok)
    throw new AppError("validation_failed", [checked.title, checked.message].filter(Boolean).join(": "));
  const [reminder] = await db
    .insert(wineReminders)
    .values({ user_id: userId, wine_id: wineId, ...checked.value })
    .returning();
  if (!reminder) throw new Error("reminder insert returned nothing");
  return {
    reminder,
    notice: describeReminderCreated(checked.value.reminder_type, checked.value.reminder_date),
  };
}

export async function listReminders(db: Database, userId: string, wineId: string): Promise<ReminderRow[]> {
  await findOwnedWine(db, userId, wineId);
  return db
    .select()
    .from(wineReminders)
    .where(and(eq(wineReminders.user_id, userId), eq(wineReminders.wine_id, wineId)))
    .orderBy(asc(wineReminders.reminder_date));
}
