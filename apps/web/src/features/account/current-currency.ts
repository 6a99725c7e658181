import { CURRENCIES, type Currency, type CurrencyCode, DEFAULT_CURRENCY } from "@vinestra/domain";

/** The saved currency, else the default (detection from location joins with the location feature). */
export function resolveCurrency(saved: CurrencyCode | null | undefined): Currency {
  const code = saved ?? DEFAULT_CURRENCY;
  return CURRENCIES.find((currency) => currency.code === code) ?? CURRENCIES[0];
}
