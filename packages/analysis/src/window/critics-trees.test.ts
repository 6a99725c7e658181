import { describe, expect, it } from "vitest";
import {
  encodeFeatures,
  mainReasons,
  needsTimeInput,
  predictShift,
  type ShiftReasons,
  WINDOW_FEATURES,
  type WindowFeatures,
  type WindowTreeModel,
} from "./critics-trees.ts";

const feature = (name: string) => WINDOW_FEATURES.findIndex((spec) => spec.name === name);

// Tree 0: a constant 0.5. Tree 1: region in {barolo, barbaresco} → price ≤ 4 ? +1 : +3; otherwise −2.
const MODEL: WindowTreeModel = {
  features: [...WINDOW_FEATURES],
  categories: { region: ["barolo", "barbaresco", "napa-valley"] },
  sets: ["barbaresco|barolo"],
  start: { trees: [] },
  end: {
    trees: [
      { feature: [-1], threshold: [0], left: [0], right: [0], value: [0.5] },
      {
        feature: [feature("region"), feature("price"), -1, -1, -1],
        threshold: [0, 4, 0, 0, 0],
        left: [1, 2, 0, 0, 0],
        right: [4, 3, 0, 0, 0],
        value: [0, 2, 1, 3, -2],
      },
    ],
  },
  needsTime: { trees: [] },
};

function wine(region: string, price: number): WindowFeatures {
  return {
    country: "Italy",
    region,
    parentRegion: "",
    broadRegion: "",
    grape: "nebbiolo",
    colour: "red",
    style: "still",
    tier: "fine",
    catalogue: "none",
    price,
    vintageScore: 92,
    opening: 6,
    end: 20,
    curveOpening: 6,
    curveEnd: 20,
    recordEnd: -1,
  };
}

describe("critics' trees", () => {
  it.each([
    ["barolo", Math.log(40), 0.5 + 1],
    ["barolo", Math.log(200), 0.5 + 3],
    ["barbaresco", Math.log(200), 0.5 + 3],
    ["napa-valley", Math.log(200), 0.5 - 2],
    // A region the trees never saw reads as "" and takes the side of the set it is not in.
    ["etna", Math.log(40), 0.5 - 2],
  ])("%s at log price %d shifts the end by %d years", (region, price, years) => {
    const reasons: ShiftReasons = new Map();
    expect(predictShift(MODEL, MODEL.end, encodeFeatures(MODEL, wine(region, price)), reasons)).toBeCloseTo(
      years,
    );
  });

  it("credits each split's feature with the move from node to child, adding up to the shift less the trees' average", () => {
    const reasons: ShiftReasons = new Map();
    const years = predictShift(
      MODEL,
      MODEL.end,
      encodeFeatures(MODEL, wine("barolo", Math.log(200))),
      reasons,
    );
    expect(reasons.get("region")).toBeCloseTo(2);
    expect(reasons.get("price")).toBeCloseTo(1);
    expect([...reasons.values()].reduce((sum, part) => sum + part, 0)).toBeCloseTo(years - 0.5);
  });

  it("names at most two facts that moved the shift in its own direction, largest first", () => {
    const reasons: ShiftReasons = new Map([
      ["price", 1],
      ["region", 2],
      ["grape", -1.5],
      ["country", 0.8],
      ["style", 0.1],
    ]);
    expect(mainReasons(reasons, 2.4)).toEqual(["region", "price"]);
    expect(mainReasons(reasons, -1)).toEqual(["grape"]);
    expect(mainReasons(new Map([["style", 0.1]]), 0.1)).toEqual([]);
  });

  it("with no trees fitted, shifts nothing", () => {
    const empty: WindowTreeModel = { ...MODEL, end: { trees: [] } };
    expect(predictShift(empty, empty.end, encodeFeatures(empty, wine("barolo", 4)), new Map())).toBe(0);
  });

  it("reads whether a wine needs time from the wine, not its vintage's rating or the window so far", () => {
    const young = needsTimeInput(MODEL, encodeFeatures(MODEL, { ...wine("barolo", 4), opening: 6, end: 9 }));
    const older = needsTimeInput(
      MODEL,
      encodeFeatures(MODEL, { ...wine("barolo", 4), opening: 7, end: 10, vintageScore: 80 }),
    );
    expect(young).toEqual(older);
    expect(young[feature("opening")]).toBe(0);
    expect(young[feature("end")]).toBe(0);
    expect(young[feature("curveEnd")]).toBe(20);
    expect(young[feature("vintageScore")]).toBe(0);
    expect(young[feature("price")]).toBe(4);
  });
});
