import { describe, expect, it } from "vitest";
import { formatMarketValue } from "./market-value.ts";

describe("formatMarketValue", () => {
  it("writes a USD range with the symbol", () => {
    expect(formatMarketValue([80, 120])).toBe("$80 - $120");
  });

  it("converts with the spec's rates and rounds to readable steps", () => {
    expect(formatMarketValue([100, 150], "EUR")).toBe("€90 - €140");
    expect(formatMarketValue([100, 150], "JPY")).toBe("¥15,000 - ¥23,000");
    expect(formatMarketValue([600, 900], "GBP")).toBe("£475 - £700");
  });

  it("collapses a band that rounds to one price", () => {
    expect(formatMarketValue([10, 10.2])).toBe("$10");
  });
});
