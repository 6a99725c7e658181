import type { ShownAnalysis } from "./analysis-types";

/**
 * The analysis on screen survives the trip through sign-up (spec §6: a visitor's Add to Cellar, Set Reminder
 * or Find Similar go to /auth and come back to their result) in session storage, for this tab only.
 */
const KEY = "vinestra.analysisResult";

/** Where sign-up sends the visitor back to: home, scrolled to their result. */
export const RESULT_RETURN_PATH = "/#analysis-result";

export function saveShownAnalysis(
  shown: ShownAnalysis | null,
  storage: Storage = window.sessionStorage,
): void {
  try {
    if (shown) storage.setItem(KEY, JSON.stringify(shown));
    else storage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the result simply does not survive a reload.
  }
}

export function loadShownAnalysis(storage: Storage = window.sessionStorage): ShownAnalysis | null {
  try {
    const text = storage.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<ShownAnalysis> | null;
    if (!value?.analysis?.identification?.name || typeof value.query?.name !== "string") return null;
    return {
      analysis: value.analysis,
      query: value.query,
      refreshWineId: typeof value.refreshWineId === "string" ? value.refreshWineId : null,
    };
  } catch {
    return null;
  }
}
