import type { WindowEstimate } from "./estimate-window.ts";

export type LifeStage = "too-young" | "opening" | "peak" | "mature" | "past";

export function lifeStage(window: WindowEstimate, year: number): LifeStage {
  if (year < window.optimalStart) return "too-young";
  if (year < window.peakStart) return "opening";
  if (year <= window.peakEnd) return "peak";
  if (year <= window.optimalEnd) return "mature";
  return "past";
}

/**
 * The status words the cellar understands (spec §4 "Derived wine status"): Too Young, Aging Beautifully,
 * Peak Period, Ready to Drink; "Past Peak" once the window has closed.
 */
export const STATUS_BY_STAGE: Record<LifeStage, string> = {
  "too-young": "Too Young",
  opening: "Aging Beautifully",
  peak: "Peak Period",
  mature: "Ready to Drink",
  past: "Past Peak",
};
