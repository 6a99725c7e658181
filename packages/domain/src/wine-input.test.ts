import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { needsVintagePrompt, parseWineInput, vintagePosition } from "./wine-input.ts";

describe("parseWineInput", () => {
  it.each([
    ["Château Margaux 2015", "Château Margaux", 2015],
    ["2015 Château Margaux", "Château Margaux", 2015],
    ["Opus One, 2018", "Opus One", 2018],
    ["Opus One - 2018", "Opus One", 2018],
    ["Dom Pérignon 2008 Brut", "Dom Pérignon Brut", 2008],
    ["  Sassicaia   1985  ", "Sassicaia", 1985],
    ["Tignanello1990", "Tignanello", 1990],
    ["Vega Sicilia 1900", "Vega Sicilia", 1900],
    ["Penfolds 2099", "Penfolds", 2099],
    ["Lafite 1899", "Lafite 1899", null],
    ["Lafite 2100", "Lafite 2100", null],
    ["Penfolds Bin 389", "Penfolds Bin 389", null],
    ["Cuvée 20150", "Cuvée 20150", null],
    ["Krug 1996 2002", "Krug 2002", 1996],
    // Of several years the latest is the vintage; the others are the name's.
    ["Tahbilk 1927 Vines Marsanne 2015", "Tahbilk 1927 Vines Marsanne", 2015],
    ["Casella 2007 1919 Shiraz", "Casella 1919 Shiraz", 2007],
    ["1912 Winemakers 2009 Piorro", "1912 Winemakers Piorro", 2009],
    ["Rietvallei Red Muscadel 1908 2015", "Rietvallei Red Muscadel 1908", 2015],
    ["Barolo", "Barolo", null],
  ])("%j → name %j, vintage %j", (text, name, vintage) => {
    expect(parseWineInput(text)).toEqual({ ok: true, value: { name, vintage } });
  });

  it.each([[""], ["   "], ["\u00A0"], [null], [undefined]])("asks for wine details on %j", (text) => {
    expect(parseWineInput(text)).toEqual({
      ok: false,
      title: "Wine details required",
      message: "Please enter wine name and vintage year",
    });
  });

  it.each([["2015"], [" 2015, "], ["-"]])("asks for a name on %j", (text) => {
    expect(parseWineInput(text)).toEqual({ ok: false, title: "Wine name required" });
  });

  it("asks for the vintage only when none was found", () => {
    expect(needsVintagePrompt({ name: "Barolo", vintage: null })).toBe(true);
    expect(needsVintagePrompt({ name: "Barolo", vintage: 2016 })).toBe(false);
  });

  it("never throws, and a parsed vintage is always 1900–2099", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const result = parseWineInput(text);
        if (result.ok && result.value.vintage !== null) {
          expect(result.value.vintage).toBeGreaterThanOrEqual(1900);
          expect(result.value.vintage).toBeLessThanOrEqual(2099);
        }
      }),
    );
  });

  it("round-trips name + year", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' ]{0,30}[A-Za-zÀ-ÿ]$/u),
        fc.integer({ min: 1900, max: 2099 }),
        (name, year) => {
          const expectedName = name.replace(/\s+/gu, " ");
          expect(parseWineInput(`${name} ${year}`)).toEqual({
            ok: true,
            value: { name: expectedName, vintage: year },
          });
        },
      ),
    );
  });
});

describe("vintagePosition", () => {
  const years = (...written: [number, boolean][]) =>
    written.map(([year, followsYear]) => ({ year, followsYear }));
  it.each([
    ["none", years(), -1],
    ["one", years([2015, false]), 0],
    ["the latest of years apart", years([1927, false], [2015, false]), 1],
    ["the latest, written first", years([2007, false], [1919, true]), 0],
    ["the latest of far years side by side", years([1877, false], [2013, true]), 1],
    ["the first of close years side by side", years([2010, false], [2011, true]), 0],
    ["20 years apart, side by side, as one bottle", years([1996, false], [2016, true]), 0],
    ["21 years apart, side by side, as two", years([1995, false], [2016, true]), 1],
  ])("%s", (_, written, position) => {
    expect(vintagePosition(written)).toBe(position);
  });
});
