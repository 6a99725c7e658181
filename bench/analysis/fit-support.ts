import { type KnowledgeBase, loadKnowledgeBase } from "@vinestra/analysis";
import type { WineProfile } from "../../packages/analysis/src/analyzer/wine-profile.ts";
import { identifyWine } from "../../packages/analysis/src/identify/identify-wine.ts";
import { analyzeQuery, type QueryAnalysis } from "../../packages/analysis/src/identify/query-analysis.ts";
import { normalizePhrase } from "../../packages/analysis/src/text/normalize.ts";
import { parseQuery } from "../../packages/analysis/src/text/parse-query.ts";
import { type CalibrationRow, type FitScope, halfOf, readCalibrationRows } from "./calibration-data.ts";
import { median } from "./metrics.ts";

/** One row fitted on, with the engine's current reading of it. */
export interface Sample {
  row: CalibrationRow;
  query: QueryAnalysis;
  profile: WineProfile;
}

/** Shrinks a group's median toward 0 by n / (n + shrink): small groups barely move the model. */
export const SHRINK = 20;
export const MIN_GROUP = 8;

export type Table = Record<string, number>;

export function groupEffects<T>(
  items: T[],
  key: (item: T) => string[],
  residual: (item: T) => number,
  minimum = 0.05,
): Table {
  const groups = new Map<string, number[]>();
  for (const item of items) {
    for (const name of key(item)) {
      if (name === "") continue;
      const list = groups.get(name) ?? [];
      list.push(residual(item));
      groups.set(name, list);
    }
  }
  const effects: Table = {};
  for (const [name, values] of [...groups].sort(([left], [right]) => left.localeCompare(right))) {
    if (values.length < MIN_GROUP) continue;
    const shrunk = (median(values) * values.length) / (values.length + SHRINK);
    if (Math.abs(shrunk) >= minimum) effects[name] = Math.round(shrunk * 100) / 100;
  }
  return effects;
}

const allRows = (() => {
  const rows = readCalibrationRows();
  if (rows === undefined) throw new Error("calibration file missing");
  return rows;
})();

let fitScope: FitScope = "all";

/** Chooses the rows every later `readSamples` reads: the calibration half, or every row. */
export function setFitScope(scope: FitScope): void {
  fitScope = scope;
}

function fitRows(): CalibrationRow[] {
  return fitScope === "all" ? allRows : allRows.filter((row) => halfOf(row) === "calibration");
}

export function knowledgeBase(): KnowledgeBase {
  return loadKnowledgeBase();
}

/** The rows fitted on (see `setFitScope`), read by the engine as it is configured right now. */
export function readSamples(): Sample[] {
  const kb = knowledgeBase();
  const samples: Sample[] = [];
  for (const row of fitRows()) {
    const query = analyzeQuery(kb, parseQuery(row.query, row.vintage));
    const identification = identifyWine(kb, query);
    if (identification.kind === "wine") samples.push({ row, query, profile: identification.profile });
  }
  return samples;
}

const FAMILY_VARIETIES: Record<string, string> = {
  "bordeaux-style red blend": "bordeaux-blend-red",
  "bordeaux-style white blend": "bordeaux-blend-white",
  "rhone-style red blend": "rhone-blend-red",
  "champagne blend": "champagne-blend",
  "sparkling blend": "sparkling-blend",
  "portuguese red": "portuguese-red",
  "portuguese white": "portuguese-white",
  rose: "rose-blend",
  "red blend": "red-blend",
  "white blend": "white-blend",
  port: "port-blend",
};

/** The row's variety as one of our grape ids (blend families as our blend entries). */
export function truthVarietyId(kb: KnowledgeBase, row: CalibrationRow): string | undefined {
  const normalized = normalizePhrase(row.variety);
  const family = FAMILY_VARIETIES[normalized.replace(/ style /, "-style ")] ?? FAMILY_VARIETIES[normalized];
  if (family !== undefined) return family;
  const first = row.variety.split(/\s*[,-]\s*(?=[A-ZÀ-Ý])/)[0] ?? row.variety;
  return kb.varietiesByName.get(normalized)?.id ?? kb.varietiesByName.get(normalizePhrase(first))?.id;
}
