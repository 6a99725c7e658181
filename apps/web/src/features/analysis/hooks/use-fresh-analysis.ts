import { decideFreshAnalysis, TIMINGS_MS } from "@vinestra/domain";
import { useCallback } from "react";
import { toast } from "sonner";
import { type FreshAnalysisRequest, requestUpgrade } from "@/lib/app-events";
import { useLocalStorageFlag } from "@/lib/use-local-storage";
import { useFetchRemainingSearches } from "../api/use-remaining-searches";
import type { WineQuery } from "../lib/analysis-types";
import { announceSearchLimit } from "../lib/announce-search-limit";
import { canSearchWith, type FlowDialog } from "../lib/flow-dialog";
import { FRESH_ANALYSIS_CONSENT_KEY } from "../lib/fresh-analysis-consent";

type FreshOptions = {
  setDialog: (dialog: FlowDialog | null) => void;
  run: (query: WineQuery, options: { force: boolean; refreshWineId: string }) => Promise<boolean>;
};

/**
 * Get Fresh Analysis (spec §4): the confirmation first unless 'Don't show this again' was ticked before; the
 * upgrade path when no search is left; otherwise a forced analysis that costs one search.
 */
export function useFreshAnalysis({ setDialog, run }: FreshOptions) {
  const [isAccepted, setAccepted] = useLocalStorageFlag(FRESH_ANALYSIS_CONSENT_KEY, false);
  const fetchSearches = useFetchRemainingSearches();

  const analyzeAgain = useCallback(
    (target: FreshAnalysisRequest) => {
      toast("Analyzing Wine", {
        description: "Getting fresh analysis...",
        duration: TIMINGS_MS.freshAnalysisToast,
      });
      return run(
        { name: target.wineName, vintage: target.vintage },
        { force: true, refreshWineId: target.wineId },
      );
    },
    [run],
  );

  const start = useCallback(
    async (target: FreshAnalysisRequest) => {
      const searches = await fetchSearches().catch(() => null);
      const canSearchNow = canSearchWith(searches);
      const step = decideFreshAnalysis(isAccepted, canSearchNow);
      if (step === "confirm") {
        setDialog({ kind: "fresh", target, canSearchNow, remaining: searches?.remainingSearches ?? null });
      } else if (step === "upgrade") {
        announceSearchLimit(searches);
      } else {
        await analyzeAgain(target);
      }
    },
    [analyzeAgain, fetchSearches, isAccepted, setDialog],
  );

  const confirm = useCallback(
    async (target: FreshAnalysisRequest, dontShowAgain: boolean) => {
      if (dontShowAgain) setAccepted(true);
      setDialog(null);
      await analyzeAgain(target);
    },
    [analyzeAgain, setAccepted, setDialog],
  );

  const viewUpgradeOptions = useCallback(() => {
    setDialog(null);
    requestUpgrade({ reason: "plans" });
  }, [setDialog]);

  return { start, confirm, viewUpgradeOptions };
}
