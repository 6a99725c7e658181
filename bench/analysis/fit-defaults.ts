import type { AnalysisResult, KnowledgeBase } from "@vinestra/analysis";
import { defaultKeyWords } from "../../packages/analysis/src/identify/house-word.ts";
import { defaultKind, grapeDefaultKey } from "../../packages/analysis/src/identify/infer-wine.ts";
import { regionsFromTop } from "../../packages/analysis/src/identify/reported-region.ts";
import { regionLineage } from "../../packages/analysis/src/knowledge/region-lineage.ts";
import type { Region } from "../../packages/analysis/src/knowledge/schema.ts";
import { DEFAULT_CALIBRATION } from "../../packages/analysis/src/model/default-calibration.ts";
import { knowledgeBase, type Sample, truthVarietyId } from "./fit-support.ts";
import { isBetweenRegionAndProvince, isRegionCorrect, resolveRegion } from "./region-rules.ts";

const MIN_ROWS = 4;

/** Same rule as the bench for an assumed region: the row's region_1, its province, or a region between them. */
function isRegionRight(kb: KnowledgeBase, sample: Sample, region: Region): boolean {
  const { row } = sample;
  return (
    [row.region, row.province].some((name) => resolveRegion(kb, name)?.id === region.id) ||
    isBetweenRegionAndProvince(kb, region, row)
  );
}

/** The region of `country` that is right for the most rows of the group. */
function bestRegion(kb: KnowledgeBase, samples: Sample[], country: string): string | undefined {
  const candidates = new Set<Region>();
  for (const { row } of samples) {
    for (const name of [row.region, row.province]) {
      const region = resolveRegion(kb, name);
      if (region === undefined || region.country !== country) continue;
      for (const node of regionLineage(kb, region)) if (node.level !== "country") candidates.add(node);
    }
  }
  let best: { id: string; score: number } | undefined;
  for (const region of [...candidates].sort((left, right) => left.id.localeCompare(right.id))) {
    const score = samples.filter((sample) => isRegionRight(kb, sample, region)).length;
    if (best === undefined || score > best.score) best = { id: region.id, score };
  }
  return best !== undefined && best.score >= MIN_ROWS ? best.id : undefined;
}

/** Samples grouped by key; a sample with several keys (several label words) is in each of their groups. */
function groupBy(
  samples: Sample[],
  key: (sample: Sample) => string | readonly string[] | undefined,
): Map<string, Sample[]> {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const names = key(sample);
    for (const name of typeof names === "string" ? [names] : (names ?? [])) {
      const list = groups.get(name) ?? [];
      list.push(sample);
      groups.set(name, list);
    }
  }
  return new Map([...groups].sort(([left], [right]) => left.localeCompare(right)));
}

/** Fits the assumed region (by country and grape, or colour) and the assumed grape (by country and colour). */
export function fitDefaults(samples: Sample[]): string {
  const kb = knowledgeBase();
  // An assumption only matters when the country was guessed right; rows from other countries would pull it astray.
  const assumed = samples.filter(
    (sample) =>
      sample.profile.source === "inferred" &&
      sample.profile.regionSource === "assumed" &&
      sample.profile.country === sample.row.country,
  );
  const regionByCountryVariety: Record<string, string> = {};
  const regionByCountryColor: Record<string, string> = {};
  const varietyByCountryColor: Record<string, string> = {};
  const withGrape = assumed.filter((sample) => sample.profile.isVarietyNamed);
  for (const [key, group] of groupBy(withGrape, (sample) =>
    grapeDefaultKey(
      sample.profile.country,
      sample.profile.varieties[0]?.id ?? "",
      defaultKind(sample.profile.styleTerms, sample.profile.defaultColor),
      sample.profile.defaultColor,
    ),
  )) {
    const region = bestRegion(kb, group, group[0]!.profile.country);
    if (region !== undefined) regionByCountryVariety[key] = region;
  }
  const withoutGrape = assumed.filter((sample) => !sample.profile.isVarietyNamed);
  const plainKey = (sample: Sample) =>
    `${sample.profile.country}|${defaultKind(sample.profile.styleTerms, sample.profile.defaultColor)}`;
  const wordKeys = (sample: Sample) =>
    defaultKeyWords(sample.query, sample.profile.styleTerms).map((word) => `${plainKey(sample)}|${word}`);
  const groups = [...groupBy(withoutGrape, plainKey), ...groupBy(withoutGrape, wordKeys)];
  for (const [key, group] of groups) {
    const region = bestRegion(kb, group, group[0]!.profile.country);
    if (region !== undefined) regionByCountryColor[key] = region;
    const counts = new Map<string, number>();
    for (const sample of group) {
      const variety = truthVarietyId(kb, sample.row);
      if (variety !== undefined) counts.set(variety, (counts.get(variety) ?? 0) + 1);
    }
    const [top] = [...counts].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
    if (top !== undefined && top[1] >= MIN_ROWS) varietyByCountryColor[key] = top[0];
  }
  Object.assign(DEFAULT_CALIBRATION, { regionByCountryVariety, regionByCountryColor, varietyByCountryColor });
  return `defaults: ${Object.keys(regionByCountryVariety).length} country|grape regions, ${Object.keys(regionByCountryColor).length} country|colour regions, ${Object.keys(varietyByCountryColor).length} country|colour grapes from ${assumed.length} rows`;
}

/** Scores a stated region for an inferred wine with the bench's own rule. */
function isStatedRegionRight(kb: KnowledgeBase, sample: Sample, region: Region | undefined): boolean {
  const stated = { identification: { region: region?.name ?? "", source: "inferred" } } as AnalysisResult;
  return isRegionCorrect(kb, sample.row, stated);
}

const DEPTHS = [0, 1, 2, 3];

/**
 * For wines whose region is only the house's home: per country, the depth below the country (0 = broadest) at
 * which that home is most often right, kept only when it beats stating the home itself by MIN_ROWS rows.
 */
export function fitProducerRegionDepth(samples: Sample[]): string {
  const kb = knowledgeBase();
  const fromProducer = samples.filter(
    (sample) => sample.profile.regionSource === "producer" && sample.profile.country === sample.row.country,
  );
  const bestDepth = (group: Sample[]): number | undefined => {
    const own = group.filter((sample) => isStatedRegionRight(kb, sample, sample.profile.region)).length;
    let best: { depth: number; score: number } | undefined;
    for (const depth of DEPTHS) {
      const score = group.filter((sample) => {
        const regions = regionsFromTop(kb, sample.profile.region);
        return isStatedRegionRight(kb, sample, regions[Math.min(depth, regions.length - 1)]);
      }).length;
      if (best === undefined || score > best.score) best = { depth, score };
    }
    return best !== undefined && best.score >= own + MIN_ROWS ? best.depth : undefined;
  };
  const producerRegionDepth: Record<string, number> = {};
  for (const [country, group] of groupBy(fromProducer, (sample) => sample.profile.country)) {
    const depth = bestDepth(group);
    if (depth !== undefined) producerRegionDepth[country] = depth;
  }
  // A broad region gets its own depth only where it beats its country's.
  const producerRegionDepthByRegion: Record<string, number> = {};
  const broadRegion = (sample: Sample) => regionsFromTop(kb, sample.profile.region)[0]?.id;
  for (const [regionId, group] of groupBy(fromProducer, broadRegion)) {
    if (group.length < MIN_ROWS * 5) continue;
    const depth = bestDepth(group) ?? DEPTHS.length;
    const countryDepth = producerRegionDepth[group[0]!.profile.country];
    if (depth !== (countryDepth ?? DEPTHS.length)) producerRegionDepthByRegion[regionId] = depth;
  }
  Object.assign(DEFAULT_CALIBRATION, { producerRegionDepth, producerRegionDepthByRegion });
  return `producer regions: stated at a fitted depth for ${Object.keys(producerRegionDepth).length} countries and ${Object.keys(producerRegionDepthByRegion).length} broad regions from ${fromProducer.length} rows`;
}
