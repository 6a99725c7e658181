/** The Find Similar flow's next step (spec §4, §6). */
export type FindSimilarStep = "sign-up" | "set-location" | "confirm" | "navigate";

/**
 * Visitors go to sign-up; signed-in users without a saved location get the location dialog; then, without a
 * stored confirmation, the confirmation dialog; then the find-similar route.
 */
export function decideFindSimilarStep(state: {
  signedIn: boolean;
  hasLocation: boolean;
  hasConfirmation: boolean;
}): FindSimilarStep {
  if (!state.signedIn) return "sign-up";
  if (!state.hasLocation) return "set-location";
  return state.hasConfirmation ? "navigate" : "confirm";
}

/** The signed-in route for a cellar wine: /find-similar/{wineId}. */
export function buildFindSimilarPath(wineId: string): string {
  return `/find-similar/${encodeURIComponent(wineId)}`;
}

/** The public route for a wine not in a cellar: /find-similar-public?wine={URL-encoded JSON}. */
export function buildPublicFindSimilarPath(wine: Record<string, unknown>): string {
  return `/find-similar-public?wine=${encodeURIComponent(JSON.stringify(wine))}`;
}

/** Sign-up with a way back (spec §6): /auth?mode=signup&returnTo={path}. */
export function buildSignUpPath(returnTo?: string | null): string {
  const query = new URLSearchParams({ mode: "signup" });
  if (returnTo) query.set("returnTo", returnTo);
  return `/auth?${query.toString()}`;
}
