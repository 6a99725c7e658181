import { describe, expect, it } from "vitest";
import {
  type FeatureSpec,
  predictShift,
  type TreeEnsemble,
  type WindowTreeModel,
} from "../../packages/analysis/src/window/critics-trees.ts";
import { boostClassifier, boostTrees, predictEnsemble } from "./boost-trees.ts";

// Two facts acting together, as the window's do: +4 years only for a dear wine of region "a".
const FEATURES = [
  { name: "region", kind: "category" },
  { name: "price", kind: "number" },
] as unknown as FeatureSpec[];

function dataset() {
  const rows: (string | number)[][] = [];
  const targets: number[] = [];
  for (let index = 0; index < 400; index += 1) {
    const region = ["a", "b", "c", "d"][index % 4]!;
    const price = (index * 7) % 10;
    rows.push([region, price]);
    targets.push(region === "a" && price >= 5 ? 4 : 0);
  }
  // A few wild rows, which the absolute error must not follow.
  for (let index = 0; index < 6; index += 1) {
    rows.push(["b", 2]);
    targets.push(40);
  }
  return { rows, targets };
}

/** The ensemble's sum for a wine of a region and price. */
function reader(ensemble: TreeEnsemble, sets: string[]) {
  const empty = { trees: [] };
  const model: WindowTreeModel = {
    features: FEATURES,
    categories: {},
    sets,
    start: empty,
    end: empty,
    needsTime: empty,
  };
  return (region: string, price: number) => predictShift(model, ensemble, [region, price], new Map());
}

function fit() {
  const { rows, targets } = dataset();
  const sets: string[] = [];
  const ensemble = boostTrees(
    FEATURES,
    rows,
    targets,
    { trees: 60, depth: 2, learningRate: 0.2, minLeaf: 5, categoryPrior: 0 },
    sets,
  );
  return reader(ensemble, sets);
}

describe("boostTrees (absolute error)", () => {
  const predict = fit();

  it.each([
    ["a", 8, 4],
    ["a", 2, 0],
    ["b", 8, 0],
    ["b", 2, 0],
    ["c", 9, 0],
  ])("learns the interaction: region %s at price %d → %d", (region, price, expected) => {
    expect(predict(region, price)).toBeCloseTo(expected, 0);
  });

  it("reads the same sum through predictEnsemble as through the engine's predictShift", () => {
    const { rows, targets } = dataset();
    const sets: string[] = [];
    const options = { trees: 20, depth: 2, learningRate: 0.2, minLeaf: 5, categoryPrior: 0 };
    const ensemble = boostTrees(FEATURES, rows, targets, options, sets);
    const engine = reader(ensemble, sets);
    for (const [region, price] of [
      ["a", 8],
      ["c", 1],
      ["d", 6],
    ] as const) {
      expect(predictEnsemble(FEATURES, sets, ensemble, [region, price])).toBeCloseTo(
        engine(region, price),
        9,
      );
    }
  });

  it("is deterministic", () => {
    const again = fit();
    expect(again("a", 8)).toBe(predict("a", 8));
    expect(again("d", 3)).toBe(predict("d", 3));
  });
});

describe("boostClassifier (log-loss)", () => {
  // "Needs time" for 90% of dear wines of region "a", 10% of everything else.
  function fitClassifier() {
    const rows: (string | number)[][] = [];
    const labels: boolean[] = [];
    for (let index = 0; index < 800; index += 1) {
      const region = ["a", "b"][index % 2]!;
      const price = (index * 7) % 10;
      rows.push([region, price]);
      const isDearA = region === "a" && price >= 5;
      // One block of ten rows in ten (every region and price alike) goes against the rule.
      const isAgainst = Math.floor(index / 10) % 10 === 0;
      labels.push(isDearA !== isAgainst);
    }
    const sets: string[] = [];
    const ensemble = boostClassifier(
      FEATURES,
      rows,
      labels,
      { trees: 80, depth: 2, learningRate: 0.2, minLeaf: 10, categoryPrior: 0 },
      sets,
    );
    const logOdds = reader(ensemble, sets);
    return (region: string, price: number) => 1 / (1 + Math.exp(-logOdds(region, price)));
  }

  it.each([
    ["a", 8, 0.9],
    ["a", 2, 0.1],
    ["b", 8, 0.1],
  ])("learns the chance: region %s at price %d → %d", (region, price, expected) => {
    expect(fitClassifier()(region, price)).toBeCloseTo(expected, 1);
  });
});
