import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  convertCurrency,
  convertFromUsd,
  currencyDecimals,
  DEFAULT_CURRENCY,
  defaultCurrencyForCountry,
  formatCurrency,
  formatUsdAmountIn,
  getCurrency,
  isCurrencyCode,
  resolveCurrency,
} from "./currency.ts";

describe("currency table", () => {
  it("holds the spec's 17 currencies and rates per USD", () => {
    expect(Object.fromEntries(CURRENCIES.map((currency) => [currency.code, currency.rate]))).toEqual({
      USD: 1,
      EUR: 0.92,
      GBP: 0.79,
      JPY: 150,
      CAD: 1.35,
      AUD: 1.52,
      CNY: 7.25,
      INR: 83.15,
      BRL: 5.45,
      KRW: 1340,
      MXN: 17.85,
      RUB: 95.5,
      TRY: 30.25,
      SAR: 3.75,
      ZAR: 18.45,
      IDR: 15650,
      ARS: 875,
    });
    expect(DEFAULT_CURRENCY).toBe("USD");
  });

  it.each([
    ["JPY", 0],
    ["KRW", 0],
    ["IDR", 0],
    ["USD", 2],
    ["EUR", 2],
    ["ARS", 2],
  ] as const)("shows %s with %d decimals", (code, decimals) => {
    expect(currencyDecimals(code)).toBe(decimals);
  });

  it.each([
    ["EUR", true],
    ["eur", false],
    ["XYZ", false],
    [null, false],
    [42, false],
  ])("isCurrencyCode(%j) is %s", (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });

  it("finds a currency's entry, falling back to USD for an unknown code from untyped callers", () => {
    expect(getCurrency("GBP")).toMatchObject({ symbol: "£", name: "British Pound" });
    expect(getCurrency("XXX" as CurrencyCode).code).toBe("USD");
  });
});

describe("conversion", () => {
  it.each([
    [100, "EUR", 92],
    [100, "JPY", 15000],
    [10, "IDR", 156500],
    [100, "USD", 100],
  ] as const)("converts %d USD to %s", (amount, code, expected) => {
    expect(convertFromUsd(amount, code)).toBeCloseTo(expected, 6);
  });

  it("converts between two currencies through USD", () => {
    expect(convertCurrency(92, "EUR", "GBP")).toBeCloseTo(79, 6);
    expect(convertCurrency(150, "JPY", "USD")).toBeCloseTo(1, 9);
  });

  it("round-trips any amount between any two currencies", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom(...CURRENCY_CODES),
        (amount, from, to) => {
          const back = convertCurrency(convertCurrency(amount, from, to), to, from);
          expect(Math.abs(back - amount)).toBeLessThanOrEqual(Math.max(1e-6, amount * 1e-12));
        },
      ),
    );
  });
});

describe("formatCurrency", () => {
  it.each([
    [1234.5, "USD", "$1,234.50"],
    [0, "EUR", "€0.00"],
    [150000, "JPY", "¥150,000"],
    [1340.4, "KRW", "₩1,340"],
    [15650, "IDR", "Rp15,650"],
    [26.99, "CAD", "C$26.99"],
    [-5, "EUR", "-€5.00"],
    [-0.001, "USD", "$0.00"],
    [Number.NaN, "USD", ""],
    [Number.POSITIVE_INFINITY, "USD", ""],
  ] as const)("formats %d %s as %j", (amount, code, expected) => {
    expect(formatCurrency(amount, code)).toBe(expected);
  });

  it("formats whole numbers on request", () => {
    expect(formatCurrency(1234.56, "USD", { wholeNumber: true })).toBe("$1,235");
  });

  it("formats a USD amount in the user's currency", () => {
    expect(formatUsdAmountIn(100, "EUR")).toBe("€92.00");
    expect(formatUsdAmountIn(100, "JPY")).toBe("¥15,000");
  });
});

describe("defaultCurrencyForCountry", () => {
  it.each([
    ["US", "USD"],
    ["us", "USD"],
    ["United States", "USD"],
    ["CA", "CAD"],
    ["Canada", "CAD"],
    ["DE", "EUR"],
    ["Deutschland", "EUR"],
    ["FR", "EUR"],
    ["España", "EUR"],
    ["Österreich", "EUR"],
    ["BG", "EUR"],
    ["HR", "EUR"],
    [" the Netherlands ", "EUR"],
    ["GB", "USD"],
    ["United Kingdom", "USD"],
    ["JP", "USD"],
    ["", "USD"],
    [null, "USD"],
    [undefined, "USD"],
  ] as const)("%j → %s", (country, expected) => {
    expect(defaultCurrencyForCountry(country)).toBe(expected);
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(CURRENCY_CODES).toContain(defaultCurrencyForCountry(text));
      }),
    );
  });
});

describe("resolveCurrency", () => {
  it.each([
    ["GBP", "DE", "GBP"],
    [null, "DE", "EUR"],
    ["XYZ", "CA", "CAD"],
    [undefined, null, "USD"],
  ] as const)("saved %j with country %j gives %s", (preferred, country, expected) => {
    expect(resolveCurrency(preferred, country)).toBe(expected);
  });
});
