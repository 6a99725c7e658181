import type { WineProfile } from "../analyzer/wine-profile.ts";
import { bandCenter, releasePriceUsd } from "../describe/market-value.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { agingRecord } from "./aging-record.ts";

/**
 * Boosted regression trees over a wine's facts, fitted on critics' windows: what the additive corrections
 * (grape, country, tier, region) cannot say because the facts act together — how much a higher price moves the
 * window depends on the region and grape. Each tree is stored as parallel arrays.
 */
export interface RegressionTree {
  /** Index into the model's feature list; −1 marks a leaf. */
  feature: number[];
  /** A number feature goes left when its value ≤ threshold; a category feature when it is in `sets[threshold]`. */
  threshold: number[];
  left: number[];
  right: number[];
  /** A leaf's contribution; at a split, the mean contribution of the rows that passed through it. */
  value: number[];
}

export interface TreeEnsemble {
  trees: RegressionTree[];
}

export interface FeatureSpec {
  name: WindowFeatureName;
  kind: "number" | "category";
}

export interface WindowTreeModel {
  features: FeatureSpec[];
  /** Categories seen often enough in fitting, per category feature; any other value reads as "". */
  categories: Record<string, string[]>;
  /** The category sets of the splits, each as its categories joined by "|". */
  sets: string[];
  start: TreeEnsemble;
  end: TreeEnsemble;
  /**
   * Log-odds that critics would give the wine a "drink from" year, i.e. that it needs time after release: fitted
   * on every critic's window, those with a "drink from" year against those to drink now.
   */
  needsTime: TreeEnsemble;
}

export const WINDOW_FEATURES = [
  { name: "country", kind: "category" },
  { name: "region", kind: "category" },
  { name: "parentRegion", kind: "category" },
  { name: "broadRegion", kind: "category" },
  { name: "grape", kind: "category" },
  { name: "colour", kind: "category" },
  { name: "style", kind: "category" },
  { name: "tier", kind: "category" },
  { name: "catalogue", kind: "category" },
  { name: "price", kind: "number" },
  { name: "vintageScore", kind: "number" },
  { name: "opening", kind: "number" },
  { name: "end", kind: "number" },
  { name: "curveOpening", kind: "number" },
  { name: "curveEnd", kind: "number" },
  { name: "recordEnd", kind: "number" },
] as const satisfies readonly { name: string; kind: "number" | "category" }[];

export type WindowFeatureName = (typeof WINDOW_FEATURES)[number]["name"];
export type WindowFeatures = Record<WindowFeatureName, string | number>;

/** How a feature is named when it explains a shift ("its region and price"). */
const FEATURE_WORDS: Record<WindowFeatureName, string> = {
  country: "country",
  region: "region",
  parentRegion: "region",
  broadRegion: "region",
  grape: "grape",
  colour: "style",
  style: "style",
  tier: "quality tier",
  catalogue: "quality tier",
  price: "price",
  vintageScore: "vintage",
  opening: "aging curve",
  end: "aging curve",
  curveOpening: "aging curve",
  curveEnd: "aging curve",
  recordEnd: "aging record",
};

/** The window's facts before the trees: offsets in years after the vintage, as estimateWindow has them. */
export interface WindowSoFar {
  opening: number;
  end: number;
  curve: readonly [number, number];
  vintageScore: number | undefined;
}

/** The facts the trees read, from the identified wine and its window so far. */
export function windowFeatures(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  grapeKey: string,
  tierKey: string,
  soFar: WindowSoFar,
): WindowFeatures {
  const lineage = regionLineage(knowledgeBase, profile.region).filter((region) => region.level !== "country");
  const catalogue =
    profile.catalogWine !== undefined ? "wine" : profile.producerEntry !== undefined ? "house" : "none";
  return {
    country: profile.country,
    region: lineage[0]?.id ?? "",
    parentRegion: lineage[1]?.id ?? "",
    broadRegion: lineage.at(-1)?.id ?? "",
    grape: grapeKey,
    colour: profile.color,
    style: profile.style,
    tier: tierKey,
    catalogue,
    price: round(Math.log(bandCenter(releasePriceUsd(knowledgeBase, profile)))),
    // No chart: below every score, so a split on the score sends it with the poorest years' side.
    vintageScore: soFar.vintageScore ?? -1,
    opening: round(soFar.opening),
    end: round(soFar.end),
    curveOpening: round(soFar.curve[0]),
    curveEnd: round(soFar.curve[1]),
    // No record: below every record, so a split on it sends the wine with the shortest-lived side.
    recordEnd: agingRecord(profile)?.[1] ?? -1,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The feature values as the model reads them: unknown categories become "". */
export function encodeFeatures(model: WindowTreeModel, features: WindowFeatures): (string | number)[] {
  return model.features.map(({ name, kind }) => {
    const value = features[name];
    if (kind === "number") return typeof value === "number" ? value : Number.NaN;
    const known = model.categories[name];
    return typeof value === "string" && known?.includes(value) ? value : "";
  });
}

/**
 * The facts the `needsTime` trees read: the wine, not its vintage. The window so far moves with the additive
 * corrections and the vintage's rating, and the rating itself splits few rows per region: reading them, the trees
 * made one wine ready on release in one vintage and wait six years in the next (Trefethen's Chardonnay opened
 * 1 year after the 2019 harvest and 6 after the 2020). On the check half the rating was worth 0.01 year of opening.
 */
export function needsTimeInput(
  model: WindowTreeModel,
  encoded: readonly (string | number)[],
): (string | number)[] {
  return encoded.map((value, index) => {
    const name = model.features[index]?.name;
    return name === "opening" || name === "end" || name === "vintageScore" ? 0 : value;
  });
}

/** A model's split sets and its features' words, read once per model (keyed by its sets, which refitting replaces). */
interface ReadModel {
  sets: Set<string>[];
  /** The words that name the features, each once ("region" for region, parentRegion and broadRegion). */
  words: string[];
  /** For each feature, the index of its word in `words`. */
  wordOfFeature: number[];
}

const readModels = new WeakMap<readonly string[], ReadModel>();

function readModel(model: WindowTreeModel): ReadModel {
  let read = readModels.get(model.sets);
  if (read === undefined) {
    const words = [...new Set(model.features.map(({ name }) => FEATURE_WORDS[name]))];
    read = {
      sets: model.sets.map((joined) => new Set(joined.split("|"))),
      words,
      wordOfFeature: model.features.map(({ name }) => words.indexOf(FEATURE_WORDS[name])),
    };
    readModels.set(model.sets, read);
  }
  return read;
}

/** Years a shift moved the window, by the fact (in words: "region", "price") that moved it. */
export type ShiftReasons = Map<string, number>;

export function addReason(reasons: ShiftReasons, word: string, years: number): void {
  if (years !== 0) reasons.set(word, (reasons.get(word) ?? 0) + years);
}

/**
 * The ensemble's shift in years for one wine. Each split on the wine's path credits its feature with the change
 * from the node's mean to the child's, so the reasons add up to the shift less the trees' average.
 */
export function predictShift(
  model: WindowTreeModel,
  ensemble: TreeEnsemble,
  encoded: readonly (string | number)[],
  reasons: ShiftReasons,
): number {
  const { sets, words, wordOfFeature } = readModel(model);
  // Summed per word in the path's order, then handed to `reasons` once: the same sums, without a map per split.
  const byWord = new Float64Array(words.length);
  let years = 0;
  for (const tree of ensemble.trees) {
    let node = 0;
    years += tree.value[0]!;
    while (tree.feature[node] !== -1) {
      const feature = tree.feature[node]!;
      const value = encoded[feature]!;
      const threshold = tree.threshold[node]!;
      // A number goes left when it is at most the threshold; a category when it is in the split's set.
      const isLeft = typeof value === "string" ? (sets[threshold]?.has(value) ?? false) : value <= threshold;
      const next = isLeft ? tree.left[node]! : tree.right[node]!;
      const moved = tree.value[next]! - tree.value[node]!;
      byWord[wordOfFeature[feature]!]! += moved;
      years += moved;
      node = next;
    }
  }
  words.forEach((word, index) => {
    addReason(reasons, word, byWord[index]!);
  });
  return years;
}

/** The facts that moved a shift most in its own direction, in words ("region", "price"). */
export function mainReasons(reasons: ShiftReasons, shift: number, limit = 2): string[] {
  return [...reasons]
    .filter(([, years]) => Math.sign(years) === Math.sign(shift) && Math.abs(years) >= 0.25)
    .sort(
      ([leftWord, left], [rightWord, right]) =>
        Math.abs(right) - Math.abs(left) || leftWord.localeCompare(rightWord),
    )
    .slice(0, limit)
    .map(([word]) => word);
}
