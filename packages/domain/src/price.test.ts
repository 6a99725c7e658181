import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, formatCurrency } from "./currency.ts";
import {
  classifyValueBand,
  formatPriceRange,
  parseExportAverageValue,
  parseMarketValue,
  parseMarketValueRange,
} from "./price.ts";

describe("parseMarketValue", () => {
  it.each([
    ["$45", 45],
    ["$45.99", 45],
    ["$1,200 - $1,500", 1350],
    ["$1,200-$1,500", 1350],
    ["€80–100", 90],
    ["€80—100", 90],
    ["€80 − 100", 90],
    ["$80 to $100", 90],
    ["USD 80 - USD 100", 90],
    ["80 € - 95 €", 87.5],
    ["€1.250", 1250],
    ["€1.250 - €1.500", 1375],
    ["1.250,00 €", 1250],
    ["1\u00A0250 €", 1250],
    ["1\u202F250\u00A0€ – 1\u202F500\u00A0€", 1375],
    ["$1,250,000", 1250000],
    ["$1.250.000", 1250000],
    ["¥150,000", 150000],
    ["12,5 €", 12],
    ["$12.3456", 12],
    ["$80 per bottle (750ml)", 80],
    ["$80 / $100", 80],
    ["about 80 dollars", 80],
    ["Market value: C$120 - C$140", 130],
  ])("reads %j as %d", (text, expected) => {
    expect(parseMarketValue(text)).toBe(expected);
  });

  it.each([[""], ["   "], ["N/A"], ["Price unknown"], [null], [undefined]])("gives null for %j", (text) => {
    expect(parseMarketValue(text)).toBeNull();
  });

  it("keeps both ends of a range", () => {
    expect(parseMarketValueRange("$1,200 - $1,500")).toEqual({ low: 1200, high: 1500 });
    expect(parseMarketValueRange("$45")).toEqual({ low: 45, high: 45 });
  });

  it("never throws and gives null or a non-negative number for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const value = parseMarketValue(text);
        expect(value === null || value >= 0).toBe(true);
      }),
    );
  });

  it("reads back any whole amount formatCurrency wrote, in every currency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(...CURRENCY_CODES),
        (amount, code) => {
          expect(parseMarketValue(formatCurrency(amount, code))).toBe(amount);
        },
      ),
    );
  });

  it("reads back any range formatPriceRange wrote", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...CURRENCY_CODES),
        (low, high, code) => {
          const expected = low === high ? { low, high: low } : { low, high };
          expect(parseMarketValueRange(formatPriceRange(low, high, code))).toEqual(expected);
        },
      ),
    );
  });
});

describe("parseExportAverageValue", () => {
  it.each([
    ["$1,200 - $1,500", 1350],
    ["€80–95", 88],
    ["$5 - $80", 80],
    ["$45", 45],
    ["$9", null],
    ["$1,250,000", null],
    ["$999,999", 999999],
    ["€1.250", 1250],
    ["Vintage 2015, $80", 1048],
    ["", null],
    [null, null],
  ])("reads %j as %j", (text, expected) => {
    expect(parseExportAverageValue(text)).toBe(expected);
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseExportAverageValue(text);
        expect(value === null || Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

describe("formatPriceRange", () => {
  it.each([
    [1200, 1500, "USD", "$1,200 - $1,500"],
    [80, 100, "EUR", "€80 - €100"],
    [45, 45, "GBP", "£45"],
    [150000, 200000, "JPY", "¥150,000 - ¥200,000"],
  ] as const)("writes %d–%d %s as %j", (low, high, code, expected) => {
    expect(formatPriceRange(low, high, code)).toBe(expected);
  });
});

describe("classifyValueBand", () => {
  it.each([
    [0, "under-50"],
    [49.5, "under-50"],
    [50, "50-100"],
    [100, "50-100"],
    [100.5, "100-200"],
    [200, "100-200"],
    [200.5, "over-200"],
    [1350, "over-200"],
  ] as const)("puts %d in %s", (amount, band) => {
    expect(classifyValueBand(amount)).toBe(band);
  });
});
