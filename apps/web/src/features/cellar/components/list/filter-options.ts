import {
  CELLAR_SORT_KEYS,
  type CellarSortKey,
  type CurrencyCode,
  convertFromUsd,
  formatCurrency,
  type SustainabilityBand,
  type ValueBand,
} from "@vinestra/domain";

export type Option = { value: string; label: string };

export const DRINKING_WINDOW_OPTIONS: Option[] = [
  { value: "all", label: "Any window" },
  { value: "ready-now", label: "Ready now" },
  { value: "ready-soon", label: "Ready within 3 years" },
  { value: "aging", label: "Still aging" },
];

export const RATING_OPTIONS: Option[] = [
  { value: "all", label: "All ratings" },
  { value: "unrated", label: "Unrated" },
  ...[5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: `${stars} star${stars === 1 ? "" : "s"}`,
  })),
];

export const SUSTAINABILITY_OPTIONS: { value: "all" | SustainabilityBand; label: string }[] = [
  { value: "all", label: "Any score" },
  { value: "excellent", label: "Excellent (8+)" },
  { value: "good", label: "Good (6–8)" },
  { value: "fair", label: "Fair (4–6)" },
  { value: "poor", label: "Poor (under 4)" },
  { value: "unrated", label: "Not scored" },
];

const SORT_LABELS: Record<CellarSortKey, string> = {
  created_at: "Date added",
  wine_name: "Wine name",
  producer: "Producer",
  region: "Region",
  vintage: "Vintage",
  market_value: "Market value",
  user_rating: "Your rating",
  sustainability_score: "Sustainability",
};

export const SORT_OPTIONS: Option[] = CELLAR_SORT_KEYS.map((key) => ({
  value: key,
  label: SORT_LABELS[key],
}));

/** The value bands (set in US dollars by the spec) labelled in the collector's currency. */
export function valueOptions(currency: CurrencyCode): { value: "all" | ValueBand; label: string }[] {
  const amount = (usd: number) =>
    formatCurrency(convertFromUsd(usd, currency), currency, { wholeNumber: true });
  return [
    { value: "all", label: "Any value" },
    { value: "under-50", label: `Under ${amount(50)}` },
    { value: "50-100", label: `${amount(50)} – ${amount(100)}` },
    { value: "100-200", label: `${amount(100)} – ${amount(200)}` },
    { value: "over-200", label: `Over ${amount(200)}` },
  ];
}
