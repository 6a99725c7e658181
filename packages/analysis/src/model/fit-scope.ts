/**
 * Which rows of ../shared/data/wine-reviews-calibration.csv the model files were fitted on: "calibration" (the
 * calibration half; the bench's check column is then an honest figure) or "all" (the shipped model; every column
 * is then in-sample). Written by bench/analysis/fit-parameters.ts.
 */
export const MODEL_FIT_SCOPE: "calibration" | "all" = "all";
