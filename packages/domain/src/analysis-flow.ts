import type { Notice } from "./result.ts";

/** Fresh analysis (spec §4): confirm first unless already accepted; then upgrade when no search is left. */
export type FreshAnalysisStep = "confirm" | "upgrade" | "analyze";

/** The next step of Get Fresh Analysis: the confirmation dialog, the upgrade path, or the analysis itself. */
export function decideFreshAnalysis(confirmationAccepted: boolean, canSearchNow: boolean): FreshAnalysisStep {
  if (!confirmationAccepted) return "confirm";
  return canSearchNow ? "analyze" : "upgrade";
}

/** The confirmation dialog's button: 'Continue (1 search)', or 'View Upgrade Options' with no search left. */
export function describeFreshAnalysisButton(canSearchNow: boolean): string {
  return canSearchNow ? "Continue (1 search)" : "View Upgrade Options";
}

/** A possible match offered by the disambiguation chooser (spec §3). */
export interface PossibleMatch {
  name: string;
  producer?: string | null;
  region?: string | null;
  variety?: string | null;
  marketValue?: string | null;
  distinguishingFeatures?: string | null;
}

export interface DisambiguationData {
  wineName: string;
  vintage: number | null;
  possibleMatches: PossibleMatch[];
}

/**
 * Whether an analysis answer asks the user to choose between wines (multipleMatches with at least one match).
 */
export function isMultipleMatchResult(
  result: unknown,
): result is { multipleMatches: true; possibleMatches: PossibleMatch[] } {
  if (typeof result !== "object" || result === null) return false;
  const candidate = result as { multipleMatches?: unknown; possibleMatches?: unknown };
  return (
    candidate.multipleMatches === true &&
    Array.isArray(candidate.possibleMatches) &&
    candidate.possibleMatches.length > 0
  );
}

/** Choosing a match needs the disambiguation data, a selected wine and its (non-blank) name (spec §5). */
export function canChooseMatch(
  data: DisambiguationData | null | undefined,
  selected: PossibleMatch | null | undefined,
): boolean {
  return Boolean(data && selected?.name?.trim());
}

/** The analysis request for a chosen match: the match's name with its specific producer and region. */
export function buildSpecificAnalysisRequest(
  data: DisambiguationData,
  selected: PossibleMatch,
): {
  wineName: string;
  vintage: number | null;
  specificProducer: string | null;
  specificRegion: string | null;
} {
  return {
    wineName: selected.name.trim(),
    vintage: data.vintage,
    specificProducer: selected.producer?.trim() || null,
    specificRegion: selected.region?.trim() || null,
  };
}

/** The toast for an ambiguous name (spec §8): destructive, shown for 5 s. */
export const MULTIPLE_WINES_FOUND: Notice & { durationMs: number; destructive: true } = {
  title: "Multiple Wines Found",
  message: "This wine name matches multiple producers. Please refine your search.",
  durationMs: 5000,
  destructive: true,
};
