import { describe, expect, it } from "vitest";
import {
  computeCollectionStats,
  estimateWineValue,
  groupWinesByProducer,
  type StatsWine,
  summarizeCellarList,
  UNKNOWN_PRODUCER,
} from "./collection-stats.ts";

const now = new Date(2025, 5, 15);
const wines: StatsWine[] = [
  {
    quantity: 2,
    market_value: "$100",
    user_rating: 5,
    region: "Bordeaux",
    producer: "Château Margaux",
    vintage: 2015,
    sustainability_score: 8,
    current_status: "Ready now",
  },
  {
    quantity: null,
    market_value: "€80–100",
    user_rating: 0,
    region: "bordeaux ",
    producer: "chateau margaux",
    vintage: 2019,
    sustainability_score: 6,
    current_status: "young",
  },
  {
    quantity: 3,
    market_value: null,
    user_rating: 3,
    region: "Barolo",
    producer: null,
    vintage: 1998,
    sustainability_score: null,
    current_status: "At peak",
  },
  {
    quantity: 1,
    market_value: "unknown",
    user_rating: null,
    region: null,
    producer: "",
    vintage: null,
    sustainability_score: 7,
  },
];

describe("computeCollectionStats", () => {
  it("computes every figure of the spec", () => {
    expect(computeCollectionStats(wines, now)).toEqual({
      totalBottles: 7,
      uniqueWines: 4,
      totalValue: 290,
      averageRating: 4,
      ratedWines: 2,
      distinctRegions: 2,
      activeProducers: 1,
      vintageDecades: 2,
      sustainabilityPercentage: 50,
      readyToDrink: 2,
    });
  });

  it("handles an empty cellar", () => {
    expect(computeCollectionStats([], now)).toEqual({
      totalBottles: 0,
      uniqueWines: 0,
      totalValue: 0,
      averageRating: null,
      ratedWines: 0,
      distinctRegions: 0,
      activeProducers: 0,
      vintageDecades: 0,
      sustainabilityPercentage: 0,
      readyToDrink: 0,
    });
  });

  it.each([
    [{ market_value: "$1,200 - $1,500", quantity: 2 }, 2700],
    [{ market_value: "$50" }, 50],
    [{ market_value: null, quantity: 4 }, 0],
  ])("values %j at %d", (wine, value) => {
    expect(estimateWineValue(wine)).toBe(value);
  });
});

describe("summarizeCellarList", () => {
  it("gives the four summary figures", () => {
    expect(summarizeCellarList(wines, now)).toEqual({
      totalWines: 4,
      totalBottles: 7,
      collectionValue: 290,
      readyToDrink: 5,
      hold: 2,
    });
  });
});

describe("groupWinesByProducer", () => {
  it("groups by trimmed producer with 'Unknown Producer' for missing ones", () => {
    const groups = groupWinesByProducer([
      { producer: "Opus One" },
      { producer: null },
      { producer: " Opus One " },
      { producer: "  " },
    ]);
    expect([...groups.keys()]).toEqual(["Opus One", UNKNOWN_PRODUCER]);
    expect(groups.get(UNKNOWN_PRODUCER)).toHaveLength(2);
    expect(UNKNOWN_PRODUCER).toBe("Unknown Producer");
  });
});
