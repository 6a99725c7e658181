import type { WineAnalysisFlow } from "../hooks/use-wine-analysis-flow";
import { DuplicateWineDialog } from "./duplicate-wine-dialog";
import { ExistingWineDialog } from "./existing-wine-dialog";
import { FreshAnalysisDialog } from "./fresh-analysis-dialog";
import { MultipleMatchesDialog } from "./multiple-matches-dialog";
import { VintageDialog } from "./vintage-dialog";

/** Every dialog of the wine input flow; the flow decides which one is open. */
export function WineAnalysisDialogs({ flow }: { flow: WineAnalysisFlow }) {
  const { dialog } = flow;
  return (
    <>
      <VintageDialog
        wineName={dialog?.kind === "vintage" ? dialog.name : null}
        onConfirm={flow.confirmVintage}
        onCancel={flow.closeDialog}
      />
      <ExistingWineDialog
        wine={dialog?.kind === "existing" ? dialog.wine : null}
        isAdding={flow.isAddingBottle}
        onAddBottle={(wineId) => void flow.addAnotherBottle(wineId)}
        onFreshAnalysis={(wine) => {
          flow.closeDialog();
          void flow.fresh.start({ wineId: wine.id, wineName: wine.wine_name, vintage: wine.vintage });
        }}
        onClose={flow.closeDialog}
      />
      <MultipleMatchesDialog
        data={dialog?.kind === "matches" ? dialog.data : null}
        isAnalyzing={flow.isBusy}
        onChoose={(match) => void flow.chooseMatch(match)}
        onCancel={flow.closeDialog}
      />
      <FreshAnalysisDialog
        request={dialog?.kind === "fresh" ? dialog : null}
        onConfirm={(target, dontShowAgain) => void flow.fresh.confirm(target, dontShowAgain)}
        onViewUpgradeOptions={flow.fresh.viewUpgradeOptions}
        onCancel={flow.closeDialog}
      />
      <DuplicateWineDialog
        candidates={dialog?.kind === "duplicates" ? dialog.candidates : null}
        isSaving={flow.save.isSaving}
        onAddQuantity={(wineId) => void flow.save.addQuantity(wineId)}
        onAddAsNew={() => void flow.save.addAsNew()}
        onCancel={flow.closeDialog}
      />
    </>
  );
}
