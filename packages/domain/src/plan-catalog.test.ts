import { describe, expect, it } from "vitest";
import { getPlan, PLANS, planFeatures, planPrice, successEntitlements, trialDays } from "./plan-catalog.ts";
import type { SubscriptionTier } from "./plans.ts";

describe("plan prices", () => {
  it.each([
    ["basic_annual", "USD", 19.99, "USD"],
    ["basic_annual", "CAD", 26.99, "CAD"],
    ["basic_annual", "EUR", 18.99, "EUR"],
    ["premium_annual", "USD", 39.99, "USD"],
    ["premium_annual", "CAD", 53.99, "CAD"],
    ["premium_annual", "EUR", 37.99, "EUR"],
    ["premium_monthly", "USD", 4.99, "USD"],
    ["premium_monthly", "CAD", 6.74, "CAD"],
    ["premium_monthly", "EUR", 4.74, "EUR"],
    ["premium_monthly", "GBP", 4.99, "USD"],
    ["basic_annual", "JPY", 19.99, "USD"],
  ] as const)("%s in %s costs %d %s", (tier, currency, amount, charged) => {
    expect(planPrice(tier, currency)).toEqual({ amount, currency: charged });
  });
});

describe("plan definitions", () => {
  it("lists the three cards in order with premium annual most popular", () => {
    expect(PLANS.map((plan) => [plan.name, plan.mostPopular])).toEqual([
      ["BASIC ANNUAL", false],
      ["PREMIUM ANNUAL", true],
      ["PREMIUM MONTHLY", false],
    ]);
    expect(getPlan("premium_monthly").interval).toBe("month");
    expect(getPlan("gold" as SubscriptionTier).tier).toBe("basic_annual");
  });

  it.each([
    ["basic_annual", 14],
    ["premium_annual", 14],
    ["premium_monthly", 0],
  ] as const)("%s has a %d-day trial", (tier, days) => {
    expect(trialDays(tier)).toBe(days);
  });

  it("adds premium support to premium plans only", () => {
    expect(planFeatures("basic_annual")).not.toContain("Premium support");
    expect(planFeatures("basic_annual")).toContain("Export");
    expect(planFeatures("premium_monthly")).toContain("Premium support");
    expect(planFeatures("premium_annual")).toHaveLength(7);
  });
});

describe("successEntitlements", () => {
  it.each([
    [
      "basic_annual",
      ["200 analyses per year", "Basic cellar management", "Recommendations", "Email support"],
    ],
    [
      "premium_monthly",
      ["25 analyses per month", "Advanced cellar management", "Expert recommendations", "Priority support"],
    ],
    [
      "premium_annual",
      ["Unlimited analysis", "Advanced cellar management", "Expert recommendations", "Priority support"],
    ],
    [
      null,
      ["Unlimited analysis", "Advanced cellar management", "Expert recommendations", "Priority support"],
    ],
    [
      "unknown",
      ["Unlimited analysis", "Advanced cellar management", "Expert recommendations", "Priority support"],
    ],
  ])("%j → %j", (tier, list) => {
    expect(successEntitlements(tier)).toEqual(list);
  });
});
