import type { AnalysisResult, KnowledgeBase } from "@vinestra/analysis";
import { regionLineage } from "../../packages/analysis/src/knowledge/region-lineage.ts";
import type { Region } from "../../packages/analysis/src/knowledge/schema.ts";
import { normalizePhrase } from "../../packages/analysis/src/text/normalize.ts";
import type { CalibrationRow } from "./calibration-data.ts";

// The bench's region rule (its wording is in accuracy-rules.ts RULES); fit-defaults scores assumed regions with it.

/** A designation written after a place's name ("Cariñena DO"): the critics write the place alone. */
const DESIGNATION_SUFFIX = / (do|doc|docg|doca|aoc|aop|ava)$/;

const regionsByBareName = new WeakMap<KnowledgeBase, Map<string, Region>>();

/** Our regions by their names without a designation, for names that have one. */
function bareNames(knowledgeBase: KnowledgeBase): Map<string, Region> {
  let byName = regionsByBareName.get(knowledgeBase);
  if (byName === undefined) {
    byName = new Map();
    for (const region of knowledgeBase.regions.values()) {
      for (const name of [region.name, ...region.aliases]) {
        const phrase = normalizePhrase(name);
        const bare = phrase.replace(DESIGNATION_SUFFIX, "");
        if (bare !== phrase && !byName.has(bare)) byName.set(bare, region);
      }
    }
    regionsByBareName.set(knowledgeBase, byName);
  }
  return byName;
}

/**
 * A region name of the critics' file as one of ours: by name or alias, then without a trailing "(…)", then as
 * one of our names without its designation ("Cariñena" for our "Cariñena DO", named so that the grape Cariñena
 * is not read as the place).
 */
export function resolveRegion(knowledgeBase: KnowledgeBase, name: string): Region | undefined {
  if (name === "") return undefined;
  const cleaned = normalizePhrase(name.replace(/\s*\(.*\)\s*$/, ""));
  return (
    knowledgeBase.regionsByName.get(normalizePhrase(name))?.[0] ??
    knowledgeBase.regionsByName.get(cleaned)?.[0] ??
    bareNames(knowledgeBase).get(cleaned)
  );
}

function sameOrInside(
  knowledgeBase: KnowledgeBase,
  predicted: Region | undefined,
  truthName: string,
): boolean {
  if (truthName === "") return false;
  const truth = resolveRegion(knowledgeBase, truthName);
  if (truth === undefined || predicted === undefined) return false;
  return regionLineage(knowledgeBase, predicted).some((region) => region.id === truth.id);
}

/**
 * A region that encloses region_1 and lies within the province is as true as the province and finer, so it counts
 * like the province does. A province that names no place of ours (the critics' groupings "Sicily & Sardinia",
 * "Northeastern Italy") bounds nothing, and then any region above region_1 but below the country counts. An
 * appellation does not: the village appellation around a grand cru (Gevrey-Chambertin for a Chambertin) is
 * another, lesser wine, not a coarser name for the same one.
 */
export function isBetweenRegionAndProvince(
  knowledgeBase: KnowledgeBase,
  predicted: Region,
  row: CalibrationRow,
): boolean {
  if (predicted.level === "country" || predicted.level === "appellation" || row.region === "") return false;
  const truth = resolveRegion(knowledgeBase, row.region);
  if (truth === undefined || normalizePhrase(truth.country) !== normalizePhrase(row.country)) return false;
  if (!regionLineage(knowledgeBase, truth).some((region) => region.id === predicted.id)) return false;
  const province = row.province === "" ? undefined : resolveRegion(knowledgeBase, row.province);
  return (
    province === undefined ||
    regionLineage(knowledgeBase, predicted).some((region) => region.id === province.id)
  );
}

export function isRegionCorrect(
  knowledgeBase: KnowledgeBase,
  row: CalibrationRow,
  result: AnalysisResult,
): boolean {
  const predictedName = result.identification.region;
  if (predictedName === "") return false;
  const predicted = resolveRegion(knowledgeBase, predictedName);
  for (const truthName of [row.region, row.province]) {
    if (truthName === "") continue;
    if (normalizePhrase(predictedName) === normalizePhrase(truthName)) return true;
    if (predicted !== undefined && resolveRegion(knowledgeBase, truthName)?.id === predicted.id) return true;
  }
  if (predicted !== undefined && isBetweenRegionAndProvince(knowledgeBase, predicted, row)) return true;
  // A region inside the true one counts when we know it from the catalogue or the label names it
  // (Pauillac within "Bordeaux", "Ürziger Würzgarten" within "Mosel"), not when it is only assumed.
  const truthName = row.region !== "" ? row.region : row.province;
  if (!sameOrInside(knowledgeBase, predicted, truthName)) return false;
  return result.identification.source === "catalog" || isNamedInQuery(predicted!, row.query);
}

function isNamedInQuery(region: Region, query: string): boolean {
  const text = ` ${normalizePhrase(query)} `;
  return [region.name, ...region.aliases].some((name) => {
    const phrase = normalizePhrase(name);
    return phrase !== "" && text.includes(` ${phrase} `);
  });
}
