import type {
  FeatureSpec,
  RegressionTree,
  TreeEnsemble,
} from "../../packages/analysis/src/window/critics-trees.ts";
import { median } from "./metrics.ts";

export interface BoostOptions {
  trees: number;
  depth: number;
  learningRate: number;
  /** Fewest rows a leaf may hold. */
  minLeaf: number;
  /** Rows of prior at 0 when categories are ordered by mean gradient, so a rare category does not lead. */
  categoryPrior: number;
}

type Value = string | number;

interface Split {
  feature: number;
  gain: number;
  /** For a number feature, the threshold; for a category feature, the categories that go left. */
  threshold: number;
  leftCategories: string[];
}

/** Variance reduction of sending `leftSum / leftCount` one way and the rest the other. */
function gainOf(leftSum: number, leftCount: number, total: number, count: number): number {
  const rightSum = total - leftSum;
  const rightCount = count - leftCount;
  return (leftSum * leftSum) / leftCount + (rightSum * rightSum) / rightCount - (total * total) / count;
}

function bestNumberSplit(
  rows: readonly Value[][],
  gradient: readonly number[],
  members: number[],
  feature: number,
  minLeaf: number,
): Split | undefined {
  const sorted = [...members].sort(
    (left, right) => (rows[left]![feature] as number) - (rows[right]![feature] as number),
  );
  const total = sorted.reduce((sum, index) => sum + gradient[index]!, 0);
  let best: Split | undefined;
  let leftSum = 0;
  for (let position = 0; position < sorted.length - 1; position += 1) {
    leftSum += gradient[sorted[position]!]!;
    const here = rows[sorted[position]!]![feature] as number;
    const next = rows[sorted[position + 1]!]![feature] as number;
    const leftCount = position + 1;
    if (here === next || leftCount < minLeaf || sorted.length - leftCount < minLeaf) continue;
    const gain = gainOf(leftSum, leftCount, total, sorted.length);
    if (best === undefined || gain > best.gain) {
      best = { feature, gain, threshold: (here + next) / 2, leftCategories: [] };
    }
  }
  return best;
}

/** Categories ordered by their mean gradient, then split like a number (the usual trick for one target). */
function bestCategorySplit(
  rows: readonly Value[][],
  gradient: readonly number[],
  members: number[],
  feature: number,
  minLeaf: number,
  prior: number,
): Split | undefined {
  const groups = new Map<string, { sum: number; count: number }>();
  for (const index of members) {
    const category = rows[index]![feature] as string;
    const group = groups.get(category) ?? { sum: 0, count: 0 };
    group.sum += gradient[index]!;
    group.count += 1;
    groups.set(category, group);
  }
  const ordered = [...groups].sort(
    ([leftName, left], [rightName, right]) =>
      left.sum / (left.count + prior) - right.sum / (right.count + prior) ||
      leftName.localeCompare(rightName),
  );
  const total = ordered.reduce((sum, [, group]) => sum + group.sum, 0);
  let best: Split | undefined;
  let leftSum = 0;
  let leftCount = 0;
  for (let position = 0; position < ordered.length - 1; position += 1) {
    const [, group] = ordered[position]!;
    leftSum += group.sum;
    leftCount += group.count;
    if (leftCount < minLeaf || members.length - leftCount < minLeaf) continue;
    const gain = gainOf(leftSum, leftCount, total, members.length);
    if (best === undefined || gain > best.gain) {
      const leftCategories = ordered.slice(0, position + 1).map(([name]) => name);
      best = { feature, gain, threshold: 0, leftCategories };
    }
  }
  return best;
}

/** A category set's index in the shared table, added when new. */
function setIndex(sets: string[], categories: string[]): number {
  const joined = [...categories].sort().join("|");
  const found = sets.indexOf(joined);
  if (found >= 0) return found;
  sets.push(joined);
  return sets.length - 1;
}

/** One least-squares tree on the gradient; each leaf then takes `leafValue` of its rows, scaled. */
function growTree(
  features: readonly FeatureSpec[],
  rows: readonly Value[][],
  gradient: readonly number[],
  leafValue: (members: number[]) => number,
  options: BoostOptions,
  sets: string[],
): { tree: RegressionTree; leafOf: number[] } {
  const tree: RegressionTree = { feature: [], threshold: [], left: [], right: [], value: [] };
  const leafOf: number[] = new Array(rows.length).fill(-1);
  const grow = (members: number[], depth: number): number => {
    const node = tree.feature.length;
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(0);
    tree.right.push(0);
    tree.value.push(0);
    let best: Split | undefined;
    if (depth < options.depth && members.length >= 2 * options.minLeaf) {
      for (let feature = 0; feature < features.length; feature += 1) {
        const split =
          features[feature]!.kind === "number"
            ? bestNumberSplit(rows, gradient, members, feature, options.minLeaf)
            : bestCategorySplit(rows, gradient, members, feature, options.minLeaf, options.categoryPrior);
        if (split !== undefined && split.gain > 1e-9 && (best === undefined || split.gain > best.gain))
          best = split;
      }
    }
    if (best === undefined) {
      const value = options.learningRate * leafValue(members);
      tree.value[node] = Math.round(value * 10000) / 10000;
      for (const index of members) leafOf[index] = node;
      return members.length;
    }
    const isCategory = features[best.feature]!.kind === "category";
    const goesLeft = (index: number) => {
      const value = rows[index]![best.feature]!;
      return isCategory ? best.leftCategories.includes(value as string) : (value as number) <= best.threshold;
    };
    tree.feature[node] = best.feature;
    tree.threshold[node] = isCategory
      ? setIndex(sets, best.leftCategories)
      : Math.round(best.threshold * 1000) / 1000;
    tree.left[node] = tree.feature.length;
    const leftCount = grow(members.filter(goesLeft), depth + 1);
    tree.right[node] = tree.feature.length;
    const rightCount = grow(
      members.filter((index) => !goesLeft(index)),
      depth + 1,
    );
    const mean =
      (tree.value[tree.left[node]!]! * leftCount + tree.value[tree.right[node]!]! * rightCount) /
      (leftCount + rightCount);
    tree.value[node] = Math.round(mean * 10000) / 10000;
    return members.length;
  };
  grow(
    rows.map((_, index) => index),
    0,
  );
  return { tree, leafOf };
}

/**
 * Gradient boosting for the absolute error: each tree is fitted to the sign of the residuals and its leaves set
 * to their median residual, so single outlying windows move it little. Deterministic.
 */
export function boostTrees(
  features: readonly FeatureSpec[],
  rows: readonly Value[][],
  targets: readonly number[],
  options: BoostOptions,
  sets: string[],
): TreeEnsemble {
  const start = Math.round(median([...targets]) * 10000) / 10000;
  const trees: RegressionTree[] = [{ feature: [-1], threshold: [0], left: [0], right: [0], value: [start] }];
  const predicted = targets.map(() => start);
  for (let round = 0; round < options.trees; round += 1) {
    const residual = targets.map((target, index) => target - predicted[index]!);
    const gradient = residual.map((value) => Math.sign(value));
    const leafValue = (members: number[]) => median(members.map((index) => residual[index]!));
    const { tree, leafOf } = growTree(features, rows, gradient, leafValue, options, sets);
    trees.push(tree);
    leafOf.forEach((leaf, index) => {
      predicted[index] = predicted[index]! + tree.value[leaf]!;
    });
  }
  return { trees };
}

function sigmoid(logOdds: number): number {
  return 1 / (1 + Math.exp(-logOdds));
}

/**
 * Gradient boosting for the log-loss of a yes/no label: the ensemble sums to the log-odds of "yes". Each tree is
 * fitted to the residual probabilities and its leaves take a Newton step. Deterministic.
 */
export function boostClassifier(
  features: readonly FeatureSpec[],
  rows: readonly Value[][],
  labels: readonly boolean[],
  options: BoostOptions,
  sets: string[],
): TreeEnsemble {
  const share = labels.filter(Boolean).length / Math.max(1, labels.length);
  const clamped = Math.min(0.99, Math.max(0.01, share));
  const start = Math.round(Math.log(clamped / (1 - clamped)) * 10000) / 10000;
  const trees: RegressionTree[] = [{ feature: [-1], threshold: [0], left: [0], right: [0], value: [start] }];
  const logOdds = labels.map(() => start);
  for (let round = 0; round < options.trees; round += 1) {
    const probability = logOdds.map(sigmoid);
    const gradient = labels.map((label, index) => (label ? 1 : 0) - probability[index]!);
    const leafValue = (members: number[]) => {
      const sum = members.reduce((total, index) => total + gradient[index]!, 0);
      const curvature = members.reduce(
        (total, index) => total + probability[index]! * (1 - probability[index]!),
        0,
      );
      return sum / Math.max(curvature, 1e-6);
    };
    const { tree, leafOf } = growTree(features, rows, gradient, leafValue, options, sets);
    trees.push(tree);
    leafOf.forEach((leaf, index) => {
      logOdds[index] = logOdds[index]! + tree.value[leaf]!;
    });
  }
  return { trees };
}

/** The ensemble's sum for one row, read with the feature kinds and category sets it was fitted with. */
export function predictEnsemble(
  features: readonly FeatureSpec[],
  sets: readonly string[],
  ensemble: TreeEnsemble,
  row: readonly Value[],
): number {
  let sum = 0;
  for (const tree of ensemble.trees) {
    let node = 0;
    while (tree.feature[node] !== -1) {
      const feature = tree.feature[node]!;
      const value = row[feature]!;
      const isLeft =
        features[feature]!.kind === "category"
          ? sets[tree.threshold[node]!]!.split("|").includes(value as string)
          : (value as number) <= tree.threshold[node]!;
      node = isLeft ? tree.left[node]! : tree.right[node]!;
    }
    sum += tree.value[node]!;
  }
  return sum;
}
