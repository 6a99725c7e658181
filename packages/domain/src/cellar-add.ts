import type { CellarWineLike } from "./cellar-wine.ts";
import type { Notice } from "./result.ts";

/** What adding an analysed wine does (spec §4). */
export type CellarAddAction = "refresh" | "increment" | "insert";

/**
 * Existing wine and refresh chosen → update its analysis fields; existing → one more bottle; else a new row.
 */
export function decideCellarAdd(existing: boolean, refresh: boolean): CellarAddAction {
  if (!existing) return "insert";
  return refresh ? "refresh" : "increment";
}

/** The analysis result's shape (spec §3), as far as the cellar stores it. */
export interface AnalysisLike {
  identification: {
    name?: string | null;
    producer?: string | null;
    region?: string | null;
    variety?: string | null;
    marketValue?: string | null;
  };
  drinkingWindow: {
    currentStatus?: string | null;
    optimalStart?: number | null;
    optimalEnd?: number | null;
    peakStart?: number | null;
    peakEnd?: number | null;
    currentCondition?: string | null;
  };
  structure: {
    tannins?: string | null;
    acidity?: string | null;
    alcohol?: string | null;
    agingPotential?: string | null;
  };
  tastingProfile: {
    currentProfile?: string | null;
    evolution?: string | null;
    peakExpectation?: string | null;
  };
  recommendations: {
    cellaringAdvice?: string | null;
    storageConditions?: string | null;
    riskFactors?: string | null;
  };
  peakExplanation?: string | null;
  foodPairing?: string | null;
  sustainability?: {
    score?: number | null;
    certifications?: string | readonly string[] | null;
    practices?: string | readonly string[] | null;
    carbonFootprint?: string | null;
    explanation?: string | null;
  } | null;
}

export type AnalysisFields = Omit<
  CellarWineLike,
  | "id"
  | "wine_name"
  | "vintage"
  | "quantity"
  | "user_rating"
  | "label_image_url"
  | "wine_order"
  | "created_at"
  | "updated_at"
>;

function joinList(value: string | readonly string[] | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.join(", ");
}

/** The cellar_wines columns an analysis fills (for a new row, or a refresh of an existing one). */
export function toAnalysisFields(analysis: AnalysisLike): AnalysisFields {
  const {
    identification: id,
    drinkingWindow: window,
    structure,
    tastingProfile: taste,
    recommendations: advice,
  } = analysis;
  const sustainability = analysis.sustainability ?? {};
  return {
    producer: id.producer ?? null,
    region: id.region ?? null,
    variety: id.variety ?? null,
    market_value: id.marketValue ?? null,
    current_status: window.currentStatus ?? null,
    current_condition: window.currentCondition ?? null,
    optimal_start: window.optimalStart ?? null,
    optimal_end: window.optimalEnd ?? null,
    peak_start: window.peakStart ?? null,
    peak_end: window.peakEnd ?? null,
    aging_potential: structure.agingPotential ?? null,
    tannins: structure.tannins ?? null,
    acidity: structure.acidity ?? null,
    alcohol: structure.alcohol ?? null,
    current_profile: taste.currentProfile ?? null,
    evolution: taste.evolution ?? null,
    peak_expectation: taste.peakExpectation ?? null,
    cellaring_advice: advice.cellaringAdvice ?? null,
    storage_conditions: advice.storageConditions ?? null,
    risk_factors: advice.riskFactors ?? null,
    peak_explanation: analysis.peakExplanation ?? null,
    food_pairing: analysis.foodPairing ?? null,
    sustainability_score: sustainability.score ?? null,
    sustainability_certifications: joinList(sustainability.certifications),
    sustainability_practices: joinList(sustainability.practices),
    carbon_footprint: sustainability.carbonFootprint ?? null,
    sustainability_explanation: sustainability.explanation ?? null,
  };
}

/** The toast after adding (spec §8), by action; `bottles` is the new quantity for an increment. */
export function describeCellarAdd(action: CellarAddAction, bottles: number): Notice {
  if (action === "refresh")
    return { title: "Wine updated", message: "Wine analysis has been refreshed with the latest data." };
  if (action === "increment")
    return { title: "Quantity updated", message: `Increased to ${bottles} bottles in your cellar.` };
  return { title: "Added to cellar", message: "Wine has been added to your personal cellar." };
}

/**
 * The toast after Add Another Bottle or Add Quantity: 'Bottle added' / 'Increased to N bottles in your
 * cellar.'.
 */
export function describeBottleAdded(bottles: number): Notice {
  return { title: "Bottle added", message: `Increased to ${bottles} bottles in your cellar.` };
}
