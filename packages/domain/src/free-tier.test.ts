import { describe, expect, it } from "vitest";
import {
  describeFreeTierBanner,
  describeHiddenWines,
  orderForVisibility,
  selectVisibleWines,
} from "./free-tier.ts";

const wines = [
  { id: "e", wine_order: null, created_at: "2024-05-01T00:00:00Z" },
  { id: "d", wine_order: null, created_at: "2024-01-01T00:00:00Z" },
  { id: "c", wine_order: 2, created_at: "2024-06-01T00:00:00Z" },
  { id: "b", wine_order: 1, created_at: "2024-07-01T00:00:00Z" },
  { id: "a", created_at: "2024-01-01T00:00:00Z" },
  { id: "f", wine_order: null, created_at: "garbage" },
];

describe("free-tier visibility", () => {
  it("orders by wine_order, then creation time (oldest first), then id", () => {
    expect(orderForVisibility(wines).map((wine) => wine.id)).toEqual(["b", "c", "a", "d", "e", "f"]);
  });

  it.each([
    [3, ["b", "c", "a"], 3],
    [0, [], 6],
    [10, ["b", "c", "a", "d", "e", "f"], 0],
  ])("with a limit of %d shows %j and hides %d", (limit, visible, hidden) => {
    const result = selectVisibleWines(wines, limit);
    expect(result.visible.map((wine) => wine.id)).toEqual(visible);
    expect(result.hiddenCount).toBe(hidden);
    expect(result.totalCount).toBe(6);
  });

  it("shows everything in the given order when unlimited", () => {
    expect(selectVisibleWines(wines, "unlimited")).toEqual({ visible: wines, hiddenCount: 0, totalCount: 6 });
  });

  it("breaks full ties by id", () => {
    const twins = [
      { id: "z", created_at: 5 },
      { id: "y", created_at: 5 },
      { id: "y", created_at: 5 },
      { id: "x", created_at: 5 },
      { id: "za", created_at: 5 },
    ];
    expect(orderForVisibility(twins).map((wine) => wine.id)).toEqual(["x", "y", "y", "z", "za"]);
    expect(orderForVisibility([...twins].reverse()).map((wine) => wine.id)).toEqual([
      "x",
      "y",
      "y",
      "z",
      "za",
    ]);
  });

  it("words the banner and the hidden card", () => {
    expect(describeFreeTierBanner(3, 7)).toBe("Showing 3 of 7 wines");
    expect(describeHiddenWines(4)).toBe("4 Wines Hidden");
    expect(describeHiddenWines(1)).toBe("1 Wine Hidden");
  });
});
