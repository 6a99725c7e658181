import type { Notice } from "./result.ts";

/** The paid tiers (spec §3). */
export const SUBSCRIPTION_TIERS = ["basic_annual", "premium_monthly", "premium_annual"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** The subscription state as check-subscription reports it; the tier is text so database rows fit. */
export interface SubscriptionStateLike {
  subscribed: boolean;
  subscription_tier?: string | null;
  is_trialing?: boolean | null;
}

/** Searches used, as the profile counts them. */
export interface SearchUsage {
  search_count: number;
  current_year_searches: number;
  /**
   * Searches this month; when missing, `search_count` (never smaller) stands in so nothing is over-granted.
   */
  current_month_searches?: number | null;
}

/** How many analyses a plan allows (spec §6, §9). */
export type SearchAllowance =
  | { kind: "total"; limit: number }
  | { kind: "per-month"; limit: number }
  | { kind: "per-year"; limit: number }
  | { kind: "unlimited" };

export type CellarLimit = number | "unlimited";

export const FREE_SEARCH_ALLOWANCE: SearchAllowance = { kind: "total", limit: 3 };
export const FREE_CELLAR_LIMIT = 3;
/** A fresh analysis costs one search. */
export const FRESH_ANALYSIS_SEARCH_COST = 1;

const TIER_ALLOWANCES: Record<SubscriptionTier, SearchAllowance> = {
  basic_annual: { kind: "per-year", limit: 200 },
  premium_monthly: { kind: "per-month", limit: 25 },
  premium_annual: { kind: "unlimited" },
};

/** Whether a value names one of the three paid tiers. */
export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return typeof value === "string" && (SUBSCRIPTION_TIERS as readonly string[]).includes(value);
}

/** Freemium = neither subscribed nor trialing (spec §6). */
export function isFreemium(state: SubscriptionStateLike): boolean {
  return !state.subscribed && !state.is_trialing;
}

/**
 * The tier whose rules apply: the subscription's tier while subscribed or trialing, else null (free).
 * An unknown tier text counts as free, so a bad row never grants more than the free plan.
 */
export function activeTier(state: SubscriptionStateLike): SubscriptionTier | null {
  if (isFreemium(state) || !isSubscriptionTier(state.subscription_tier)) return null;
  return state.subscription_tier;
}

/**
 * The search allowance of the applicable plan: free 3 total, basic_annual 200/year, premium_monthly 25/month,
 * premium_annual unlimited.
 */
export function searchAllowance(state: SubscriptionStateLike): SearchAllowance {
  const tier = activeTier(state);
  return tier ? TIER_ALLOWANCES[tier] : FREE_SEARCH_ALLOWANCE;
}

function usedSearches(
  allowance: Exclude<SearchAllowance, { kind: "unlimited" }>,
  usage: SearchUsage,
): number {
  if (allowance.kind === "per-year") return usage.current_year_searches;
  if (allowance.kind === "per-month") return usage.current_month_searches ?? usage.search_count;
  return usage.search_count;
}

/**
 * Remaining searches shown to the user: "unlimited", or the allowance minus what was used, never below zero.
 */
export function remainingSearches(state: SubscriptionStateLike, usage: SearchUsage): number | "unlimited" {
  const allowance = searchAllowance(state);
  if (allowance.kind === "unlimited") return "unlimited";
  return Math.max(0, allowance.limit - usedSearches(allowance, usage));
}

/** Whether one more analysis is allowed. */
export function canSearch(state: SubscriptionStateLike, usage: SearchUsage): boolean {
  const remaining = remainingSearches(state, usage);
  return remaining === "unlimited" || remaining >= FRESH_ANALYSIS_SEARCH_COST;
}

/** Wines the cellar may show: 3 for freemium accounts; unlimited for subscribers and trialing users. */
export function cellarLimit(state: SubscriptionStateLike): CellarLimit {
  return isFreemium(state) ? FREE_CELLAR_LIMIT : "unlimited";
}

/** Whether a tier is one of the premium ones. */
export function isPremiumTier(tier: string | null | undefined): boolean {
  return tier === "premium_monthly" || tier === "premium_annual";
}

/**
 * Export (and share) permission (spec §6): allowed on a premium plan (trial included), or when subscribed and
 * not trialing — so basic_annual exports once its trial ends.
 */
export function canExport(state: SubscriptionStateLike): boolean {
  return isPremiumTier(activeTier(state)) || (state.subscribed && !state.is_trialing);
}

/** The toast when no searches are left (spec §8), followed by the upgrade dialog. */
export const SEARCH_LIMIT_REACHED: Notice = {
  title: "Search Limit Reached",
  message: "Please upgrade to continue analyzing wines.",
};

/** Configured request limits (spec §9). */
export const RATE_LIMITS = {
  analysisPerHour: 10,
  analysisPerDay: 50,
  searchRequestsPerMinute: 5,
} as const;
