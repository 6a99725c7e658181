import { describe, expect, it } from "vitest";
import { describeMergeSuccess, type MergeableWine, planMergeOfWines } from "./merge.ts";

describe("planMergeOfWines", () => {
  it.each([[[]], [[{ id: "a" }]]])("refuses fewer than 2 wines (%j)", (wines) => {
    expect(planMergeOfWines(wines)).toEqual({
      ok: false,
      title: "Error",
      message: "Please select at least 2 wines to merge.",
    });
  });

  it("keeps the most filled wine, sums bottles with default 1, fills its gaps and deletes the rest", () => {
    const wines: MergeableWine[] = [
      {
        id: "a",
        quantity: 2,
        producer: "Opus One Winery",
        region: null,
        variety: "",
        market_value: null,
        user_rating: 4,
        peak_start: 2030,
      },
      {
        id: "b",
        quantity: null,
        producer: "Opus One",
        region: "Napa Valley",
        variety: "Bordeaux blend",
        market_value: null,
        user_rating: 0,
      },
      {
        id: "c",
        quantity: 3,
        producer: null,
        region: "Oakville",
        variety: null,
        market_value: "$400",
        food_pairing: "Lamb",
        optimal_start: 2025,
      },
    ];
    const plan = planMergeOfWines(wines);
    expect(plan).toEqual({
      ok: true,
      keeper: wines[1],
      update: {
        quantity: 6,
        market_value: "$400",
        user_rating: 4,
        optimal_start: 2025,
        peak_start: 2030,
        food_pairing: "Lamb",
      },
      deleteIds: ["a", "c"],
    });
  });

  it("keeps the first wine on a tie", () => {
    const plan = planMergeOfWines([
      { id: "x", producer: "A" },
      { id: "y", region: "B" },
    ]);
    expect(plan.ok && plan.keeper.id).toBe("x");
    expect(plan.ok && plan.update).toEqual({ quantity: 2, region: "B" });
  });

  it("words the success toast", () => {
    expect(describeMergeSuccess(3, 6)).toEqual({
      title: "Success",
      message: "Merged 3 wines into one entry with 6 bottles",
    });
  });
});
