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

/** The user's plan as the spec's `check-subscription` reports it; no row means the free plan. */
export async function getSubscriptionState(
  db: Database,
  userId: string,
  now: Date,
): Promise<SubscriptionState> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
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
