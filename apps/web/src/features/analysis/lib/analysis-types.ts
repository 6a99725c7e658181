import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";

/** `POST /api/analysis`'s answer, as the server's types describe it. */
export type AnalyzeResponse = InferResponseType<typeof api.analysis.$post, 200>;
export type AnalysisOutcome = AnalyzeResponse["outcome"];
export type MultipleMatches = Extract<AnalysisOutcome, { multipleMatches: true }>;
export type PossibleMatch = MultipleMatches["possibleMatches"][number];
export type AnalysisResult = Exclude<AnalysisOutcome, MultipleMatches>;

/** A cellar wine as `GET /api/cellar/duplicates` lists it. */
export type CellarCandidate = InferResponseType<typeof api.cellar.duplicates.$get, 200>["wines"][number];

/** What the collector asked about: the name, the vintage once known, and a label photo when one was taken. */
export type WineQuery = { name: string; vintage: number | null; labelImageUrl?: string | null };

/** The analysis on screen, with the question it answers; `refreshWineId` when it refreshes a cellar wine. */
export type ShownAnalysis = { analysis: AnalysisResult; query: WineQuery; refreshWineId: string | null };

export function isMultipleMatches(outcome: AnalysisOutcome): outcome is MultipleMatches {
  return "multipleMatches" in outcome && outcome.multipleMatches === true;
}
