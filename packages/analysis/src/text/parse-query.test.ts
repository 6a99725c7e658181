import { describe, expect, it } from "vitest";
import { parseQuery } from "./parse-query.ts";

describe("parseQuery", () => {
  it("takes the vintage from the end of the text", () => {
    const parsed = parseQuery("Château Margaux 2015");
    expect(parsed.vintage).toBe(2015);
    expect(parsed.displayName).toBe("Château Margaux");
    expect(parsed.hasYearInside).toBe(false);
  });

  it("splits producer and wine at a vintage written mid-text", () => {
    const parsed = parseQuery("Quinta dos Avidagos 2011 Avidagos Red");
    expect(parsed.vintage).toBe(2011);
    expect(parsed.hasYearInside).toBe(true);
    expect(parsed.tokens.slice(0, parsed.tailStart).map((token) => token.token)).toEqual([
      "quinta",
      "dos",
      "avidagos",
    ]);
  });

  it("lets an explicit vintage win over the text", () => {
    expect(parseQuery("Sassicaia 2016", 2015).vintage).toBe(2015);
  });

  it("recognises non-vintage wines", () => {
    const parsed = parseQuery("Krug Grande Cuvée NV");
    expect(parsed.vintage).toBeNull();
    expect(parsed.isNonVintage).toBe(true);
    expect(parsed.displayName).toBe("Krug Grande Cuvée");
  });

  it("ignores numbers that are not years", () => {
    expect(parseQuery("Penfolds Bin 389").vintage).toBeNull();
  });
});
