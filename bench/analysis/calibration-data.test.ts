import { describe, expect, it } from "vitest";
import { type CalibrationRow, withVintageLast } from "./calibration-data.ts";

function row(query: string, vintage: number | null): CalibrationRow {
  return {
    id: "w1",
    title: query,
    query,
    winery: "",
    variety: "",
    country: "",
    province: "",
    region: "",
    vintage,
    price: null,
    points: null,
    windowStart: null,
    windowEnd: null,
    isDrinkNow: false,
  };
}

describe("withVintageLast", () => {
  it.each([
    ["Kim Crawford 2022 Sauvignon Blanc", 2022, "Kim Crawford Sauvignon Blanc 2022"],
    ["Casella 2007 1919 Shiraz", 2007, "Casella 1919 Shiraz 2007"],
    ["Château Margaux 2015", 2015, "Château Margaux 2015"],
    ["Krug Grande Cuvée Brut", null, "Krug Grande Cuvée Brut"],
  ])("%s → %s", (query, vintage, expected) => {
    expect(withVintageLast(row(query, vintage))).toBe(expected);
  });
});
