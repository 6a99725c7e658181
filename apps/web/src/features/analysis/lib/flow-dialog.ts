import type { FreshAnalysisRequest } from "@/lib/app-events";
import type { CellarCandidate, MultipleMatches, WineQuery } from "./analysis-types";

/** The dialog the wine input flow has open, with what it shows. */
export type FlowDialog =
  | { kind: "vintage"; name: string; labelImageUrl: string | null }
  | { kind: "existing"; query: WineQuery; wine: CellarCandidate }
  | { kind: "matches"; query: WineQuery; data: MultipleMatches }
  | {
      kind: "fresh";
      target: FreshAnalysisRequest;
      canSearchNow: boolean;
      remaining: number | "unlimited" | null;
    }
  | { kind: "duplicates"; candidates: CellarCandidate[] };

export type SearchAllowance = { remainingSearches: number | "unlimited"; used: number };

/** Whether one more search is allowed; an unknown allowance lets the server decide. */
export function canSearchWith(searches: SearchAllowance | null): boolean {
  if (!searches) return true;
  return searches.remainingSearches === "unlimited" || searches.remainingSearches > 0;
}
