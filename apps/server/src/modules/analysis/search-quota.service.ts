import { type Database, profiles, visitorUsage } from "@vinestra/db";
import {
  canSearch,
  remainingSearches,
  SEARCH_LIMIT_REACHED,
  type SearchAllowance,
  type SearchUsage,
  type SubscriptionStateLike,
  searchAllowance,
} from "@vinestra/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../errors.ts";

/** Who is searching: a signed-in user (with a plan) or a signed-out visitor known by client address. */
export type Searcher =
  | { kind: "user"; userId: string; subscription: SubscriptionStateLike }
  | { kind: "visitor"; clientKey: string };

const FREE_PLAN: SubscriptionStateLike = { subscribed: false, subscription_tier: null, is_trialing: false };

export function planOf(searcher: Searcher): SubscriptionStateLike {
  return searcher.kind === "user" ? searcher.subscription : FREE_PLAN;
}

function periodsOf(now: Date) {
  const year = now.getUTCFullYear();
  return { year, month: `${year}-${String(now.getUTCMonth() + 1).padStart(2, "0")}` };
}

/** The counters of the current periods: a counter of a past year or month counts as zero (the yearly reset). */
function currentCounters(now: Date) {
  const { year, month } = periodsOf(now);
  return {
    year: sql<number>`(case when ${profiles.searches_year} = ${year} then ${profiles.current_year_searches} else 0 end)`,
    month: sql<number>`(case when ${profiles.searches_month} = ${month} then ${profiles.current_month_searches} else 0 end)`,
  };
}

/** The allowance of the plan (a domain rule) as the condition the counting UPDATE checks atomically. */
function allowanceCondition(allowance: SearchAllowance, now: Date): SQL {
  const counters = currentCounters(now);
  switch (allowance.kind) {
    case "unlimited":
      return sql`true`;
    case "total":
      return sql`${profiles.search_count} < ${allowance.limit}`;
    case "per-year":
      return sql`${counters.year} < ${allowance.limit}`;
    case "per-month":
      return sql`${counters.month} < ${allowance.limit}`;
  }
}

const usageColumns = {
  search_count: profiles.search_count,
  current_year_searches: profiles.current_year_searches,
  current_month_searches: profiles.current_month_searches,
};

async function countUserSearch(
  db: Database,
  userId: string,
  plan: SubscriptionStateLike,
  delta: 1 | -1,
  now: Date,
) {
  const { year, month } = periodsOf(now);
  const counters = currentCounters(now);
  const condition = delta === 1 ? allowanceCondition(searchAllowance(plan), now) : sql`true`;
  const [usage] = await db
    .update(profiles)
    .set({
      search_count: sql`greatest(${profiles.search_count} + ${delta}, 0)`,
      current_year_searches: sql`greatest(${counters.year} + ${delta}, 0)`,
      searches_year: year,
      current_month_searches: sql`greatest(${counters.month} + ${delta}, 0)`,
      searches_month: month,
    })
    .where(sql`${profiles.user_id} = ${userId} and ${condition}`)
    .returning(usageColumns);
  return usage;
}

async function countVisitorSearch(db: Database, clientKey: string, delta: 1 | -1) {
  const limit = searchAllowance(FREE_PLAN);
  const allowed =
    delta === 1 && limit.kind === "total" ? sql`${visitorUsage.search_count} < ${limit.limit}` : sql`true`;
  const [row] = await db
    .insert(visitorUsage)
    .values({ client_key: clientKey, search_count: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: visitorUsage.client_key,
      set: {
        search_count: sql`greatest(${visitorUsage.search_count} + ${delta}, 0)`,
        updated_at: new Date(),
      },
      setWhere: allowed,
    })
    .returning({ search_count: visitorUsage.search_count });
  return row && visitorAsUsage(row.search_count);
}

const visitorAsUsage = (count: number): SearchUsage => ({
  search_count: count,
  current_year_searches: count,
  current_month_searches: count,
});

/**
 * Takes one search from the allowance in one atomic statement, or refuses with 'Search Limit Reached'.
 * Returns the usage after counting.
 */
export async function reserveSearch(db: Database, searcher: Searcher, now: Date): Promise<SearchUsage> {
  if (searcher.kind === "visitor") {
    const usage = await countVisitorSearch(db, searcher.clientKey, 1);
    if (usage) return usage;
  } else {
    const usage = await countUserSearch(db, searcher.userId, searcher.subscription, 1, now);
    if (usage) return usage;
    const [profile] = await db
      .select({ user_id: profiles.user_id })
      .from(profiles)
      .where(eq(profiles.user_id, searcher.userId));
    if (!profile) {
      await db.insert(profiles).values({ user_id: searcher.userId }).onConflictDoNothing();
      return reserveSearch(db, searcher, now);
    }
  }
  throw new AppError(
    "search_limit_reached",
    `${SEARCH_LIMIT_REACHED.title}: ${SEARCH_LIMIT_REACHED.message}`,
  );
}

/** Gives a reserved search back (the answer was a disambiguation, or the analysis failed). */
export async function refundSearch(db: Database, searcher: Searcher, now: Date): Promise<SearchUsage> {
  if (searcher.kind === "visitor")
    return (await countVisitorSearch(db, searcher.clientKey, -1)) ?? visitorAsUsage(0);
  return (
    (await countUserSearch(db, searcher.userId, searcher.subscription, -1, now)) ??
    (await readUsage(db, searcher, now))
  );
}

export async function readUsage(db: Database, searcher: Searcher, now: Date): Promise<SearchUsage> {
  if (searcher.kind === "visitor") {
    const [row] = await db.select().from(visitorUsage).where(eq(visitorUsage.client_key, searcher.clientKey));
    return visitorAsUsage(row?.search_count ?? 0);
  }
  const counters = currentCounters(now);
  const [row] = await db
    .select({
      search_count: profiles.search_count,
      current_year_searches: counters.year,
      current_month_searches: counters.month,
    })
    .from(profiles)
    .where(eq(profiles.user_id, searcher.userId));
  return row ?? { search_count: 0, current_year_searches: 0, current_month_searches: 0 };
}

export function describeRemaining(searcher: Searcher, usage: SearchUsage) {
  return {
    remaining: remainingSearches(planOf(searcher), usage),
    canSearch: canSearch(planOf(searcher), usage),
  };
}
