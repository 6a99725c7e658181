/**
 * Weights of the region-by-name evidence for houses the catalogue does not know.
 * Fitted on ../shared/data/wine-reviews-calibration.csv (the rows fit-scope.ts names) by
 * bench/analysis/fit-parameters.ts — do not edit by hand, rerun it. Aggregates only, no row or per-wine fact.
 */
export const REGION_NAME_CALIBRATION: {
  wordWeight: number;
  soundWeight: number;
  defaultBonus: number;
} = {
  defaultBonus: 4,
  soundWeight: 1.5,
  wordWeight: 1,
};
