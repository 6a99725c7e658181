import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import type { QualityTier, Variety } from "../knowledge/schema.ts";
import { WINDOW_CALIBRATION } from "../model/window-calibration.ts";
import {
  AVERAGE_VINTAGE_SCORE,
  DEFAULT_CURVES,
  DOMINANT_GRAPE_SHARE,
  MINIMUM_SPAN_SHARE,
  MINIMUM_SPAN_YEARS,
  NON_VINTAGE_YEARS,
  PEAK_FROM_SHARE,
  PEAK_TO_SHARE,
  STYLE_CURVES,
  TERM_START_SHARE,
  VINTAGE_LENGTH_BOUNDS,
  VOLUME_RELEASE_YEARS,
  VOLUME_WINE_MAX_USD,
} from "../model/window-parameters.ts";
import { findVintageRating, type VintageRating } from "./vintage-rating.ts";

export interface WindowEstimate {
  optimalStart: number;
  optimalEnd: number;
  peakStart: number;
  peakEnd: number;
  /** The year the offsets count from: the vintage, or `now` for a non-vintage wine. */
  baseYear: number;
  confidence: number;
  factors: string[];
  vintageRating: VintageRating | undefined;
  /** Offsets (years after the vintage) before the vintage adjustment, for explanations. */
  baseCurve: readonly [number, number];
  /** Years the critics' windows for wines like it move the opening and the end, for explanations. */
  criticsShift: readonly [number, number];
  agingFactor: number;
}

type Curve = readonly [number, number];

function blendCurves(varieties: readonly Variety[], tier: QualityTier): Curve | undefined {
  if (varieties.length === 0) return undefined;
  const [dominant, ...others] = varieties;
  if (others.length === 0) return dominant!.aging[tier];
  const otherShare = (1 - DOMINANT_GRAPE_SHARE) / others.length;
  let start = dominant!.aging[tier][0] * DOMINANT_GRAPE_SHARE;
  let end = dominant!.aging[tier][1] * DOMINANT_GRAPE_SHARE;
  for (const variety of others) {
    start += variety.aging[tier][0] * otherShare;
    end += variety.aging[tier][1] * otherShare;
  }
  return [start, end];
}

function baseCurve(profile: WineProfile): { curve: Curve; factor: string } {
  if (profile.style !== "still") {
    return {
      curve: STYLE_CURVES[profile.style][profile.tier],
      factor: `${profile.style} wine of ${profile.tier} tier`,
    };
  }
  const dominant = profile.varieties[0];
  if (dominant !== undefined && dominant.color === "red" && profile.color !== "red") {
    // Red grapes pressed early for rosé (or white) keep none of their red wine's capacity to age.
    const names = profile.varieties.map((variety) => variety.name).join(" / ");
    return {
      curve: DEFAULT_CURVES[profile.color][profile.tier],
      factor: `${profile.color === "rose" ? "rosé" : "white wine"} of ${names} at ${profile.tier} tier`,
    };
  }
  const grapes = blendCurves(profile.varieties, profile.tier);
  if (grapes !== undefined) {
    const names = profile.varieties.map((variety) => variety.name).join(" / ");
    return { curve: grapes, factor: `${names} aging curve at ${profile.tier} tier` };
  }
  return {
    curve: DEFAULT_CURVES[profile.color][profile.tier],
    factor: `typical ${profile.color} wine at ${profile.tier} tier`,
  };
}

/** The most specific region (the wine's own, else an enclosing one) that has a fitted correction. */
function regionCorrection(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  table: Record<string, number>,
  keyOf: (regionId: string) => string = (regionId) => regionId,
): number {
  for (const region of regionLineage(knowledgeBase, profile.region)) {
    const value = table[keyOf(region.id)];
    if (value !== undefined) return value;
  }
  return 0;
}

/**
 * The key of the tier-within-region correction: a fine Barolo outlasts a plain one by more than the tiers do on
 * average, a fine Napa Cabernet by less.
 */
export function tierRegionKey(profile: WineProfile, regionId: string): string {
  return `${profile.tier}|${regionId}`;
}

/** The key of the tier correction: catalogued wines (mostly famous, long-lived) are corrected on their own. */
export function tierKey(profile: WineProfile): string {
  return profile.source === "catalog" ? `catalog-${profile.tier}` : profile.tier;
}

/**
 * The grape correction applies to still wines only: other styles follow their style curve, not the grape's. A
 * rosé (or white) of red grapes is corrected as its colour, not as the grapes' red wine.
 */
export function varietyKey(profile: WineProfile): string {
  if (profile.style !== "still") return profile.style;
  const grape = profile.varieties[0];
  if (grape !== undefined && grape.color === "red" && profile.color !== "red") return profile.color;
  return grape?.id ?? "";
}

/** Corrections fitted on critics' windows, by grape (or style), country, tier and region. */
function calibrationShift(knowledgeBase: KnowledgeBase, profile: WineProfile): Curve {
  const variety = varietyKey(profile);
  const tier = tierKey(profile);
  const start =
    (WINDOW_CALIBRATION.startByVariety[variety] ?? 0) +
    (WINDOW_CALIBRATION.startByCountry[profile.country] ?? 0) +
    (WINDOW_CALIBRATION.startByTier[tier] ?? 0) +
    regionCorrection(knowledgeBase, profile, WINDOW_CALIBRATION.startByRegion) +
    regionCorrection(knowledgeBase, profile, WINDOW_CALIBRATION.startByTierRegion, (id) =>
      tierRegionKey(profile, id),
    );
  const end =
    (WINDOW_CALIBRATION.endByVariety[variety] ?? 0) +
    (WINDOW_CALIBRATION.endByCountry[profile.country] ?? 0) +
    (WINDOW_CALIBRATION.endByTier[tier] ?? 0) +
    regionCorrection(knowledgeBase, profile, WINDOW_CALIBRATION.endByRegion) +
    regionCorrection(knowledgeBase, profile, WINDOW_CALIBRATION.endByTierRegion, (id) =>
      tierRegionKey(profile, id),
    );
  return [start, end];
}

function windowConfidence(profile: WineProfile, rating: VintageRating | undefined): number {
  let confidence = 0.35;
  if (profile.source === "catalog") confidence += 0.25;
  else if (profile.producerEntry !== undefined) confidence += 0.1;
  if (profile.isVarietyNamed) confidence += 0.1;
  if (profile.region !== undefined) confidence += 0.05;
  if (rating !== undefined) confidence += 0.1;
  if (profile.varieties.length === 0) confidence -= 0.1;
  return Math.round(Math.min(0.9, Math.max(0.15, confidence)) * 100) / 100;
}

/** For an inferred wine, how its grapes, region and country were arrived at, so the window's basis is visible. */
function identificationFactors(profile: WineProfile): string[] {
  return profile.source === "inferred" ? profile.evidence.map((reason) => `identified: ${reason}`) : [];
}

function nonVintageWindow(profile: WineProfile, nowYear: number): WindowEstimate {
  const years = NON_VINTAGE_YEARS[profile.tier];
  return {
    optimalStart: nowYear,
    optimalEnd: nowYear + years,
    peakStart: nowYear,
    peakEnd: nowYear + Math.max(1, Math.round(years / 2)),
    baseYear: nowYear,
    confidence: windowConfidence(profile, undefined),
    factors: [
      ...identificationFactors(profile),
      "non-vintage: released ready to drink, counted from today",
      `${profile.tier} tier keeps about ${years} years after purchase`,
      "assumes storage at 13 °C",
    ],
    vintageRating: undefined,
    baseCurve: [0, years],
    criticsShift: [0, 0],
    agingFactor: 1,
  };
}

/** "+3.5 years", "−1 year". */
export function signedYears(years: number): string {
  const rounded = Math.abs(Math.round(years * 10) / 10);
  return `${years >= 0 ? "+" : "−"}${rounded} ${rounded === 1 ? "year" : "years"}`;
}

/**
 * The drinking window: the grape's (or style's) aging curve for the wine's tier, stretched by the region's aging
 * factor, shifted by label words (Gran Reserva, Spätlese …), scaled by the vintage's chart score, and corrected
 * by the offsets fitted on critics' windows. A wider window and lower confidence when facts are thin.
 */
export function estimateWindow(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  nowYear: number,
): WindowEstimate {
  if (profile.vintage === null) return nonVintageWindow(profile, nowYear);
  const vintage = profile.vintage;
  const factors = identificationFactors(profile);
  const { curve, factor } = baseCurve(profile);
  factors.push(`${factor}: ${Math.round(curve[0])}–${Math.round(curve[1])} years`);
  const agingFactor = profile.region?.agingFactor ?? 1;
  let start = curve[0] * Math.sqrt(agingFactor);
  let end = curve[1] * agingFactor;
  if (agingFactor !== 1 && profile.region !== undefined) {
    factors.push(`${profile.region.name} aging factor ×${agingFactor}`);
  }
  const termYears = profile.styleTerms.reduce((sum, term) => sum + (term.agingYears ?? 0), 0);
  if (termYears !== 0 && profile.source !== "catalog") {
    end += termYears;
    start += termYears * TERM_START_SHARE;
    const words = profile.styleTerms
      .filter((term) => term.agingYears !== undefined)
      .map((term) => term.phrases[0]);
    factors.push(`label words (${words.join(", ")}): ${signedYears(termYears)}`);
  }
  const rating = findVintageRating(knowledgeBase, profile.region, vintage);
  if (rating !== undefined) {
    const points = rating.score - AVERAGE_VINTAGE_SCORE;
    const lengthFactor = Math.min(
      VINTAGE_LENGTH_BOUNDS[1],
      Math.max(VINTAGE_LENGTH_BOUNDS[0], 1 + points * WINDOW_CALIBRATION.vintageLengthPerPoint),
    );
    start = Math.max(0, start + points * WINDOW_CALIBRATION.vintageStartPerPoint);
    end = start + (end - start) * lengthFactor;
    factors.push(
      `${vintage} rated ${rating.score}/100 in ${rating.chartRegion.name}: window ×${lengthFactor.toFixed(2)}`,
    );
  } else {
    end *= 1.05;
    factors.push(`no vintage chart for ${vintage}: window widened`);
  }
  const [fittedStart, endShift] = calibrationShift(knowledgeBase, profile);
  // The catalogued wine's own price, else (an uncatalogued cuvée of a catalogued house) the house's dearest wine.
  const knownPrices =
    profile.catalogWine !== undefined
      ? [profile.catalogWine.wine.priceUsd[1]]
      : (profile.producerEntry?.wines.map((entry) => entry.wine.priceUsd[1]) ?? []);
  // A still rosé, whatever its price, is bottled to drink from the spring after its harvest.
  const isVolumeWine =
    (profile.color === "rose" && profile.style === "still") ||
    (knownPrices.length > 0 && Math.max(...knownPrices) <= VOLUME_WINE_MAX_USD);
  // A volume wine opens on release: the critics' later openings (fitted on wines that need time) stop there.
  const release = profile.color === "red" ? VOLUME_RELEASE_YEARS.red : VOLUME_RELEASE_YEARS.other;
  const startShift = isVolumeWine ? Math.min(fittedStart, Math.max(0, release - start)) : fittedStart;
  if (startShift < fittedStart) {
    factors.push(
      `${profile.color === "rose" ? "a rosé" : "a volume wine"}, made to drink on release: critics' later opening for its kind stopped at its release, ${release} ${release === 1 ? "year" : "years"} after the harvest`,
    );
  }
  start = Math.max(0, start + startShift);
  end += endShift;
  const shifts = [
    ...(Math.abs(startShift) >= 0.5 ? [`opening ${signedYears(startShift)}`] : []),
    ...(Math.abs(endShift) >= 0.5 ? [`end ${signedYears(endShift)}`] : []),
  ];
  if (shifts.length > 0) factors.push(`critics' windows for wines like it: ${shifts.join(", ")}`);
  // Corrections learnt from separate "drink from" and "drink through" reviews can squeeze a window to nothing;
  // keep at least half the curve's span, centred where the corrections put it.
  const minimumSpan = Math.max(MINIMUM_SPAN_YEARS, (curve[1] - curve[0]) * MINIMUM_SPAN_SHARE);
  if (end - start < minimumSpan) {
    const middle = (start + end) / 2;
    start = Math.max(0, middle - minimumSpan / 2);
    end = start + minimumSpan;
    factors.push(`kept at least ${Math.round(minimumSpan)} years wide`);
  }
  factors.push("assumes storage at 13 °C (a warm cellar roughly halves the window)");

  const optimalStart = vintage + Math.round(start);
  const optimalEnd = Math.max(optimalStart + 1, vintage + Math.round(end));
  const span = optimalEnd - optimalStart;
  const peakStart = optimalStart + Math.round(span * PEAK_FROM_SHARE);
  const peakEnd = Math.max(peakStart, optimalStart + Math.round(span * PEAK_TO_SHARE));
  return {
    optimalStart,
    optimalEnd,
    peakStart,
    peakEnd,
    baseYear: vintage,
    confidence: windowConfidence(profile, rating),
    factors,
    vintageRating: rating,
    baseCurve: curve,
    criticsShift: [startShift, endShift],
    agingFactor,
  };
}
