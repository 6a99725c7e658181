import { type Database, profiles, visitorUsage } from "@vinestra/db";
import {
  canSearch,
  remainingSearches,
  SEARCH_LIMIT_REACHED,
  type SearchUsage,
  type SubscriptionStateLike,
} from "@vinestra/domain";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";

/** Who is searching: a signed-in user (with a plan) or a signed-out visitor known by client address. */
export type Searcher =
  | { kind: "user"; userId: string; subscription: SubscriptionStateLike }
  | { kind: "visitor"; clientKey: string };

const FREE_PLAN: SubscriptionStateLike = { subscribed: false, subscription_tier: null, is_trialing: false };

function periodsOf(now: Date) {
  const year = now.getUTCFullYear();
  const month = `${year}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return { year, month };
}

/**
 * The searches used, with the yearly and monthly counters reset when their period has passed
 * (the spec's reset_yearly_searches_if_needed). Runs inside the caller's transaction with the row locked.
 */
async function lockUsage(tx: Database, searcher: Searcher, now: Date): Promise<SearchUsage> {
  if (searcher.kind === "visitor") {
    await tx.insert(visitorUsage).values({ client_key: searcher.clientKey }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(visitorUsage)
      .where(eq(visitorUsage.client_key, searcher.clientKey))
      .for("update");
    const count = row?.search_count ?? 0;
    return { search_count: count, current_year_searches: count, current_month_searches: count };
  }
  await tx.insert(profiles).values({ user_id: searcher.userId }).onConflictDoNothing();
  const [row] = await tx.select().from(profiles).where(eq(profiles.user_id, searcher.userId)).for("update");
  if (!row) throw new Error(`profile for ${searcher.userId} is missing`);
  const { year, month } = periodsOf(now);
  return {
    search_count: row.search_count,
    current_year_searches: row.searches_year === year ? row.current_year_searches : 0,
    current_month_searches: row.searches_month === month ? row.current_month_searches : 0,
  };
}

function planOf(searcher: Searcher): SubscriptionStateLike {
  return searcher.kind === "user" ? searcher.subscription : FREE_PLAN;
}

async function addToUsage(tx: Database, searcher: Searcher, usage: SearchUsage, delta: 1 | -1, now: Date) {
  if (searcher.kind === "visitor") {
    await tx
      .update(visitorUsage)
      .set({ search_count: Math.max(0, usage.search_count + delta) })
      .where(eq(visitorUsage.client_key, searcher.clientKey));
    return;
  }
  const { year, month } = periodsOf(now);
  await tx
    .update(profiles)
    .set({
      search_count: Math.max(0, usage.search_count + delta),
      current_year_searches: Math.max(0, usage.current_year_searches + delta),
      searches_year: year,
      current_month_searches: Math.max(0, (usage.current_month_searches ?? 0) + delta),
      searches_month: month,
    })
    .where(eq(profiles.user_id, searcher.userId));
}

/** Takes one search from the allowance, or refuses with 'Search Limit Reached'. Atomic per searcher. */
export async function reserveSearch(db: Database, searcher: Searcher, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const usage = await lockUsage(tx as unknown as Database, searcher, now);
    if (!canSearch(planOf(searcher), usage)) {
      throw new AppError(
        "search_limit_reached",
        `${SEARCH_LIMIT_REACHED.title}: ${SEARCH_LIMIT_REACHED.message}`,
      );
    }
    await addToUsage(tx as unknown as Database, searcher, usage, 1, now);
  });
}

/** Gives a reserved search back (the answer was a disambiguation, or the analysis failed). */
export async function refundSearch(db: Database, searcher: Searcher, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const usage = await lockUsage(tx as unknown as Database, searcher, now);
    await addToUsage(tx as unknown as Database, searcher, usage, -1, now);
  });
}

export async function getRemainingSearches(db: Database, searcher: Searcher, now: Date) {
  const usage = await db.transaction((tx) => lockUsage(tx as unknown as Database, searcher, now));
  return { remaining: remainingSearches(planOf(searcher), usage), usage };
}
