import { readLabel } from "../../packages/analysis/src/identify/read-label.ts";
import {
  type RegionNameWeights,
  rankRegionsByName,
} from "../../packages/analysis/src/identify/region-name-model.ts";
import { broadRegion } from "../../packages/analysis/src/knowledge/region-lineage.ts";
import { REGION_NAME_CALIBRATION } from "../../packages/analysis/src/model/region-name-calibration.ts";
import { knowledgeBase, type Sample } from "./fit-support.ts";
import { resolveRegion } from "./region-rules.ts";

const GRIDS: Record<keyof RegionNameWeights, number[]> = {
  wordWeight: [0, 0.2, 0.3, 0.5, 0.7, 1, 1.4],
  soundWeight: [0, 0.5, 1, 1.5, 2.5, 3.5, 5],
  defaultBonus: [0, 0.5, 1, 1.5, 2, 3, 4, 100],
};

/**
 * Fits the weights of the region-by-name evidence on rows whose house is unknown and whose label names no place,
 * scored by whether the broad region (Piedmont, Burgundy, California …) holds the row's region or province.
 * Expects samples read with the evidence switched off (`defaultBonus` 100), so the assumed region is the fitted one.
 */
export function fitRegionNames(samples: Sample[]): string {
  const kb = knowledgeBase();
  const cases = samples.flatMap((sample) => {
    const { profile, row } = sample;
    if (profile.source !== "inferred" || profile.producerEntry !== undefined) return [];
    if (profile.regionSource !== "assumed" || profile.country !== row.country) return [];
    const truth = [row.province, row.region]
      .map((name) => broadRegion(kb, resolveRegion(kb, name))?.id)
      .find((id) => id !== undefined);
    if (truth === undefined) return [];
    const label = readLabel(kb, sample.query);
    return [
      {
        truth,
        query: {
          country: profile.country,
          tokens: sample.query.tokens,
          varietyId: label.namedVarieties[0]?.id,
          color: profile.defaultColor,
          favoured: broadRegion(kb, profile.region)?.id,
        },
      },
    ];
  });
  const accuracyOf = (weights: RegionNameWeights) =>
    cases.filter((item) => rankRegionsByName(kb, item.query, weights)[0]?.[0] === item.truth).length /
    Math.max(1, cases.length);
  // A full grid: one weight alone never moves the answer away from the default, only together they do.
  let current: RegionNameWeights = { wordWeight: 0, soundWeight: 0, defaultBonus: 100 };
  const baseline = accuracyOf(current);
  let best = baseline;
  for (const wordWeight of GRIDS.wordWeight) {
    for (const soundWeight of GRIDS.soundWeight) {
      for (const defaultBonus of GRIDS.defaultBonus) {
        const candidate = { wordWeight, soundWeight, defaultBonus };
        const accuracy = accuracyOf(candidate);
        if (accuracy > best) {
          best = accuracy;
          current = candidate;
        }
      }
    }
  }
  Object.assign(REGION_NAME_CALIBRATION, current);
  return `region by name: ${cases.length} rows, broad region right ${(baseline * 100).toFixed(1)}% → ${(best * 100).toFixed(1)}% with ${JSON.stringify(current)}`;
}
