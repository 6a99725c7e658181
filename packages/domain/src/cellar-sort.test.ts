import { describe, expect, it } from "vitest";
import { CELLAR_SORT_KEYS, type CellarSortKey, sortCellarWines } from "./cellar-sort.ts";
import type { CellarWineLike } from "./cellar-wine.ts";

const wines: CellarWineLike[] = [
  {
    id: "a",
    wine_name: "Opus One",
    producer: "Opus One Winery",
    region: "Napa Valley",
    vintage: 2018,
    market_value: "$400",
    user_rating: 5,
    sustainability_score: 6,
    created_at: "2024-03-01T00:00:00Z",
  },
  {
    id: "b",
    wine_name: "château margaux",
    producer: "Château Margaux",
    region: "Bordeaux",
    vintage: 2015,
    market_value: "$1,200 - $1,500",
    user_rating: 0,
    sustainability_score: null,
    created_at: "2024-01-01T00:00:00Z",
  },
  {
    id: "c",
    wine_name: "Barolo",
    producer: null,
    region: "piemonte",
    vintage: null,
    market_value: "€80–100",
    user_rating: 3,
    sustainability_score: 8,
    created_at: new Date("2024-02-01T00:00:00Z"),
  },
  {
    id: "d",
    wine_name: "Chateau Latour",
    producer: "chateau latour",
    region: "",
    vintage: 2010,
    market_value: null,
    user_rating: null,
    sustainability_score: 0,
    created_at: "not a date",
  },
];

const ids = (key: CellarSortKey, direction: "asc" | "desc") =>
  sortCellarWines(wines, key, direction).map((wine) => wine.id);

describe("sortCellarWines", () => {
  it("defaults to created_at descending, unreadable dates last", () => {
    expect(sortCellarWines(wines).map((wine) => wine.id)).toEqual(["a", "c", "b", "d"]);
  });

  it.each<[CellarSortKey, string[], string[]]>([
    ["created_at", ["b", "c", "a", "d"], ["a", "c", "b", "d"]],
    ["wine_name", ["c", "d", "b", "a"], ["a", "b", "d", "c"]],
    ["producer", ["d", "b", "a", "c"], ["a", "b", "d", "c"]],
    ["region", ["b", "a", "c", "d"], ["c", "a", "b", "d"]],
    ["vintage", ["d", "b", "a", "c"], ["a", "b", "d", "c"]],
    ["market_value", ["c", "a", "b", "d"], ["b", "a", "c", "d"]],
    ["user_rating", ["c", "a", "b", "d"], ["a", "c", "b", "d"]],
    ["sustainability_score", ["d", "a", "c", "b"], ["c", "a", "d", "b"]],
  ])("sorts by %s (missing last in both directions)", (key, ascending, descending) => {
    expect(ids(key, "asc")).toEqual(ascending);
    expect(ids(key, "desc")).toEqual(descending);
  });

  it("covers the spec's eight keys", () => {
    expect(CELLAR_SORT_KEYS).toHaveLength(8);
  });

  it("keeps ties in input order and does not mutate its input", () => {
    const twins = [
      { id: "x", wine_name: "Same", created_at: 1 },
      { id: "y", wine_name: "same", created_at: 2 },
    ];
    expect(sortCellarWines(twins, "wine_name", "desc").map((wine) => wine.id)).toEqual(["x", "y"]);
    expect(sortCellarWines(twins, "wine_name", "asc").map((wine) => wine.id)).toEqual(["x", "y"]);
    expect(twins.map((wine) => wine.id)).toEqual(["x", "y"]);
  });

  it("orders numbers inside names naturally", () => {
    const bins = [
      { id: "1", wine_name: "Bin 389", created_at: 0 },
      { id: "2", wine_name: "Bin 28", created_at: 0 },
    ];
    expect(sortCellarWines(bins, "wine_name", "asc").map((wine) => wine.id)).toEqual(["2", "1"]);
  });
});
