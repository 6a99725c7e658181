import { MULTIPLE_WINES_FOUND } from "@vinestra/domain";
import { useCallback } from "react";
import { toast } from "sonner";
import { ApiError } from "@/lib/errors";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";
import { useAnalyzeWine } from "../api/use-analyze-wine";
import { useFetchRemainingSearches } from "../api/use-remaining-searches";
import {
  isMultipleMatches,
  type MultipleMatches,
  type ShownAnalysis,
  type WineQuery,
} from "../lib/analysis-types";
import { announceSearchLimit } from "../lib/announce-search-limit";

type RunOptions = {
  force?: boolean;
  refreshWineId?: string | null;
  /** A match chosen in Multiple Wines Found. */
  specific?: { producer: string | null; region: string | null };
};

type RunnerCallbacks = {
  onResult: (shown: ShownAnalysis) => void;
  onMatches: (query: WineQuery, data: MultipleMatches) => void;
};

/**
 * The analysis call and its outcomes: a result, the disambiguation chooser (with the spec's 'Multiple Wines
 * Found' toast), the search limit, or 'Analysis Failed'. Resolves true when a result or chooser came back.
 */
export function useAnalysisRunner({ onResult, onMatches }: RunnerCallbacks) {
  const analyze = useAnalyzeWine();
  const fetchSearches = useFetchRemainingSearches();

  const run = useCallback(
    async (query: WineQuery, { force = false, refreshWineId = null, specific }: RunOptions = {}) => {
      try {
        const { outcome } = await analyze.mutateAsync({
          wineName: query.name,
          vintage: query.vintage,
          forceAnalysis: force,
          ...(specific?.producer && { specificProducer: specific.producer }),
          ...(specific?.region && { specificRegion: specific.region }),
        });
        if (isMultipleMatches(outcome)) {
          toast.error(MULTIPLE_WINES_FOUND.title, {
            description: MULTIPLE_WINES_FOUND.message,
            duration: MULTIPLE_WINES_FOUND.durationMs,
          });
          onMatches(query, outcome);
          return true;
        }
        if (force) {
          showNotice({ title: "Analysis Complete", message: "Wine data has been refreshed successfully." });
        }
        onResult({ analysis: outcome, query, refreshWineId });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "search_limit_reached") {
          announceSearchLimit(await fetchSearches().catch(() => null));
        } else if (specific) {
          showErrorToast({
            title: "Analysis failed",
            description: "Failed to analyze selected wine. Please try again.",
          });
        } else {
          const message = error instanceof ApiError ? error.message : "Failed to analyze wine";
          showErrorToast({ title: "Analysis Failed", description: message });
        }
        return false;
      }
    },
    [analyze.mutateAsync, fetchSearches, onMatches, onResult],
  );

  return { run, isAnalyzing: analyze.isPending };
}
