import { describe, expect, it } from "vitest";
import {
  type CellarFilters,
  describeEmptyCellar,
  type FilterableWine,
  filterCellarWines,
  hasActiveFilters,
  listVintageOptions,
  matchesCellarFilters,
  matchesDrinkingWindow,
} from "./cellar-filters.ts";

const now = new Date(2025, 5, 15);

describe("matchesDrinkingWindow (current year 2025)", () => {
  it.each([
    [{ optimal_start: 2020, optimal_end: 2030 }, "ready-now", true],
    [{ optimal_start: 2025, optimal_end: 2025 }, "ready-now", true],
    [{ optimal_start: 2026, optimal_end: 2030 }, "ready-now", false],
    [{ optimal_start: 2015, optimal_end: 2024 }, "ready-now", false],
    [{ optimal_start: 2020, optimal_end: null }, "ready-now", false],
    [{ optimal_start: 2025, optimal_end: 2030 }, "ready-soon", false],
    [{ optimal_start: 2026, optimal_end: 2030 }, "ready-soon", true],
    [{ optimal_start: 2028, optimal_end: 2030 }, "ready-soon", true],
    [{ optimal_start: 2029, optimal_end: 2035 }, "ready-soon", false],
    [{ optimal_start: 2026, optimal_end: 2030 }, "aging", true],
    [{ optimal_start: 2040, optimal_end: null }, "aging", true],
    [{ optimal_start: 2025, optimal_end: 2030 }, "aging", false],
    [{ optimal_start: null, optimal_end: 2030 }, "aging", false],
  ] as const)("%j is %s: %s", (wine, filter, expected) => {
    expect(matchesDrinkingWindow(wine, filter, 2025)).toBe(expected);
  });
});

describe("matchesCellarFilters", () => {
  const base: FilterableWine = {
    vintage: 2015,
    market_value: "$80 - $100",
    user_rating: 4,
    sustainability_score: 7,
    current_status: "Drink now",
    optimal_start: 2020,
    optimal_end: 2030,
  };

  it.each<[string, CellarFilters, FilterableWine, boolean]>([
    ["no filters", {}, base, true],
    ["all everywhere", { vintage: "all", value: "all", rating: "all", status: "all" }, base, true],
    ["same vintage", { vintage: 2015 }, base, true],
    ["other vintage", { vintage: 2016 }, base, false],
    ["ready now", { drinkingWindow: "ready-now" }, base, true],
    ["aging", { drinkingWindow: "aging" }, base, false],
    ["value 50-100 at 90", { value: "50-100" }, base, true],
    ["value over 200 at 90", { value: "over-200" }, base, false],
    ["value filter drops unpriced wines", { value: "under-50" }, { ...base, market_value: "unknown" }, false],
    ["value 100-200 at exactly 200", { value: "100-200" }, { ...base, market_value: "$200" }, true],
    ["status Ready", { status: "Ready" }, base, true],
    ["status Too Young", { status: "Too Young" }, base, false],
    ["rating 4", { rating: 4 }, base, true],
    ["rating 5", { rating: 5 }, base, false],
    ["unrated with 0", { rating: "unrated" }, { ...base, user_rating: 0 }, true],
    ["unrated with null", { rating: "unrated" }, { ...base, user_rating: null }, true],
    ["unrated with 4", { rating: "unrated" }, base, false],
    ["sustainability good at 7", { sustainability: "good" }, base, true],
    [
      "sustainability excellent at 8",
      { sustainability: "excellent" },
      { ...base, sustainability_score: 8 },
      true,
    ],
    ["sustainability excellent at 7", { sustainability: "excellent" }, base, false],
    ["sustainability unrated", { sustainability: "unrated" }, { ...base, sustainability_score: null }, true],
    ["sustainability poor at 0", { sustainability: "poor" }, { ...base, sustainability_score: 0 }, true],
  ])("%s", (_name, filters, wine, expected) => {
    expect(matchesCellarFilters(wine, filters, now)).toBe(expected);
  });
});

describe("filterCellarWines", () => {
  it("keeps matching wines in their order", () => {
    const wines = [
      { id: "a", vintage: 2015 },
      { id: "b", vintage: 2016 },
      { id: "c", vintage: 2015 },
    ];
    expect(filterCellarWines(wines, { vintage: 2015 }, now).map((wine) => wine.id)).toEqual(["a", "c"]);
  });
});

describe("filter helpers", () => {
  it.each<[CellarFilters, boolean]>([
    [{}, false],
    [{ vintage: "all", status: "all" }, false],
    [{ status: undefined }, false],
    [{ rating: "unrated" }, true],
    [{ vintage: 2015 }, true],
  ])("hasActiveFilters(%j) is %s", (filters, expected) => {
    expect(hasActiveFilters(filters)).toBe(expected);
  });

  it("lists distinct vintages newest first", () => {
    expect(
      listVintageOptions([{ vintage: 2015 }, { vintage: null }, { vintage: 2019 }, { vintage: 2015 }, {}]),
    ).toEqual([2019, 2015]);
  });

  it.each([
    [0, 0, "Your cellar is empty"],
    [5, 0, "No wines match your filters"],
    [5, 2, null],
  ])("empty state with %d wines, %d shown: %j", (total, shown, expected) => {
    expect(describeEmptyCellar(total, shown)).toBe(expected);
  });
});
