import { buildSignUpPath, toAnalysisFields } from "@vinestra/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAddBottles } from "@/lib/api/use-add-bottles";
import { useAuth } from "@/lib/auth/auth-context";
import { useAddToCellar } from "../api/use-add-to-cellar";
import { useFetchCellarDuplicates } from "../api/use-cellar-duplicates";
import { useRefreshCellarWine } from "../api/use-refresh-cellar-wine";
import type { CellarCandidate, ShownAnalysis } from "../lib/analysis-types";
import { RESULT_RETURN_PATH } from "../lib/saved-analysis";

type SaveOptions = {
  shown: ShownAnalysis | null;
  onDuplicates: (candidates: CellarCandidate[]) => void;
  /** After a save: the panel, the input and the dialogs clear (spec §4). */
  onSaved: () => void;
};

const succeeded = () => true;
const failed = () => false;

/**
 * Add to Cellar (spec §4): visitors go to sign-up and come back; a refresh replaces the cellar wine's analysis;
 * otherwise possible duplicates are offered first (Add Quantity / Add As New), else the wine is added.
 */
export function useSaveAnalysis({ shown, onDuplicates, onSaved }: SaveOptions) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const add = useAddToCellar();
  const refresh = useRefreshCellarWine();
  const addBottles = useAddBottles();
  const fetchDuplicates = useFetchCellarDuplicates();

  const addWine = useCallback(
    async (asNew: boolean) => {
      if (!shown) return;
      const isAdded = await add
        .mutateAsync({
          wine_name: shown.analysis.identification.name,
          vintage: shown.query.vintage,
          fields: toAnalysisFields(shown.analysis),
          label_image_url: shown.query.labelImageUrl ?? null,
          as_new: asNew,
        })
        .then(succeeded, failed);
      if (isAdded) onSaved();
    },
    [add.mutateAsync, onSaved, shown],
  );

  const addToCellar = useCallback(async () => {
    if (!shown) return;
    if (!user) {
      await navigate(buildSignUpPath(RESULT_RETURN_PATH));
      return;
    }
    if (shown.refreshWineId) {
      const fields = toAnalysisFields(shown.analysis);
      const isRefreshed = await refresh
        .mutateAsync({ wineId: shown.refreshWineId, fields })
        .then(succeeded, failed);
      if (isRefreshed) onSaved();
      return;
    }
    const { identification } = shown.analysis;
    const candidates = await fetchDuplicates({
      wine_name: identification.name,
      vintage: shown.query.vintage,
      producer: identification.producer,
      variety: identification.variety,
    }).then(
      ({ wines }) => wines,
      () => [],
    );
    if (candidates.length > 0) onDuplicates(candidates);
    else await addWine(false);
  }, [addWine, fetchDuplicates, navigate, onDuplicates, onSaved, refresh.mutateAsync, shown, user]);

  const addQuantity = useCallback(
    async (wineId: string) => {
      const labelImageUrl = shown?.query.labelImageUrl ?? null;
      const isAdded = await addBottles
        .mutateAsync({ wineId, count: 1, labelImageUrl })
        .then(succeeded, failed);
      if (isAdded) onSaved();
    },
    [addBottles.mutateAsync, onSaved, shown],
  );

  return {
    addToCellar,
    addQuantity,
    addAsNew: () => addWine(true),
    isSaving: add.isPending || refresh.isPending || addBottles.isPending,
  };
}
