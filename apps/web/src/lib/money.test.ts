import { describe, expect, it } from "vitest";
import { formatMarketValueIn, formatUsdIn } from "./money";

describe("formatMarketValueIn", () => {
  it("keeps dollars as they are", () => {
    expect(formatMarketValueIn("$650 - $1,000", "USD")).toBe("$650 - $1,000");
  });

  it("converts both ends of a range at the table's rate", () => {
    expect(formatMarketValueIn("$100 - $200", "EUR")).toBe("€92 - €184");
  });

  it("converts a single price", () => {
    expect(formatMarketValueIn("$45", "JPY")).toBe("¥6,750");
  });

  it("shows text without a number unchanged, and nothing for blank text", () => {
    expect(formatMarketValueIn("Price on request", "EUR")).toBe("Price on request");
    expect(formatMarketValueIn("  ", "EUR")).toBeNull();
    expect(formatMarketValueIn(null, "EUR")).toBeNull();
  });
});

describe("formatUsdIn", () => {
  it("uses the currency's decimals", () => {
    expect(formatUsdIn(1650, "USD")).toBe("$1,650.00");
    expect(formatUsdIn(10, "KRW")).toBe("₩13,400");
  });
});
