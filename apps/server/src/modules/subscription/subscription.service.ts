import { type Database, subscriptions } from "@vinestra/db";
import type { SubscriptionStateLike } from "@vinestra/domain";
import { eq } from "drizzle-orm";

export type SubscriptionState = SubscriptionStateLike & {
  subscription_tier: string | null;
  is_trialing: boolean;
  subscription_end: string | null;
};

const FREE: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  is_trialing: false,
  subscription_end: null,
};

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The plan a subscription row gives at `now`: no row, no active subscription or trial, or an ended one is free. */
export function subscriptionStateOf(row: SubscriptionRow | null, now: Date): SubscriptionState {
  if (!row) return FREE;
  const hasEnded = row.subscription_end !== null && row.subscription_end.getTime() < now.getTime();
  if (!row.subscribed && !row.is_trialing) return FREE;
  if (hasEnded) return FREE;
  return {
    subscribed: row.subscribed,
    subscription_tier: row.subscription_tier,
    is_trialing: row.is_trialing,
    subscription_end: row.subscription_end?.toISOString() ?? null,
  };
}

/** How long a plan read is reused: bounds how late another instance's plan change is seen here. */
const PLAN_MEMO_MS = 5_000;
const MAX_MEMOIZED_PLANS = 5_000;

/**
 * Users' plans, read once and reused for a few seconds: every analysis and cellar request needs the plan, and it
 * changes rarely. Whatever changes a subscription in this process calls `invalidate` so the change is seen at once.
 */
export type PlanReader = {
  planOf(userId: string, now: Date): Promise<SubscriptionState>;
  invalidate(userId: string): void;
};

export function createPlanReader(db: Database, clock: () => number = Date.now): PlanReader {
  const rows = new Map<string, { row: Promise<SubscriptionRow | null>; until: number }>();
  return {
    async planOf(userId, now) {
      let entry = rows.get(userId);
      if (!entry || entry.until <= clock()) {
        const row = db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.user_id, userId))
          .then(([found]) => found ?? null);
        entry = { row, until: clock() + PLAN_MEMO_MS };
        rows.set(userId, entry);
        if (rows.size > MAX_MEMOIZED_PLANS) rows.delete(rows.keys().next().value as string);
        row.catch(() => rows.delete(userId));
      }
      return subscriptionStateOf(await entry.row, now);
    },
    invalidate(userId) {
      rows.delete(userId);
    },
  };
}
