import { WINDOW_TREES } from "../../packages/analysis/src/model/window-trees.ts";
import {
  encodeFeatures,
  needsTimeInput,
  WINDOW_FEATURES,
  type WindowTreeModel,
} from "../../packages/analysis/src/window/critics-trees.ts";
import { estimateWindow, type WindowEstimate } from "../../packages/analysis/src/window/estimate-window.ts";
import { type BoostOptions, boostClassifier, boostTrees } from "./boost-trees.ts";
import { knowledgeBase, type Sample } from "./fit-support.ts";

const NOW_YEAR = 2017;
/** A region, grape or country seen in fewer critics' windows than this reads as "other". */
const MIN_CATEGORY_ROWS = 20;
// Depth 4–6, 150–300 trees, leaves of 20–40 rows and priors of 0–50 rows all score within 0.05 year of each
// other on the check half; this is the middle of that plateau.
const OPTIONS: BoostOptions = { trees: 150, depth: 5, learningRate: 0.07, minLeaf: 20, categoryPrior: 20 };
const NEEDS_TIME_OPTIONS: BoostOptions = {
  trees: 100,
  depth: 4,
  learningRate: 0.1,
  minLeaf: 20,
  categoryPrior: 20,
};

export function clearWindowTrees(): void {
  Object.assign(WINDOW_TREES, {
    features: [],
    categories: {},
    sets: [],
    start: { trees: [] },
    end: { trees: [] },
    needsTime: { trees: [] },
  });
}

function knownCategories(estimates: WindowEstimate[]): Record<string, string[]> {
  const categories: Record<string, string[]> = {};
  for (const { name, kind } of WINDOW_FEATURES) {
    if (kind !== "category") continue;
    const counts = new Map<string, number>();
    for (const estimate of estimates) {
      const value = String(estimate.criticsFeatures?.[name] ?? "");
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    categories[name] = [...counts]
      .filter(([value, count]) => value !== "" && count >= MIN_CATEGORY_ROWS)
      .map(([value]) => value)
      .sort();
  }
  return categories;
}

/**
 * Fits the trees on what the window (with the additive corrections, without trees) still misses on the
 * fitted rows' critics' windows; sets them in place.
 */
export function fitWindowTrees(samples: Sample[]): string {
  clearWindowTrees();
  const kb = knowledgeBase();
  const windows = samples.map((sample) => ({ sample, window: estimateWindow(kb, sample.profile, NOW_YEAR) }));
  const withTruth = windows.filter(
    ({ sample }) => sample.row.windowStart !== null || sample.row.windowEnd !== null,
  );
  const model: WindowTreeModel = {
    features: [...WINDOW_FEATURES],
    categories: knownCategories(withTruth.map(({ window }) => window)),
    sets: [],
    start: { trees: [] },
    end: { trees: [] },
    needsTime: { trees: [] },
  };
  const fit = (truth: (sample: Sample) => number | null, predicted: (window: WindowEstimate) => number) => {
    const usable = withTruth.filter(({ sample, window }) => truth(sample) !== null && window.criticsFeatures);
    return boostTrees(
      model.features,
      usable.map(({ window }) => encodeFeatures(model, window.criticsFeatures!)),
      usable.map(({ sample, window }) => truth(sample)! - predicted(window)),
      OPTIONS,
      model.sets,
    );
  };
  model.start = fit(
    (sample) => sample.row.windowStart,
    (window) => window.optimalStart,
  );
  model.end = fit(
    (sample) => sample.row.windowEnd,
    (window) => window.optimalEnd,
  );
  // Every critic's window says whether the wine needs time: a "drink from" year, or none (drink now).
  const judged = withTruth.filter(({ window }) => window.criticsFeatures);
  model.needsTime = boostClassifier(
    model.features,
    judged.map(({ window }) => needsTimeInput(model, encodeFeatures(model, window.criticsFeatures!))),
    judged.map(({ sample }) => sample.row.windowStart !== null),
    NEEDS_TIME_OPTIONS,
    model.sets,
  );
  Object.assign(WINDOW_TREES, model);
  const nodes = [...model.start.trees, ...model.end.trees, ...model.needsTime.trees].reduce(
    (sum, tree) => sum + tree.feature.length,
    0,
  );
  return `window trees: ${model.start.trees.length} + ${model.end.trees.length} + ${model.needsTime.trees.length} trees, ${nodes} nodes, ${model.sets.length} category sets`;
}
