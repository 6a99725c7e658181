import { regionLineage } from "../../packages/analysis/src/knowledge/region-lineage.ts";
import { PRICE_CALIBRATION } from "../../packages/analysis/src/model/price-calibration.ts";
import { TIER_BASE_PRICE_USD } from "../../packages/analysis/src/model/price-parameters.ts";
import { groupEffects, knowledgeBase, type Sample, type Table } from "./fit-support.ts";

const ROUNDS = 4;

/** Fits price multipliers (by tier, region at every level, grape, and country as a fallback); sets them in place. */
export function fitPrice(samples: Sample[]): string {
  const kb = knowledgeBase();
  for (const key of Object.keys(PRICE_CALIBRATION) as (keyof typeof PRICE_CALIBRATION)[])
    PRICE_CALIBRATION[key] = {};
  const usable = samples.filter(
    (sample) => sample.row.price !== null && sample.profile.catalogWine === undefined,
  );
  const residual = new Map(
    usable.map((s) => [s, Math.log(s.row.price! / TIER_BASE_PRICE_USD[s.profile.tier])]),
  );
  const lineage = (s: Sample) => regionLineage(kb, s.profile.region).map((region) => region.id);
  const grape = (s: Sample) => s.profile.varieties[0]?.id ?? "";
  let tier: Table = {};
  let region: Table = {};
  let variety: Table = {};
  const regionValue = (s: Sample) =>
    lineage(s)
      .map((id) => region[id])
      .find((value) => value !== undefined) ?? 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    tier = groupEffects(
      usable,
      (s) => [s.profile.tier],
      (s) => residual.get(s)! - regionValue(s) - (variety[grape(s)] ?? 0),
      0.02,
    );
    region = groupEffects(
      usable,
      lineage,
      (s) => residual.get(s)! - (tier[s.profile.tier] ?? 0) - (variety[grape(s)] ?? 0),
      0.02,
    );
    variety = groupEffects(
      usable,
      (s) => [grape(s)],
      (s) => residual.get(s)! - (tier[s.profile.tier] ?? 0) - regionValue(s),
      0.02,
    );
  }
  const country = groupEffects(
    usable,
    (s) => [s.profile.country],
    (s) => residual.get(s)! - (tier[s.profile.tier] ?? 0),
    0.02,
  );
  const toFactor = (table: Table) =>
    Object.fromEntries(
      Object.entries(table).map(([name, value]) => [name, Math.round(Math.exp(value) * 100) / 100]),
    );
  Object.assign(PRICE_CALIBRATION, {
    byRegion: toFactor(region),
    byVariety: toFactor(variety),
    byCountry: toFactor(country),
    byTier: toFactor(tier),
  });
  return `price: ${usable.length} rows`;
}
