import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capCellText, columnWidth, MAX_CELL_TEXT_LENGTH, sanitizeSheetName } from "./spreadsheet.ts";

describe("sanitizeSheetName", () => {
  it.each([
    ["Wine Cellar", [], "Wine Cellar"],
    ["Reds: 2015/2016", [], "Reds 2015 2016"],
    ["a\\b?c*d[e]f", [], "a b c d e f"],
    ["'Quoted'", [], "Quoted"],
    ["", [], "Sheet"],
    ["::://", [], "Sheet"],
    ["A very long sheet name that goes past the limit", [], "A very long sheet name that goe"],
    ["Wine Cellar", ["Wine Cellar"], "Wine Cellar (2)"],
    ["wine cellar", ["Wine Cellar", "WINE CELLAR (2)"], "wine cellar (3)"],
    [
      "A very long sheet name that goes past the limit",
      ["A very long sheet name that goe"],
      "A very long sheet name that (2)",
    ],
  ])("%j among %j → %j", (name, existing, expected) => {
    expect(sanitizeSheetName(name, existing)).toBe(expected);
  });

  it("always gives a valid, unique name", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }), (name, existing) => {
        const result = sanitizeSheetName(name, existing);
        expect(result.length).toBeGreaterThan(0);
        expect(result.length).toBeLessThanOrEqual(31);
        expect(result).not.toMatch(/[:\\/?*[\]]/u);
        expect(existing.map((entry) => entry.toLowerCase())).not.toContain(result.toLowerCase());
      }),
    );
  });
});

describe("capCellText", () => {
  it.each([
    ["short", 5],
    ["x".repeat(MAX_CELL_TEXT_LENGTH), 32_767],
    ["x".repeat(40_000), 32_767],
    [`${"x".repeat(32_766)}🍷`, 32_766],
  ])("caps text of length %#", (text, length) => {
    expect(capCellText(text)).toHaveLength(length);
  });
});

describe("columnWidth", () => {
  it.each([
    ["Tannins", 15],
    ["Wine Name", 15],
    ["Average Market Value", 20],
    ["Storage Conditions", 18],
    ["", 15],
  ])("%j → %d", (header, width) => {
    expect(columnWidth(header)).toBe(width);
  });
});
