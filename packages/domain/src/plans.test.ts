import { describe, expect, it } from "vitest";
import {
  activeTier,
  canExport,
  canSearch,
  cellarLimit,
  isFreemium,
  isPremiumTier,
  isSubscriptionTier,
  remainingSearches,
  type SearchUsage,
  type SubscriptionStateLike,
  searchAllowance,
} from "./plans.ts";

const free: SubscriptionStateLike = { subscribed: false, subscription_tier: null, is_trialing: false };
const sub = (tier: string | null, is_trialing = false, subscribed = true): SubscriptionStateLike => ({
  subscribed,
  subscription_tier: tier,
  is_trialing,
});
const usage = (
  search_count: number,
  current_year_searches = 0,
  current_month_searches?: number | null,
): SearchUsage => ({
  search_count,
  current_year_searches,
  current_month_searches,
});

describe("searchAllowance", () => {
  it.each([
    [free, { kind: "total", limit: 3 }],
    [sub("basic_annual"), { kind: "per-year", limit: 200 }],
    [sub("premium_monthly"), { kind: "per-month", limit: 25 }],
    [sub("premium_annual"), { kind: "unlimited" }],
    [sub("premium_annual", true, false), { kind: "unlimited" }],
    [sub("premium_annual", false, false), { kind: "total", limit: 3 }],
    [sub("gold_plan"), { kind: "total", limit: 3 }],
    [sub(null), { kind: "total", limit: 3 }],
  ])("%j → %j", (state, allowance) => {
    expect(searchAllowance(state)).toEqual(allowance);
  });
});

describe("remainingSearches", () => {
  it.each([
    ["free, none used", free, usage(0), 3],
    ["free, 2 used", free, usage(2), 1],
    ["free, 3 used", free, usage(3), 0],
    ["free, 5 used never below zero", free, usage(5), 0],
    ["basic_annual counts this year", sub("basic_annual"), usage(500, 150), 50],
    ["basic_annual at 200", sub("basic_annual"), usage(0, 200), 0],
    ["basic_annual at 201", sub("basic_annual"), usage(0, 201), 0],
    ["premium_monthly counts this month", sub("premium_monthly"), usage(100, 90, 20), 5],
    ["premium_monthly at 25", sub("premium_monthly"), usage(100, 90, 25), 0],
    ["premium_monthly without a month count uses the total", sub("premium_monthly"), usage(10, 0, null), 15],
    ["premium_annual", sub("premium_annual"), usage(10_000, 10_000), "unlimited"],
    ["trialing basic_annual", sub("basic_annual", true), usage(0, 3), 197],
  ] as const)("%s", (_name, state, used, expected) => {
    expect(remainingSearches(state, used)).toBe(expected);
  });

  it.each([
    [free, usage(2), true],
    [free, usage(3), false],
    [sub("premium_annual"), usage(1e6, 1e6), true],
    [sub("premium_monthly"), usage(0, 0, 25), false],
  ])("canSearch(%j, %j) is %s", (state, used, expected) => {
    expect(canSearch(state, used)).toBe(expected);
  });
});

describe("cellar limit, export and freemium", () => {
  it.each([
    ["free", free, 3, false, true],
    ["basic_annual subscribed", sub("basic_annual"), "unlimited", true, false],
    ["basic_annual trialing", sub("basic_annual", true), "unlimited", false, false],
    [
      "basic_annual trialing, not yet subscribed",
      sub("basic_annual", true, false),
      "unlimited",
      false,
      false,
    ],
    ["premium_monthly", sub("premium_monthly"), "unlimited", true, false],
    ["premium_annual trialing", sub("premium_annual", true), "unlimited", true, false],
    [
      "premium_annual trialing, not yet subscribed",
      sub("premium_annual", true, false),
      "unlimited",
      true,
      false,
    ],
    ["stale premium tier, not subscribed", sub("premium_annual", false, false), 3, false, true],
    ["subscribed without a tier", sub(null), "unlimited", true, false],
  ] as const)("%s", (_name, state, limit, exportAllowed, freemium) => {
    expect(cellarLimit(state)).toBe(limit);
    expect(canExport(state)).toBe(exportAllowed);
    expect(isFreemium(state)).toBe(freemium);
  });

  it("treats a missing is_trialing as not trialing", () => {
    expect(isFreemium({ subscribed: false })).toBe(true);
    expect(activeTier({ subscribed: true, subscription_tier: "premium_monthly" })).toBe("premium_monthly");
  });
});

describe("tier helpers", () => {
  it.each([
    ["basic_annual", true, false],
    ["premium_monthly", true, true],
    ["premium_annual", true, true],
    ["free", false, false],
    [null, false, false],
  ])("%j: tier %s, premium %s", (tier, known, premium) => {
    expect(isSubscriptionTier(tier)).toBe(known);
    expect(isPremiumTier(tier)).toBe(premium);
  });
});
