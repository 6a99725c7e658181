/** Letter grades from a 0–10 sustainability score (spec §9). */
export type SustainabilityGrade = "A+" | "A" | "B+" | "B" | "C+" | "C" | "D+" | "D" | "F";
export type SustainabilityLabel = "Excellent" | "Good" | "Fair" | "Poor";
export type SustainabilityColor = "green" | "yellow" | "orange" | "red";
/** The cellar filter's sustainability bands; "unrated" holds wines without a score. */
export const SUSTAINABILITY_BANDS = ["excellent", "good", "fair", "poor", "unrated"] as const;
export type SustainabilityBand = (typeof SUSTAINABILITY_BANDS)[number];

const GRADE_STEPS: readonly (readonly [number, SustainabilityGrade])[] = [
  [9, "A+"],
  [8, "A"],
  [7, "B+"],
  [6, "B"],
  [5, "C+"],
  [4, "C"],
  [3, "D+"],
  [2, "D"],
];

/** Grade: 9+ A+, 8 A, 7 B+, 6 B, 5 C+, 4 C, 3 D+, 2 D, else F (each step includes fractions above it). */
export function gradeSustainability(score: number): SustainabilityGrade {
  return GRADE_STEPS.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

/** Label: Excellent 8+, Good 6+, Fair 4+, else Poor. */
export function labelSustainability(score: number): SustainabilityLabel {
  if (score >= 8) return "Excellent";
  if (score >= 6) return "Good";
  if (score >= 4) return "Fair";
  return "Poor";
}

/** Colour band: green 8+, yellow 6+, orange 4+, red below. */
export function colorSustainability(score: number): SustainabilityColor {
  if (score >= 8) return "green";
  if (score >= 6) return "yellow";
  if (score >= 4) return "orange";
  return "red";
}

/**
 * Filter band (spec §5): excellent 8+, good 6 to <8, fair 4 to <6, poor <4, unrated when there is no score.
 */
export function classifySustainabilityBand(score: number | null | undefined): SustainabilityBand {
  if (typeof score !== "number" || !Number.isFinite(score)) return "unrated";
  return labelSustainability(score).toLowerCase() as SustainabilityBand;
}
