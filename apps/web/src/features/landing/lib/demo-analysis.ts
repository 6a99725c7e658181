import type { WineAnalysisView } from "@/components/wine/wine-analysis-view";

/** The landing's static demo: an analysis as Vinestra writes one, for a wine everyone knows. */
export const DEMO_ANALYSIS: WineAnalysisView = {
  name: "Château Margaux",
  vintage: 2015,
  identification: {
    producer: "Château Margaux",
    region: "Margaux",
    country: "France",
    variety: "Cabernet Sauvignon, Merlot, Cabernet Franc, Petit Verdot",
    color: "red",
    marketValue: "$650 - $1,000",
    confidence: null,
  },
  drinkingWindow: {
    currentStatus: "Aging Beautifully",
    currentCondition: "Drinking well and still improving: opens into its peak from 2033",
    optimalStart: 2025,
    optimalEnd: 2048,
    peakStart: 2033,
    peakEnd: 2042,
    confidence: null,
    factors: [],
  },
  structure: {
    tannins: "High: firm, structured tannins from Cabernet Sauvignon, beginning to soften",
    acidity: "Medium-plus: balanced freshness, giving a backbone for long aging",
    alcohol: "Medium-plus (typically 13–14% ABV): well integrated and balanced",
    agingPotential: "Exceptional: drinks well until about 2048, an icon-tier wine from a great vintage",
  },
  tastingProfile: {
    currentProfile:
      "Blackcurrant, black cherry and cedar leading, with first hints of cigar box; full-bodied and opening up",
    evolution:
      "Toward cigar box, tobacco leaf and pencil shavings: tannins soften and the texture gains silkiness through 2033, then the fruit slowly recedes",
    peakExpectation:
      "Cigar box, tobacco leaf and pencil shavings over blackcurrant, with silky, resolved tannins and a long finish",
  },
  recommendations: {
    cellaringAdvice:
      "Can be enjoyed now but will improve: hold most bottles until 2033; decant 30–60 minutes.",
    storageConditions: "Lying on its side at a steady 12–14 °C, 60–75% humidity, dark and free of vibration.",
    riskFactors:
      "Warm or fluctuating storage (halves the window), cork taint and counterfeits: buy with provenance.",
  },
  peakExplanation:
    "A Premier Grand Cru Classé built on Cabernet Sauvignon with high tannin and fresh acidity sets a long aging curve; Margaux's moderate climate lengthens it, and 2015 was an excellent Left Bank vintage. Expect the peak from 2033 to 2042 within a window of 2025 to 2048.",
  foodPairing:
    "Grilled ribeye, roast leg of lamb, braised short ribs and roast duck: protein and fat soften its firm tannins. Regional match: the cooking of the Médoc.",
  sustainability: null,
};
