/**
 * What the analysis sections show, whichever way the analysis came: a fresh answer of `POST /api/analysis`
 * (camelCase, with confidence and window factors) or the columns of a cellar wine (snake_case, without them).
 * Each feature maps its own data into this shape; missing values are null.
 */
export type WineAnalysisView = {
  name: string;
  vintage: number | null;
  identification: {
    producer: string | null;
    region: string | null;
    country: string | null;
    variety: string | null;
    color: string | null;
    /** Already in the collector's currency. */
    marketValue: string | null;
    /** 0–1, when the analysis reports it. */
    confidence: number | null;
  };
  drinkingWindow: {
    currentStatus: string | null;
    currentCondition: string | null;
    optimalStart: number | null;
    optimalEnd: number | null;
    peakStart: number | null;
    peakEnd: number | null;
    confidence: number | null;
    factors: string[];
  };
  structure: {
    tannins: string | null;
    acidity: string | null;
    alcohol: string | null;
    agingPotential: string | null;
  };
  tastingProfile: {
    currentProfile: string | null;
    evolution: string | null;
    peakExpectation: string | null;
  };
  recommendations: {
    cellaringAdvice: string | null;
    storageConditions: string | null;
    riskFactors: string | null;
  };
  peakExplanation: string | null;
  foodPairing: string | null;
  sustainability: {
    score: number;
    certifications: string[];
    practices: string[];
    carbonFootprint: string | null;
    explanation: string | null;
  } | null;
};

/** A comma-separated list (as the cellar stores it) back into its items. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/,(?![^()]*\))/u)
    .map((item) => item.trim())
    .filter(Boolean);
}
