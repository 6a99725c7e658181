/** Facts about the product shown on more than one page. */
export const SITE = {
  name: "Vinestra",
  tagline: "Perfect Time. Perfect Wine.",
  heroLine: "Track every bottle, savor every perfect pour.",
  trialDays: 14,
  annualPriceUsd: "$19.99",
} as const;
