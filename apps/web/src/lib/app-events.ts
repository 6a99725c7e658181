/**
 * Window events that let features ask each other for something without importing each other: the spec's
 * `cellarUpdate` (reload the cellar), an upgrade prompt (the plans feature answers) and a fresh analysis of a
 * cellar wine (the analysis feature answers).
 */
export type UpgradeRequest =
  | { reason: "search-limit"; remainingSearches: number | "unlimited" | null; usedSearches: number | null }
  | { reason: "export" }
  | { reason: "cellar-limit" }
  | { reason: "plans" };

export type FreshAnalysisRequest = { wineId: string; wineName: string; vintage: number | null };

type AppEvents = {
  cellarUpdate: undefined;
  "vinestra:upgrade": UpgradeRequest;
  "vinestra:fresh-analysis": FreshAnalysisRequest;
};

export type AppEventName = keyof AppEvents;

export function emitAppEvent<Name extends AppEventName>(name: Name, detail: AppEvents[Name]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to an app event; returns the unsubscribe function. */
export function onAppEvent<Name extends AppEventName>(
  name: Name,
  listener: (detail: AppEvents[Name]) => void,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AppEvents[Name]>).detail);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}

/** The spec's `cellarUpdate` window event: fired after a wine is added, it reloads the cellar. */
export function announceCellarUpdate(): void {
  emitAppEvent("cellarUpdate", undefined);
}

export function requestUpgrade(request: UpgradeRequest): void {
  emitAppEvent("vinestra:upgrade", request);
}

export function requestFreshAnalysis(request: FreshAnalysisRequest): void {
  emitAppEvent("vinestra:fresh-analysis", request);
}
