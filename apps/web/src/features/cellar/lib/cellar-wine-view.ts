import type { CurrencyCode } from "@vinestra/domain";
import { splitList, type WineAnalysisView } from "@/components/wine/wine-analysis-view";
import { formatMarketValueIn } from "@/lib/money";
import type { CellarWineDetail } from "./cellar-types";

/** A cellar wine's stored analysis in the shape the analysis sections draw. */
export function toCellarWineView(wine: CellarWineDetail, currency: CurrencyCode): WineAnalysisView {
  const score = wine.sustainability_score;
  return {
    name: wine.wine_name,
    vintage: wine.vintage,
    identification: {
      producer: wine.producer,
      region: wine.region,
      country: null,
      variety: wine.variety,
      color: null,
      marketValue: formatMarketValueIn(wine.market_value, currency),
      confidence: null,
    },
    drinkingWindow: {
      currentStatus: wine.current_status,
      currentCondition: wine.current_condition,
      optimalStart: wine.optimal_start,
      optimalEnd: wine.optimal_end,
      peakStart: wine.peak_start,
      peakEnd: wine.peak_end,
      confidence: null,
      factors: [],
    },
    structure: {
      tannins: wine.tannins,
      acidity: wine.acidity,
      alcohol: wine.alcohol,
      agingPotential: wine.aging_potential,
    },
    tastingProfile: {
      currentProfile: wine.current_profile,
      evolution: wine.evolution,
      peakExpectation: wine.peak_expectation,
    },
    recommendations: {
      cellaringAdvice: wine.cellaring_advice,
      storageConditions: wine.storage_conditions,
      riskFactors: wine.risk_factors,
    },
    peakExplanation: wine.peak_explanation,
    foodPairing: wine.food_pairing,
    sustainability:
      typeof score === "number"
        ? {
            score,
            certifications: splitList(wine.sustainability_certifications),
            practices: splitList(wine.sustainability_practices),
            carbonFootprint: wine.carbon_footprint,
            explanation: wine.sustainability_explanation,
          }
        : null,
  };
}
