import {
  type CurrencyCode,
  convertFromUsd,
  formatPriceRange,
  formatUsdAmountIn,
  parseMarketValueRange,
} from "@vinestra/domain";

/**
 * A market value (analyses and the cellar store US-dollar text such as "$650 - $1,000") in the collector's
 * currency, e.g. "€598 - €920"; text without a number is shown as it is, missing text as null.
 */
export function formatMarketValueIn(text: string | null | undefined, currency: CurrencyCode): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const range = parseMarketValueRange(trimmed);
  if (!range) return trimmed;
  return formatPriceRange(
    convertFromUsd(range.low, currency),
    convertFromUsd(range.high, currency),
    currency,
  );
}

/** A US-dollar amount (collection value) in the collector's currency with its decimals. */
export function formatUsdIn(amountUsd: number, currency: CurrencyCode): string {
  return formatUsdAmountIn(amountUsd, currency);
}
