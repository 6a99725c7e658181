import { COUNTRY_NAME_ALIASES, EURO_AREA_COUNTRY_CODES } from "./countries.ts";
import { normalizeForComparison } from "./text.ts";

/** The currencies the app offers (spec §9), with the rate of one US dollar in each. */
export const CURRENCIES = [
  { code: "USD", symbol: "$", name: "US Dollar", rate: 1 },
  { code: "EUR", symbol: "€", name: "Euro", rate: 0.92 },
  { code: "GBP", symbol: "£", name: "British Pound", rate: 0.79 },
  { code: "JPY", symbol: "¥", name: "Japanese Yen", rate: 150 },
  { code: "CAD", symbol: "C$", name: "Canadian Dollar", rate: 1.35 },
  { code: "AUD", symbol: "A$", name: "Australian Dollar", rate: 1.52 },
  { code: "CNY", symbol: "¥", name: "Chinese Yuan", rate: 7.25 },
  { code: "INR", symbol: "₹", name: "Indian Rupee", rate: 83.15 },
  { code: "BRL", symbol: "R$", name: "Brazilian Real", rate: 5.45 },
  { code: "KRW", symbol: "₩", name: "South Korean Won", rate: 1340 },
  { code: "MXN", symbol: "MX$", name: "Mexican Peso", rate: 17.85 },
  { code: "RUB", symbol: "₽", name: "Russian Ruble", rate: 95.5 },
  { code: "TRY", symbol: "₺", name: "Turkish Lira", rate: 30.25 },
  { code: "SAR", symbol: "﷼", name: "Saudi Riyal", rate: 3.75 },
  { code: "ZAR", symbol: "R", name: "South African Rand", rate: 18.45 },
  { code: "IDR", symbol: "Rp", name: "Indonesian Rupiah", rate: 15650 },
  { code: "ARS", symbol: "AR$", name: "Argentine Peso", rate: 875 },
] as const;

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyCode = Currency["code"];

export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [
  CurrencyCode,
  ...CurrencyCode[],
];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

/** Currencies shown without decimals (spec §9); every other currency shows 2. */
export const ZERO_DECIMAL_CURRENCIES: readonly CurrencyCode[] = ["JPY", "KRW", "IDR"];

/** Whether a value is one of the 17 currency codes. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** The table entry of a currency code. */
export function getCurrency(code: CurrencyCode): Currency {
  return CURRENCIES.find((currency) => currency.code === code) ?? CURRENCIES[0];
}

/** Decimals a currency is shown with: 0 for JPY, KRW and IDR, else 2. */
export function currencyDecimals(code: CurrencyCode): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.includes(code) ? 0 : 2;
}

/** A US-dollar amount in another currency, at the table's rate. */
export function convertFromUsd(amountUsd: number, code: CurrencyCode): number {
  return amountUsd * getCurrency(code).rate;
}

/** An amount converted between two currencies through the US dollar. */
export function convertCurrency(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  return (amount / getCurrency(from).rate) * getCurrency(to).rate;
}

export interface FormatCurrencyOptions {
  /** Show no decimals whatever the currency (price ranges are whole numbers). */
  wholeNumber?: boolean;
}

/**
 * An amount as the app shows it: symbol, then the number with comma thousands and the currency's decimals,
 * e.g. "$1,234.50", "¥150,000", "-€5.00". Symbols always lead so the text parses back with
 * `parseMarketValue`. Non-finite amounts give "".
 */
export function formatCurrency(
  amount: number,
  code: CurrencyCode,
  options: FormatCurrencyOptions = {},
): string {
  if (!Number.isFinite(amount)) return "";
  const decimals = options.wholeNumber ? 0 : currencyDecimals(code);
  const digits = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(amount));
  const sign = amount < 0 && /[1-9]/.test(digits) ? "-" : "";
  return `${sign}${getCurrency(code).symbol}${digits}`;
}

/** A US-dollar amount converted to and formatted in the user's currency. */
export function formatUsdAmountIn(amountUsd: number, code: CurrencyCode): string {
  return formatCurrency(convertFromUsd(amountUsd, code), code);
}

/**
 * The default currency for a country (spec §9): US → USD, CA → CAD, euro area → EUR, anything else → USD.
 * Accepts an ISO 3166 alpha-2 code or a country name (English or local, any case or accents).
 */
export function defaultCurrencyForCountry(country: string | null | undefined): CurrencyCode {
  const key = normalizeForComparison(country);
  const code = key.length === 2 ? key.toUpperCase() : (COUNTRY_NAME_ALIASES[key] ?? "");
  if (code === "US") return "USD";
  if (code === "CA") return "CAD";
  if ((EURO_AREA_COUNTRY_CODES as readonly string[]).includes(code)) return "EUR";
  return DEFAULT_CURRENCY;
}

/** The currency to use (spec §4): the profile's saved one when valid, else the location's default. */
export function resolveCurrency(
  preferredCurrency: string | null | undefined,
  country: string | null | undefined,
): CurrencyCode {
  return isCurrencyCode(preferredCurrency) ? preferredCurrency : defaultCurrencyForCountry(country);
}
