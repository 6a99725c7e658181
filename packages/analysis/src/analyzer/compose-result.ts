import type { CurrencyCode } from "@vinestra/domain";
import { createDescribeContext } from "../describe/describe-context.ts";
import { describeFoodPairing } from "../describe/describe-food-pairing.ts";
import { describePeak } from "../describe/describe-peak.ts";
import { describeRecommendations } from "../describe/describe-recommendations.ts";
import { describeStructure } from "../describe/describe-structure.ts";
import { describeSustainability } from "../describe/describe-sustainability.ts";
import { describeTastingProfile } from "../describe/describe-tasting-profile.ts";
import { describeWindow } from "../describe/describe-window.ts";
import { estimatePriceUsd, formatMarketValue } from "../describe/market-value.ts";
import { reportedRegion } from "../identify/reported-region.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { estimateWindow } from "../window/estimate-window.ts";
import { describeVarieties } from "./describe-varieties.ts";
import type { WineProfile } from "./wine-profile.ts";

/** Writes the full analysis of an identified (or inferred) wine. */
export function composeResult(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  nowYear: number,
  currency: CurrencyCode,
): AnalysisResult {
  const window = estimateWindow(knowledgeBase, profile, nowYear);
  const context = createDescribeContext(knowledgeBase, profile, window, nowYear);
  return {
    identification: {
      name: profile.name,
      producer: profile.producer,
      region: reportedRegion(knowledgeBase, profile)?.name ?? "",
      variety: describeVarieties(profile),
      marketValue: formatMarketValue(estimatePriceUsd(knowledgeBase, profile, nowYear), currency),
      country: profile.country,
      color: profile.color,
      confidence: profile.confidence,
      source: profile.source,
    },
    drinkingWindow: describeWindow(context),
    structure: describeStructure(context),
    tastingProfile: describeTastingProfile(context),
    recommendations: describeRecommendations(context),
    peakExplanation: describePeak(context),
    foodPairing: describeFoodPairing(context),
    sustainability: describeSustainability(context),
  };
}
