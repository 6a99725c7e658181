import type { CurrencyCode } from "./currency.ts";
import type { SubscriptionTier } from "./plans.ts";

export interface PlanDefinition {
  tier: SubscriptionTier;
  /** The pricing card's heading. */
  name: string;
  interval: "year" | "month";
  trialDays: number;
  mostPopular: boolean;
  premiumSupport: boolean;
}

/**
 * The three plan cards in the pricing section's order (spec §2, §9): 14-day trial on both annual plans only.
 */
export const PLANS: readonly PlanDefinition[] = [
  {
    tier: "basic_annual",
    name: "BASIC ANNUAL",
    interval: "year",
    trialDays: 14,
    mostPopular: false,
    premiumSupport: false,
  },
  {
    tier: "premium_annual",
    name: "PREMIUM ANNUAL",
    interval: "year",
    trialDays: 14,
    mostPopular: true,
    premiumSupport: true,
  },
  {
    tier: "premium_monthly",
    name: "PREMIUM MONTHLY",
    interval: "month",
    trialDays: 0,
    mostPopular: false,
    premiumSupport: true,
  },
];

/** Prices per tier in the three priced currencies (spec §9). */
export const PLAN_PRICES: Record<SubscriptionTier, Record<"USD" | "CAD" | "EUR", number>> = {
  basic_annual: { USD: 19.99, CAD: 26.99, EUR: 18.99 },
  premium_annual: { USD: 39.99, CAD: 53.99, EUR: 37.99 },
  premium_monthly: { USD: 4.99, CAD: 6.74, EUR: 4.74 },
};

/** The definition of a tier. */
export function getPlan(tier: SubscriptionTier): PlanDefinition {
  return PLANS.find((plan) => plan.tier === tier) ?? (PLANS[0] as PlanDefinition);
}

/** A plan's price in the user's currency; currencies other than USD, CAD and EUR get the USD amount. */
export function planPrice(
  tier: SubscriptionTier,
  currency: CurrencyCode,
): { amount: number; currency: CurrencyCode } {
  const prices = PLAN_PRICES[tier];
  if (currency === "CAD" || currency === "EUR") return { amount: prices[currency], currency };
  return { amount: prices.USD, currency: "USD" };
}

/** Free-trial days: 14 for both annual plans, none for monthly. */
export function trialDays(tier: SubscriptionTier): number {
  return getPlan(tier).trialDays;
}

const SHARED_FEATURES = [
  "Image and voice recognition",
  "Image capture analysis",
  "Cellar tracking",
  "Drinking reminders",
  "Expert recommendations",
  "Export",
] as const;

/** A plan card's features: the shared list, plus premium support on premium plans. */
export function planFeatures(tier: SubscriptionTier): string[] {
  return getPlan(tier).premiumSupport ? [...SHARED_FEATURES, "Premium support"] : [...SHARED_FEATURES];
}

/**
 * The success page's feature list per tier; premium_annual's list is also the default for an unknown tier.
 */
export function successEntitlements(tier: string | null | undefined): string[] {
  if (tier === "basic_annual") {
    return ["200 analyses per year", "Basic cellar management", "Recommendations", "Email support"];
  }
  if (tier === "premium_monthly") {
    return [
      "25 analyses per month",
      "Advanced cellar management",
      "Expert recommendations",
      "Priority support",
    ];
  }
  return ["Unlimited analysis", "Advanced cellar management", "Expert recommendations", "Priority support"];
}
