import { z } from "zod";

/**
 * The analysis the product shows and stores (spec §3 "Analysis result" and "Disambiguation data").
 * Fields beyond the spec (country, color, confidence, source, window confidence and factors) are additive.
 */

const year = z.number().int().min(1800).max(2300);

export const identificationSourceSchema = z.enum(["catalog", "inferred", "llm"]);

export const identificationSchema = z.object({
  name: z.string().min(1),
  producer: z.string(),
  region: z.string(),
  variety: z.string(),
  /** Free-text price or range with the currency symbol, e.g. "€85 - €120". */
  marketValue: z.string(),
  country: z.string(),
  color: z.enum(["red", "white", "rose"]),
  confidence: z.number().min(0).max(1),
  source: identificationSourceSchema,
});

export const drinkingWindowSchema = z.object({
  currentStatus: z.string().min(1),
  optimalStart: year,
  optimalEnd: year,
  peakStart: year,
  peakEnd: year,
  currentCondition: z.string().min(1),
  confidence: z.number().min(0).max(1),
  /** The facts the window was derived from, each a short phrase. */
  factors: z.array(z.string()),
});

export const structureSchema = z.object({
  tannins: z.string().min(1),
  acidity: z.string().min(1),
  alcohol: z.string().min(1),
  agingPotential: z.string().min(1),
});

export const tastingProfileSchema = z.object({
  currentProfile: z.string().min(1),
  evolution: z.string().min(1),
  peakExpectation: z.string().min(1),
});

export const recommendationsSchema = z.object({
  cellaringAdvice: z.string().min(1),
  storageConditions: z.string().min(1),
  riskFactors: z.string().min(1),
});

export const sustainabilitySchema = z.object({
  score: z.number().min(0).max(10),
  certifications: z.array(z.string()),
  practices: z.array(z.string()),
  carbonFootprint: z.string(),
  explanation: z.string().min(1),
});

export const analysisResultSchema = z.object({
  identification: identificationSchema,
  drinkingWindow: drinkingWindowSchema,
  structure: structureSchema,
  tastingProfile: tastingProfileSchema,
  recommendations: recommendationsSchema,
  peakExplanation: z.string().min(1),
  foodPairing: z.string().min(1),
  sustainability: sustainabilitySchema.optional(),
});

export const possibleMatchSchema = z.object({
  name: z.string().min(1),
  producer: z.string(),
  region: z.string(),
  variety: z.string(),
  marketValue: z.string(),
  distinguishingFeatures: z.string(),
});

export const multipleMatchesSchema = z.object({
  multipleMatches: z.literal(true),
  wineName: z.string(),
  vintage: z.number().int().nullable(),
  possibleMatches: z.array(possibleMatchSchema).min(2),
});

export const analysisOutcomeSchema = z.union([multipleMatchesSchema, analysisResultSchema]);

export type Identification = z.infer<typeof identificationSchema>;
export type DrinkingWindow = z.infer<typeof drinkingWindowSchema>;
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type PossibleMatch = z.infer<typeof possibleMatchSchema>;
export type MultipleMatches = z.infer<typeof multipleMatchesSchema>;
export type AnalysisOutcome = z.infer<typeof analysisOutcomeSchema>;

export function isMultipleMatches(outcome: AnalysisOutcome): outcome is MultipleMatches {
  return "multipleMatches" in outcome && outcome.multipleMatches === true;
}
