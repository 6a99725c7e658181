import { describe, expect, it } from "vitest";
import {
  type AnalysisLike,
  decideCellarAdd,
  describeBottleAdded,
  describeCellarAdd,
  toAnalysisFields,
} from "./cellar-add.ts";

describe("decideCellarAdd", () => {
  it.each([
    [false, false, "insert"],
    [false, true, "insert"],
    [true, false, "increment"],
    [true, true, "refresh"],
  ] as const)("existing %s, refresh %s → %s", (existing, refresh, action) => {
    expect(decideCellarAdd(existing, refresh)).toBe(action);
  });

  it("words the toasts", () => {
    expect(describeCellarAdd("refresh", 1)).toEqual({
      title: "Wine updated",
      message: "Wine analysis has been refreshed with the latest data.",
    });
    expect(describeCellarAdd("increment", 3)).toEqual({
      title: "Quantity updated",
      message: "Increased to 3 bottles in your cellar.",
    });
    expect(describeCellarAdd("insert", 1)).toEqual({
      title: "Added to cellar",
      message: "Wine has been added to your personal cellar.",
    });
    expect(describeBottleAdded(2)).toEqual({
      title: "Bottle added",
      message: "Increased to 2 bottles in your cellar.",
    });
  });
});

describe("toAnalysisFields", () => {
  const analysis: AnalysisLike = {
    identification: {
      name: "Opus One",
      producer: "Opus One Winery",
      region: "Napa Valley",
      variety: "Bordeaux blend",
      marketValue: "$400",
    },
    drinkingWindow: {
      currentStatus: "Aging",
      optimalStart: 2024,
      optimalEnd: 2040,
      peakStart: 2028,
      peakEnd: 2035,
      currentCondition: "Youthful",
    },
    structure: { tannins: "Firm", acidity: "Fresh", alcohol: "14.5%", agingPotential: "20 years" },
    tastingProfile: { currentProfile: "Cassis", evolution: "Cedar", peakExpectation: "Tobacco" },
    recommendations: { cellaringAdvice: "Lay down", storageConditions: "13°C", riskFactors: "Cork" },
    peakExplanation: "Tannins soften",
    foodPairing: "Lamb",
    sustainability: {
      score: 7,
      certifications: ["Organic", "Napa Green"],
      practices: "Dry farming",
      carbonFootprint: "Low",
      explanation: "Solar",
    },
  };

  it("maps an analysis to the cellar's columns", () => {
    expect(toAnalysisFields(analysis)).toEqual({
      producer: "Opus One Winery",
      region: "Napa Valley",
      variety: "Bordeaux blend",
      market_value: "$400",
      current_status: "Aging",
      current_condition: "Youthful",
      optimal_start: 2024,
      optimal_end: 2040,
      peak_start: 2028,
      peak_end: 2035,
      aging_potential: "20 years",
      tannins: "Firm",
      acidity: "Fresh",
      alcohol: "14.5%",
      current_profile: "Cassis",
      evolution: "Cedar",
      peak_expectation: "Tobacco",
      cellaring_advice: "Lay down",
      storage_conditions: "13°C",
      risk_factors: "Cork",
      peak_explanation: "Tannins soften",
      food_pairing: "Lamb",
      sustainability_score: 7,
      sustainability_certifications: "Organic, Napa Green",
      sustainability_practices: "Dry farming",
      carbon_footprint: "Low",
      sustainability_explanation: "Solar",
    });
  });

  it("fills nulls for what an analysis leaves out", () => {
    const fields = toAnalysisFields({
      identification: {},
      drinkingWindow: {},
      structure: {},
      tastingProfile: {},
      recommendations: {},
    });
    expect(Object.values(fields).every((value) => value === null)).toBe(true);
    expect(Object.keys(fields)).toHaveLength(27);
  });
});
