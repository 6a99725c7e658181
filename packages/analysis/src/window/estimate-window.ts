import type { WineProfile } from "../analyzer/wine-profile.ts";
import { releasePriceUsd } from "../describe/market-value.ts";
import { catalogWineStyleTerms } from "../identify/catalog-label-words.ts";
import { type StyleTerm, termsAsReadIn } from "../identify/style-terms.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { broadRegion, regionLineage } from "../knowledge/region-lineage.ts";
import type { QualityTier, Region, Variety } from "../knowledge/schema.ts";
import { WINDOW_CALIBRATION } from "../model/window-calibration.ts";
import {
  AVERAGE_VINTAGE_SCORE,
  DEFAULT_CURVES,
  DOMINANT_GRAPE_SHARE,
  DRINK_YOUNG_YEARS,
  ENDLESS_REGION_SHARE,
  ENDLESS_REGION_SPAN_SHARE,
  FINAL_SPAN_SHARE,
  FINAL_SPAN_YEARS,
  HIGH_ACIDITY,
  ICON_END_FLOOR_SHARE,
  LONG_RECORD_YEARS,
  MINIMUM_SPAN_SHARE,
  MINIMUM_SPAN_YEARS,
  NEEDS_TIME_THRESHOLD,
  NEEDS_TIME_THRESHOLD_ENTRY,
  NON_VINTAGE_YEARS,
  PEAK_FROM_SHARE,
  PEAK_TO_SHARE,
  RECORD_END_FLOOR_SHARE,
  RECORD_OPENING_SLACK_YEARS,
  STYLE_CURVES,
  TERM_START_SHARE,
  VINTAGE_LENGTH_BOUNDS,
  VOLUME_LIGHT_END_YEARS,
  VOLUME_RELEASE_YEARS,
  VOLUME_WHITE_MAX_USD,
  VOLUME_WINE_MAX_USD,
} from "../model/window-parameters.ts";
import { WINDOW_TREES } from "../model/window-trees.ts";
import { listWords } from "../text/list-words.ts";
import { normalizePhrase } from "../text/normalize.ts";
import { agingRecord, recordOwnerPhrase } from "./aging-record.ts";
import {
  COLHEITA_END_YEARS,
  COLHEITA_PEAK_YEARS,
  COLHEITA_RELEASE_YEARS,
  isColheitaPort,
} from "./colheita-port.ts";
import {
  addReason,
  encodeFeatures,
  mainReasons,
  needsTimeInput,
  predictShift,
  type ShiftReasons,
  type WindowFeatures,
  windowFeatures,
} from "./critics-trees.ts";
import {
  FRASQUEIRA_END_YEARS,
  FRASQUEIRA_PEAK_YEARS,
  FRASQUEIRA_RELEASE_YEARS,
  isFrasqueira,
} from "./frasqueira.ts";
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
  /** The facts that moved the opening and the end most, in words ("region", "price"). */
  criticsReasons: readonly [readonly string[], readonly string[]];
  /** The facts the critics' trees read (absent for a non-vintage wine, which they do not correct). */
  criticsFeatures?: WindowFeatures;
  agingFactor: number;
  /** Where the critics' window ended, when the wine's long record carries it on past them (`LONG_RECORD_YEARS`). */
  criticsEnd?: number | undefined;
  /** Why a window set by how the wine is made, not by its grapes' curve, runs as it does (a vintage Madeira). */
  madeAs?: string | undefined;
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

interface CriticsShift {
  start: number;
  end: number;
  startReasons: ShiftReasons;
  endReasons: ShiftReasons;
}

/** Corrections fitted on critics' windows, by grape (or style), country, tier and region, with what moved them. */
function calibrationShift(knowledgeBase: KnowledgeBase, profile: WineProfile): CriticsShift {
  const variety = varietyKey(profile);
  const tier = tierKey(profile);
  const part = (
    byVariety: Record<string, number>,
    byCountry: Record<string, number>,
    byTier: Record<string, number>,
    byRegion: Record<string, number>,
    byTierRegion: Record<string, number>,
  ) => {
    const reasons: ShiftReasons = new Map();
    addReason(reasons, "grape", byVariety[variety] ?? 0);
    addReason(reasons, "country", byCountry[profile.country] ?? 0);
    addReason(reasons, "quality tier", byTier[tier] ?? 0);
    addReason(reasons, "region", regionCorrection(knowledgeBase, profile, byRegion));
    addReason(
      reasons,
      "region",
      regionCorrection(knowledgeBase, profile, byTierRegion, (id) => tierRegionKey(profile, id)),
    );
    return { years: [...reasons.values()].reduce((sum, years) => sum + years, 0), reasons };
  };
  const c = WINDOW_CALIBRATION;
  const start = part(c.startByVariety, c.startByCountry, c.startByTier, c.startByRegion, c.startByTierRegion);
  const end = part(c.endByVariety, c.endByCountry, c.endByTier, c.endByRegion, c.endByTierRegion);
  return { start: start.years, end: end.years, startReasons: start.reasons, endReasons: end.reasons };
}

/** The trees' further shift in years, read from the wine's encoded facts and window so far, with what moved it. */
function treeShift(encoded: readonly (string | number)[] | undefined): CriticsShift {
  const model = WINDOW_TREES;
  const startReasons: ShiftReasons = new Map();
  const endReasons: ShiftReasons = new Map();
  if (encoded === undefined) return { start: 0, end: 0, startReasons, endReasons };
  return {
    start: predictShift(model, model.start, encoded, startReasons),
    end: predictShift(model, model.end, encoded, endReasons),
    startReasons,
    endReasons,
  };
}

/**
 * When critics would rarely make a wine like it wait, its opening in years after the harvest (on release) and the
 * factor line saying why; undefined when it may need time or already opens by then.
 */
function readyOnRelease(
  profile: WineProfile,
  encoded: readonly (string | number)[] | undefined,
  opening: number,
  release: number,
): { opening: number; reason: string } | undefined {
  const model = WINDOW_TREES;
  if (encoded === undefined || model.needsTime.trees.length === 0 || opening <= release) return undefined;
  // Fine and icon wines are made to wait, and critics' windows hold too few of them for the chance to say otherwise.
  if (profile.tier === "fine" || profile.tier === "icon") return undefined;
  const reasons: ShiftReasons = new Map();
  const logOdds = predictShift(model, model.needsTime, needsTimeInput(model, encoded), reasons);
  const chance = 1 / (1 + Math.exp(-logOdds));
  if (chance >= (profile.tier === "entry" ? NEEDS_TIME_THRESHOLD_ENTRY : NEEDS_TIME_THRESHOLD))
    return undefined;
  const words = mainReasons(reasons, -1);
  return {
    opening: release,
    reason:
      `ready on release: critics' windows for wines like it give a later "drink from" year ` +
      `${Math.round(chance * 100)}% of the time${words.length > 0 ? ` (mostly for its ${listWords(words)})` : ""}, ` +
      `so it opens ${release} ${release === 1 ? "year" : "years"} after the harvest`,
  };
}

function mergeReasons(first: ShiftReasons, second: ShiftReasons): ShiftReasons {
  const merged = new Map(first);
  for (const [word, years] of second) addReason(merged, word, years);
  return merged;
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

/**
 * A window the critics' corrections do not touch (a non-vintage wine, a nouveau, a drink-young wine): set by the
 * rule that names it in its factor lines, with no vintage rating and no aging factor.
 */
function setWindow(
  profile: WineProfile,
  years: { baseYear: number; start: number; end: number; peakEnd: number; baseCurve: Curve },
  factors: string[],
): WindowEstimate {
  return {
    optimalStart: years.start,
    optimalEnd: years.end,
    peakStart: years.start,
    peakEnd: years.peakEnd,
    baseYear: years.baseYear,
    confidence: windowConfidence(profile, undefined),
    factors: [...identificationFactors(profile), ...factors, "assumes storage at 13 °C"],
    vintageRating: undefined,
    baseCurve: years.baseCurve,
    criticsShift: [0, 0],
    criticsReasons: [[], []],
    agingFactor: 1,
  };
}

function nonVintageWindow(profile: WineProfile, nowYear: number): WindowEstimate {
  const years = NON_VINTAGE_YEARS[profile.tier];
  return setWindow(
    profile,
    {
      baseYear: nowYear,
      start: nowYear,
      end: nowYear + years,
      peakEnd: nowYear + Math.max(1, Math.round(years / 2)),
      baseCurve: [0, years],
    },
    [
      "non-vintage: released ready to drink, counted from today",
      `${profile.tier} tier keeps about ${years} years after purchase`,
    ],
  );
}

/** A "nouveau" (primeur, novello) wine: by the word on its label or in its catalogued name. */
function isNouveau(profile: WineProfile): boolean {
  if (profile.styleTerms.some((term) => term.id === "nouveau")) return true;
  const wine = profile.catalogWine?.wine;
  return (
    wine !== undefined &&
    [wine.name, ...wine.aliases].some((name) => /\b(nouveau|novello)\b/.test(normalizePhrase(name)))
  );
}

/**
 * A nouveau is sold weeks after its harvest (Beaujolais Nouveau on the third Thursday of November) and made to
 * drink within the year; critics' windows for young reds, which open two years after the harvest, do not apply.
 */
function nouveauWindow(profile: WineProfile, vintage: number): WindowEstimate {
  return setWindow(
    profile,
    { baseYear: vintage, start: vintage, end: vintage + 1, peakEnd: vintage + 1, baseCurve: [0, 1] },
    ["a nouveau: released weeks after the harvest and made to drink by the following autumn"],
  );
}

/** How a wine aged in cask until it is sold keeps, in years after its harvest, and how its making is told. */
interface CaskAging {
  release: number;
  peak: readonly [number, number];
  end: number;
  factor: string;
  madeAs: string;
}

/**
 * A wine aged in cask until it is bottled to be sold (a vintage Madeira, a Colheita Port) opens when it may first
 * be bottled and keeps for a century; critics' windows for young fortified wines do not apply.
 */
function caskAgedWindow(profile: WineProfile, vintage: number, aging: CaskAging): WindowEstimate {
  const window = setWindow(
    profile,
    {
      baseYear: vintage,
      start: vintage + aging.release,
      end: vintage + aging.end,
      peakEnd: vintage + aging.peak[1],
      baseCurve: [aging.release, aging.end],
    },
    [aging.factor],
  );
  return { ...window, peakStart: vintage + aging.peak[0], madeAs: aging.madeAs };
}

const FRASQUEIRA_AGING: CaskAging = {
  release: FRASQUEIRA_RELEASE_YEARS,
  peak: FRASQUEIRA_PEAK_YEARS,
  end: FRASQUEIRA_END_YEARS,
  factor: `a vintage Madeira (Frasqueira): at least ${FRASQUEIRA_RELEASE_YEARS} years in cask before bottling, then it keeps for more than a century`,
  madeAs: `As a vintage Madeira (Frasqueira) it spends at least ${FRASQUEIRA_RELEASE_YEARS} years in cask before bottling, and its making by heat and air leaves it able to keep for more than a century`,
};

const COLHEITA_AGING: CaskAging = {
  release: COLHEITA_RELEASE_YEARS,
  peak: COLHEITA_PEAK_YEARS,
  end: COLHEITA_END_YEARS,
  factor:
    "a dated tawny Port (Colheita): at least 7 years in cask, bottled as it is sold, at its best within a few years of bottling",
  madeAs:
    "As a dated tawny Port (Colheita) it ages in cask until it is bottled to be sold, so a bottle from a recent bottling is at its best whatever its vintage; drink it within a few years of bottling",
};

/**
 * The region that makes the wine's kind to drink young, unless the wine is a fine one or its label promises aging
 * (a "Riserva").
 */
function drinkYoungRegion(knowledgeBase: KnowledgeBase, profile: WineProfile) {
  if (profile.tier === "fine" || profile.tier === "icon") return undefined;
  if (profile.styleTerms.some((term) => (term.agingYears ?? 0) > 0)) return undefined;
  return regionLineage(knowledgeBase, profile.region).find((region) => region.drinkYoung);
}

/**
 * A wine of a drink-young region is bottled within months of its harvest and best within two years of release. The
 * critics' windows the corrections learn from hold none of them, so those of other wines of its style (vintage
 * Champagne for a Prosecco) do not apply.
 */
function drinkYoungWindow(
  profile: WineProfile,
  vintage: number,
  region: Region,
  curve: Curve,
  factor: string,
): WindowEstimate {
  const start = vintage + VOLUME_RELEASE_YEARS.other;
  return setWindow(
    profile,
    { baseYear: vintage, start, end: start + DRINK_YOUNG_YEARS, peakEnd: start + 1, baseCurve: curve },
    [
      `${factor}: ${Math.round(curve[0])}–${Math.round(curve[1])} years`,
      `${region.name} is made to drink young: released the year after the harvest and best within ${DRINK_YOUNG_YEARS} years, whatever critics say of longer-lived wines of its style`,
    ],
  );
}

/**
 * A volume wine's release, in years after the harvest, or undefined for a wine that may need time. Volume wines:
 * a catalogued wine (or a catalogued house's uncatalogued cuvée, by the house's dearest wine) at a volume price, a
 * still white at a modest price, and any still rosé, which is bottled to drink from the spring after its harvest.
 */
function volumeWineRelease(profile: WineProfile, release: number): number | undefined {
  const knownPrices =
    profile.catalogWine !== undefined
      ? [profile.catalogWine.wine.priceUsd[1]]
      : (profile.producerEntry?.wines.map((entry) => entry.wine.priceUsd[1]) ?? []);
  const dearest = knownPrices.length > 0 ? Math.max(...knownPrices) : Number.POSITIVE_INFINITY;
  const isStill = profile.style === "still";
  const isVolumeWine =
    (profile.color === "rose" && isStill) ||
    dearest <= VOLUME_WINE_MAX_USD ||
    (profile.color === "white" && isStill && dearest <= VOLUME_WHITE_MAX_USD);
  return isVolumeWine ? release : undefined;
}

/**
 * A wine of no house we know whose estimated price is a modest white's: "Pinot Grigio 2023" is a volume wine as
 * much as a catalogued one at that price.
 */
function isModestUnknownWine(knowledgeBase: KnowledgeBase, profile: WineProfile): boolean {
  return (
    profile.catalogWine === undefined &&
    profile.producerEntry === undefined &&
    releasePriceUsd(knowledgeBase, profile)[1] <= VOLUME_WHITE_MAX_USD
  );
}

/**
 * The latest end, in years after the harvest, of a white or rosé volume wine (released as one, or of no known
 * house at a modest white's price) below the fine tier, of a grape without high acidity: critics end such bottles
 * within a few years, and the corrections learnt from a region's other wines (an Amarone's Veneto) would otherwise
 * carry a $20 Pinot Grigio for nine. Undefined for any other.
 */
function volumeLightEndCap(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  release: number | undefined,
): number | undefined {
  if (profile.color === "red" || profile.style !== "still") return undefined;
  // A grand cru is no volume wine, whatever its house's other bottles cost.
  if (profile.tier === "fine" || profile.tier === "icon") return undefined;
  const grape = profile.varieties[0];
  if (grape === undefined || grape.acidity >= HIGH_ACIDITY) return undefined;
  if (release === undefined && !isModestUnknownWine(knowledgeBase, profile)) return undefined;
  return VOLUME_LIGHT_END_YEARS;
}

/**
 * Years from the harvest to release that the label's words impose by the rules of their country (a Rioja Gran
 * Reserva's five), or 0.
 */
function ruledReleaseYears(profile: WineProfile, terms: readonly StyleTerm[]): number {
  return Math.max(
    0,
    ...terms.filter((term) => term.countries?.[0] === profile.country).map((term) => term.releaseYears ?? 0),
  );
}

/**
 * When a wine made to drink on release is released, in years after the harvest: reds spend a year longer in
 * cellar than other wines, and a label word may impose longer.
 */
function releaseYears(profile: WineProfile, ruled: number): number {
  return Math.max(ruled, profile.color === "red" ? VOLUME_RELEASE_YEARS.red : VOLUME_RELEASE_YEARS.other);
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
  if (isNouveau(profile)) return nouveauWindow(profile, profile.vintage);
  if (isFrasqueira(knowledgeBase, profile)) return caskAgedWindow(profile, profile.vintage, FRASQUEIRA_AGING);
  if (isColheitaPort(knowledgeBase, profile)) return caskAgedWindow(profile, profile.vintage, COLHEITA_AGING);
  const vintage = profile.vintage;
  const factors = identificationFactors(profile);
  const { curve, factor } = baseCurve(profile);
  const young = drinkYoungRegion(knowledgeBase, profile);
  if (young !== undefined) return drinkYoungWindow(profile, vintage, young, curve, factor);
  factors.push(`${factor}: ${Math.round(curve[0])}–${Math.round(curve[1])} years`);
  const agingFactor = profile.region?.agingFactor ?? 1;
  let start = curve[0] * Math.sqrt(agingFactor);
  let end = curve[1] * agingFactor;
  if (agingFactor !== 1 && profile.region !== undefined) {
    factors.push(`${profile.region.name} aging factor ×${agingFactor}`);
  }
  const labelTerms =
    profile.catalogWine === undefined
      ? profile.styleTerms
      : termsAsReadIn(catalogWineStyleTerms(knowledgeBase, profile.catalogWine), profile.country);
  const ruledRelease = ruledReleaseYears(profile, labelTerms);
  const termYears = labelTerms.reduce((sum, term) => sum + (term.agingYears ?? 0), 0);
  if (termYears !== 0) {
    end += termYears;
    start += termYears * TERM_START_SHARE;
    const words = labelTerms
      .filter((term) => term.agingYears !== undefined)
      .map((term) => term.classification ?? term.phrases[0]);
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
  const additive = calibrationShift(knowledgeBase, profile);
  const endBeforeCritics = end;
  // The window's span as the curve, the place, the label and the vintage make it, before the critics' corrections.
  const ownSpan = end - start;
  const iconEndFloor = profile.tier === "icon" ? end * ICON_END_FLOOR_SHARE : 0;
  const record = agingRecord(profile);
  const recordShare = profile.tier === "icon" ? RECORD_END_FLOOR_SHARE.icon : RECORD_END_FLOOR_SHARE.other;
  const recordFloor = record === undefined ? 0 : record[1] * recordShare;
  // A volume wine opens on release: the critics' later openings (fitted on wines that need time) stop there.
  const onRelease = releaseYears(profile, ruledRelease);
  const release = volumeWineRelease(profile, onRelease);
  const capOpening = (opening: number, shift: number) =>
    release === undefined ? shift : Math.min(shift, Math.max(0, release - opening));
  const additiveStart = capOpening(start, additive.start);
  let stoppedAtRelease = additiveStart < additive.start;
  start = Math.max(0, start + additiveStart);
  end += additive.end;
  // Corrections learnt from separate "drink from" and "drink through" reviews can squeeze a window to nothing;
  // keep at least half the curve's span, centred where the corrections put it.
  const minimumSpan = Math.max(MINIMUM_SPAN_YEARS, (curve[1] - curve[0]) * MINIMUM_SPAN_SHARE);
  let keptWide = false;
  if (end - start < minimumSpan) {
    const middle = (start + end) / 2;
    start = Math.max(0, middle - minimumSpan / 2);
    end = start + minimumSpan;
    keptWide = true;
  }
  // The trees read the window as the corrections left it, and correct what those miss together.
  const criticsFeatures = windowFeatures(knowledgeBase, profile, varietyKey(profile), tierKey(profile), {
    opening: start,
    end,
    curve,
    vintageScore: rating?.score,
  });
  const encoded =
    WINDOW_TREES.features.length > 0 ? encodeFeatures(WINDOW_TREES, criticsFeatures) : undefined;
  const trees = treeShift(encoded);
  let treeStart = capOpening(start, trees.start);
  stoppedAtRelease ||= treeStart < trees.start;
  start = Math.max(0, start + treeStart);
  const isIconKept = end + trees.end < iconEndFloor && iconEndFloor >= recordFloor;
  const isRecordKept = end + trees.end < recordFloor && recordFloor > iconEndFloor;
  end = Math.max(end + trees.end, iconEndFloor, recordFloor);
  // A wine critics would rarely make wait is ready on release, whatever the corrections learnt from those they did.
  const ready = release === undefined ? readyOnRelease(profile, encoded, start, onRelease) : undefined;
  if (ready !== undefined) {
    treeStart -= start - ready.opening;
    start = ready.opening;
  }
  const recordOpening = record === undefined ? undefined : record[0] + RECORD_OPENING_SLACK_YEARS;
  const isOpenedByRecord = recordOpening !== undefined && start > recordOpening;
  if (isOpenedByRecord) {
    treeStart -= start - recordOpening;
    start = recordOpening;
  }
  // Nobody drinks a bottle before it may be sold: a Rioja Gran Reserva opens five years after its harvest at the
  // soonest, whatever the critics' openings for wines like it.
  const isHeldToRelease = start < ruledRelease;
  if (isHeldToRelease) {
    treeStart += ruledRelease - start;
    start = ruledRelease;
  }
  // After the opening has moved: a white made to drink young ends a few years after it opens at the latest.
  const lightEndCap = volumeLightEndCap(knowledgeBase, profile, release);
  const isLightEndCapped =
    lightEndCap !== undefined && end > Math.max(lightEndCap, start + MINIMUM_SPAN_YEARS);
  if (isLightEndCapped) end = Math.max(lightEndCap, start + MINIMUM_SPAN_YEARS);
  if (stoppedAtRelease && release !== undefined) {
    factors.push(
      `${profile.color === "rose" ? "a rosé" : "a volume wine"}, made to drink on release: critics' later opening for its kind stopped at its release, ${release} ${release === 1 ? "year" : "years"} after the harvest`,
    );
  }
  if (ready !== undefined) factors.push(ready.reason);
  if (isOpenedByRecord && record !== undefined) {
    factors.push(
      `${recordOwnerPhrase(profile)} (drinks well ${record[0]}–${record[1]} years after a typical vintage) opens it no later than ${recordOpening} years after the vintage`,
    );
  }
  if (isHeldToRelease) {
    const words = labelTerms.filter((term) => (term.releaseYears ?? 0) === ruledRelease);
    factors.push(
      `${words.map((term) => term.classification ?? term.phrases[0]).join(", ")}: sold no sooner than ${ruledRelease} years after the harvest, so it opens then`,
    );
  }
  // The critics' openings and ends come from different reviews; together they can leave a window a year or two
  // wide even for a wine that ages for decades. The end then moves out to a minimum span. This follows the trees,
  // so the trees are fitted (with none loaded) on the window before it.
  const broad = broadRegion(knowledgeBase, profile.region);
  const endShare = WINDOW_CALIBRATION.endShareByRegion[broad?.id ?? ""];
  const isEndless =
    endShare !== undefined && endShare < ENDLESS_REGION_SHARE && ready === undefined && !stoppedAtRelease;
  const finalSpan = Math.max(
    FINAL_SPAN_YEARS,
    isEndless ? ownSpan * ENDLESS_REGION_SPAN_SHARE : (curve[1] - curve[0]) * FINAL_SPAN_SHARE,
  );
  let endKeptOut = false;
  if (encoded !== undefined && end - start < finalSpan) {
    end = start + finalSpan;
    endKeptOut = true;
  }
  const startShift = additiveStart + treeStart;
  // Where the region's critics give no end, the end is the wine's own span, not a critics' shift.
  const isEndFromOwnSpan = endKeptOut && isEndless;
  const isFloorKept = isIconKept || isRecordKept || isLightEndCapped;
  let endShift = additive.end + trees.end;
  if (isFloorKept) endShift = end - endBeforeCritics;
  if (isEndFromOwnSpan) endShift = 0;
  const startWords = mainReasons(mergeReasons(additive.startReasons, trees.startReasons), startShift);
  const endWords =
    isFloorKept || isEndFromOwnSpan
      ? []
      : mainReasons(mergeReasons(additive.endReasons, trees.endReasons), endShift);
  const because = (words: string[]) => (words.length > 0 ? ` (mostly its ${listWords(words)})` : "");
  const shifts = [
    ...(Math.abs(startShift) >= 0.5 ? [`opening ${signedYears(startShift)}${because(startWords)}`] : []),
    ...(Math.abs(endShift) >= 0.5 ? [`end ${signedYears(endShift)}${because(endWords)}`] : []),
  ];
  if (shifts.length > 0) factors.push(`critics' windows for wines like it: ${shifts.join(", ")}`);
  if (isLightEndCapped) {
    factors.push(
      `a ${profile.color === "rose" ? "rosé" : "white"} made to drink young ends at most ${VOLUME_LIGHT_END_YEARS} years after the harvest, whatever critics give other wines of its region`,
    );
  }
  if (isIconKept) {
    factors.push(
      `an icon's window keeps at least ${Math.round(ICON_END_FLOOR_SHARE * 100)}% of its aging curve: critics' release-time windows are short for the longest-lived wines`,
    );
  }
  if (isRecordKept && record !== undefined) {
    factors.push(
      `${recordOwnerPhrase(profile)} (drinks well ${record[0]}–${record[1]} years after a typical vintage) keeps the end at least ${Math.round(recordFloor)} years after the vintage, ${Math.round(recordShare * 100)}% of it: critics' release-time windows are short for wines known to age`,
    );
  }
  if (isEndFromOwnSpan) {
    factors.push(
      `${broad?.name ?? "its region"}'s critics rarely give an end year: kept ${Math.round(finalSpan)} years wide, ${Math.round(ENDLESS_REGION_SPAN_SHARE * 100)}% of its own span`,
    );
  } else if (keptWide || endKeptOut) {
    factors.push(`kept at least ${Math.round(endKeptOut ? finalSpan : minimumSpan)} years wide`);
  }

  const optimalStart = vintage + Math.round(start);
  let optimalEnd = Math.max(optimalStart + 1, vintage + Math.round(end));
  const span = optimalEnd - optimalStart;
  const peakStart = optimalStart + Math.round(span * PEAK_FROM_SHARE);
  const peakEnd = Math.max(peakStart, optimalStart + Math.round(span * PEAK_TO_SHARE));
  // The critics' window has closed, but the wine is known to keep for decades: it runs on, past its best years.
  let criticsEnd: number | undefined;
  const recordEnd = vintage + (record?.[1] ?? 0);
  if (
    record !== undefined &&
    record[1] >= LONG_RECORD_YEARS &&
    optimalEnd < nowYear &&
    recordEnd >= nowYear
  ) {
    criticsEnd = optimalEnd;
    optimalEnd = recordEnd;
    factors.push(
      `critics' release-time window ended in ${criticsEnd}, but ${recordOwnerPhrase(profile)} (drinks well ${record[0]}–${record[1]} years after a typical vintage) runs to ${recordEnd}: the window runs on to then, past its best years`,
    );
  }
  factors.push("assumes storage at 13 °C (a warm cellar roughly halves the window)");
  return {
    optimalStart,
    optimalEnd,
    peakStart,
    peakEnd,
    criticsEnd,
    baseYear: vintage,
    confidence: windowConfidence(profile, rating),
    factors,
    vintageRating: rating,
    baseCurve: curve,
    criticsShift: [startShift, endShift],
    criticsReasons: [startWords, endWords],
    criticsFeatures,
    agingFactor,
  };
}
