import {
  buildSpecificAnalysisRequest,
  canChooseMatch,
  findExistingCellarWine,
  needsVintagePrompt,
  parseWineInput,
  validateVintage,
} from "@vinestra/domain";
import { useCallback, useRef, useState } from "react";
import { useAddBottles } from "@/lib/api/use-add-bottles";
import { useAuth } from "@/lib/auth/auth-context";
import { showErrorToast } from "@/lib/toast-error";
import type { RecognizedWine } from "@/lib/wine-input-tool";
import { useFetchCellarDuplicates } from "../api/use-cellar-duplicates";
import type {
  CellarCandidate,
  MultipleMatches,
  PossibleMatch,
  ShownAnalysis,
  WineQuery,
} from "../lib/analysis-types";
import type { FlowDialog } from "../lib/flow-dialog";
import { loadShownAnalysis, saveShownAnalysis } from "../lib/saved-analysis";
import { useAnalysisRunner } from "./use-analysis-runner";
import { useFreshAnalysis } from "./use-fresh-analysis";
import { useSaveAnalysis } from "./use-save-analysis";

/**
 * The wine input flow of spec §4: parse the text; ask for a vintage when missing; look for the wine in the
 * collector's cellar; then analyse (the server answers from its cache when it can). Holds the input text, the
 * open dialog and the analysis on screen (kept in session storage for the trip through sign-up).
 */
export function useWineAnalysisFlow() {
  const { user } = useAuth();
  const [text, setText] = useState("");
  const [dialog, setDialog] = useState<FlowDialog | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [shown, setShownState] = useState<ShownAnalysis | null>(() => loadShownAnalysis());
  const fetchDuplicates = useFetchCellarDuplicates();
  const addBottles = useAddBottles();

  // A restored result is revealed only on the way back from sign-up; a new one always.
  const revealRef = useRef(window.location.hash === "#analysis-result");
  const setShown = useCallback((next: ShownAnalysis | null) => {
    revealRef.current = true;
    setShownState(next);
    saveShownAnalysis(next);
  }, []);
  const onMatches = useCallback((query: WineQuery, data: MultipleMatches) => {
    setDialog({ kind: "matches", query, data });
  }, []);
  const runner = useAnalysisRunner({ onResult: setShown, onMatches });
  const fresh = useFreshAnalysis({ setDialog, run: runner.run });
  const clearAll = useCallback(() => {
    setShown(null);
    setText("");
    setDialog(null);
  }, [setShown]);
  const save = useSaveAnalysis({
    shown,
    onDuplicates: (candidates) => setDialog({ kind: "duplicates", candidates }),
    onSaved: clearAll,
  });

  const findInCellar = useCallback(
    async (query: WineQuery): Promise<CellarCandidate | undefined> => {
      if (!user) return undefined;
      try {
        const { wines } = await fetchDuplicates({ wine_name: query.name, vintage: query.vintage });
        return findExistingCellarWine(wines, query.name, query.vintage);
      } catch (error) {
        console.error("Could not check the cellar before analysing", error);
        return undefined;
      }
    },
    [fetchDuplicates, user],
  );

  const proceed = useCallback(
    async (query: WineQuery) => {
      setChecking(true);
      const existing = await findInCellar(query);
      setChecking(false);
      if (existing) setDialog({ kind: "existing", query, wine: existing });
      else await runner.run(query);
    },
    [findInCellar, runner.run],
  );

  const start = useCallback(
    (wine: RecognizedWine) => {
      const query: WineQuery = {
        name: wine.name,
        vintage: wine.vintage,
        labelImageUrl: wine.labelImageUrl ?? null,
      };
      if (needsVintagePrompt(query)) {
        setDialog({ kind: "vintage", name: query.name, labelImageUrl: query.labelImageUrl ?? null });
        return;
      }
      void proceed(query);
    },
    [proceed],
  );

  const submit = useCallback(() => {
    const parsed = parseWineInput(text);
    if (!parsed.ok) {
      showErrorToast({ title: parsed.title, ...(parsed.message && { description: parsed.message }) });
      return;
    }
    // A year typed in the name is held to the input's range too: "Château Margaux 2030" is not made yet.
    const vintage =
      parsed.value.vintage === null ? null : validateVintage(parsed.value.vintage, "input", new Date());
    if (vintage !== null && !vintage.ok) {
      showErrorToast({ title: vintage.title, ...(vintage.message && { description: vintage.message }) });
      return;
    }
    start(parsed.value);
  }, [start, text]);

  /** Enter Vintage Year's Continue Analysis; false (after 'Invalid vintage') when the year is refused. */
  const confirmVintage = useCallback(
    (value: string): boolean => {
      if (dialog?.kind !== "vintage") return false;
      const vintage = validateVintage(value, "prompt", new Date());
      if (!vintage.ok) {
        showErrorToast({ title: vintage.title, ...(vintage.message && { description: vintage.message }) });
        return false;
      }
      setDialog(null);
      void proceed({ name: dialog.name, vintage: vintage.value, labelImageUrl: dialog.labelImageUrl });
      return true;
    },
    [dialog, proceed],
  );

  const chooseMatch = useCallback(
    async (match: PossibleMatch) => {
      if (dialog?.kind !== "matches" || !canChooseMatch(dialog.data, match)) return;
      const request = buildSpecificAnalysisRequest(dialog.data, match);
      const query = { name: request.wineName, vintage: request.vintage };
      const specific = { producer: request.specificProducer, region: request.specificRegion };
      if (await runner.run(query, { specific })) setDialog(null);
    },
    [dialog, runner.run],
  );

  const addAnotherBottle = useCallback(
    async (wineId: string) => {
      const isAdded = await addBottles.mutateAsync({ wineId, count: 1 }).then(
        () => true,
        () => false,
      );
      if (isAdded) clearAll();
    },
    [addBottles.mutateAsync, clearAll],
  );

  return {
    text,
    setText,
    dialog,
    closeDialog: () => setDialog(null),
    shown,
    revealResult: revealRef.current,
    closeResult: () => setShown(null),
    isBusy: isChecking || runner.isAnalyzing,
    isAddingBottle: addBottles.isPending,
    submit,
    start,
    confirmVintage,
    chooseMatch,
    addAnotherBottle,
    fresh,
    save,
  };
}

export type WineAnalysisFlow = ReturnType<typeof useWineAnalysisFlow>;
