import type { CurrencyCode } from "@vinestra/domain";
import type { WineAnalysisView } from "@/components/wine/wine-analysis-view";
import { formatMarketValueIn } from "@/lib/money";
import type { AnalysisResult } from "./analysis-types";

/** A fresh analysis in the shape the analysis sections draw, its market value in the collector's currency. */
export function toAnalysisView(
  analysis: AnalysisResult,
  vintage: number | null,
  currency: CurrencyCode,
): WineAnalysisView {
  const { identification: id, drinkingWindow: window, sustainability } = analysis;
  return {
    name: id.name,
    vintage,
    identification: {
      producer: id.producer || null,
      region: id.region || null,
      country: id.country || null,
      variety: id.variety || null,
      color: id.color,
      marketValue: formatMarketValueIn(id.marketValue, currency),
      confidence: id.confidence,
    },
    drinkingWindow: {
      currentStatus: window.currentStatus,
      currentCondition: window.currentCondition,
      optimalStart: window.optimalStart,
      optimalEnd: window.optimalEnd,
      peakStart: window.peakStart,
      peakEnd: window.peakEnd,
      confidence: window.confidence,
      factors: window.factors,
    },
    structure: analysis.structure,
    tastingProfile: analysis.tastingProfile,
    recommendations: analysis.recommendations,
    peakExplanation: analysis.peakExplanation,
    foodPairing: analysis.foodPairing,
    sustainability: sustainability
      ? {
          score: sustainability.score,
          certifications: sustainability.certifications,
          practices: sustainability.practices,
          carbonFootprint: sustainability.carbonFootprint || null,
          explanation: sustainability.explanation,
        }
      : null,
  };
}
