import { type CurrencyCode, formatCurrency } from "./currency.ts";

/** A market value read from text: the low and high ends (equal for a single price). */
export interface PriceRange {
  low: number;
  high: number;
}

const NON_BREAKING_SPACES = /[\u00A0\u2007\u202F\u2060]/gu;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
/**
 * A number: digits with "," or "." thousands groups of exactly three (one separator kind per number), or
 * plain digits; an optional decimal part after "." or "," is read and dropped.
 */
const NUMBER = /(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*(?!\d)|\d+)(?:[.,]\d+)?/gu;
/** What may stand between the two ends of a range: currency symbols or codes around one dash or "to". */
const RANGE_JOINER = /^\s*[\p{Sc}\p{L}]{0,3}\s*(?:-|to)\s*[\p{Sc}\p{L}]{0,3}\s*$/iu;

interface NumberToken {
  value: number;
  digits: number;
  start: number;
  end: number;
}

function normalizePriceText(text: string): string {
  return text.replace(NON_BREAKING_SPACES, "").replace(DASHES, "-");
}

function readNumbers(normalized: string): NumberToken[] {
  return [...normalized.matchAll(NUMBER)].map((match) => {
    const whole = String(match[1]).replace(/[.,]/gu, "");
    return {
      value: Number(whole),
      digits: whole.length,
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/**
 * Reads a market value as one or two whole numbers (spec §5): thousands separators and non-breaking spaces
 * stripped, dashes normalized, dotted thousands joined ("1.250" → 1250), decimals dropped ("$45.99" → 45).
 * Two numbers form a range only when a dash or "to" joins them ("$1,200 - $1,500", "€80–100"); otherwise the
 * first number is the price. No number gives null.
 */
export function parseMarketValueRange(text: string | null | undefined): PriceRange | null {
  if (!text) return null;
  const normalized = normalizePriceText(text);
  const [first, second] = readNumbers(normalized);
  if (!first) return null;
  if (second && RANGE_JOINER.test(normalized.slice(first.end, second.start))) {
    return { low: first.value, high: second.value };
  }
  return { low: first.value, high: first.value };
}

/**
 * The market value as one number: the price, or the average of a range's two ends; null when none is found.
 */
export function parseMarketValue(text: string | null | undefined): number | null {
  const range = parseMarketValueRange(text);
  return range ? (range.low + range.high) / 2 : null;
}

/**
 * The export's "Average Market Value" (spec §5): only numbers of 2 to 6 digits count; the first two of them
 * are averaged and rounded to a whole number. The spec leaves the rest of this variant unshown; this is our
 * reading.
 */
export function parseExportAverageValue(text: string | null | undefined): number | null {
  if (!text) return null;
  const numbers = readNumbers(normalizePriceText(text))
    .filter((token) => token.digits >= 2 && token.digits <= 6)
    .slice(0, 2);
  if (numbers.length === 0) return null;
  return Math.round(numbers.reduce((sum, token) => sum + token.value, 0) / numbers.length);
}

/**
 * A whole-number price range as market-value text, e.g. "$1,200 - $1,500"; one price when both ends are
 * equal.
 */
export function formatPriceRange(low: number, high: number, code: CurrencyCode): string {
  const lowText = formatCurrency(low, code, { wholeNumber: true });
  if (Math.round(low) === Math.round(high)) return lowText;
  return `${lowText} - ${formatCurrency(high, code, { wholeNumber: true })}`;
}

/** The cellar's value filter bands (spec §5, §9: 50, 100, 200). */
export const VALUE_BANDS = ["under-50", "50-100", "100-200", "over-200"] as const;
export type ValueBand = (typeof VALUE_BANDS)[number];

/**
 * The value band of a price. Bands include their upper bound: under 50 is < 50, 50-100 is 50–100, 100-200 is
 * above 100 up to 200, over 200 is strictly above 200.
 */
export function classifyValueBand(amount: number): ValueBand {
  if (amount < 50) return "under-50";
  if (amount <= 100) return "50-100";
  if (amount <= 200) return "100-200";
  return "over-200";
}
