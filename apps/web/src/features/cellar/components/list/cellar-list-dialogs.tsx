import type { ComponentType } from "react";
import { FindSimilarDialog } from "@/components/wine/find-similar-dialog";
import type { WineDialogProps } from "@/lib/wine-ref";
import type { WineDialogs } from "../../hooks/use-wine-dialogs";
import type { CellarBadge } from "../../lib/cellar-types";
import { toWineRef } from "../../lib/to-wine-ref";
import { AchievementsDialog } from "./achievements-dialog";
import { MergeWinesDialog } from "./merge-wines-dialog";
import { RemoveWineDialog } from "./remove-wine-dialog";
import { WineDetailDialog } from "./wine-detail-dialog";

type CellarListDialogsProps = {
  dialogs: WineDialogs;
  badges: CellarBadge[];
  NotesDialog?: ComponentType<WineDialogProps> | undefined;
  ReminderDialog?: ComponentType<WineDialogProps> | undefined;
};

/** The list's dialogs, one instance each, for the wine they are opened on. */
export function CellarListDialogs({ dialogs, badges, NotesDialog, ReminderDialog }: CellarListDialogsProps) {
  const onOpenChange = (open: boolean) => !open && dialogs.close();
  const notesWine = dialogs.wineFor("notes");
  const reminderWine = dialogs.wineFor("reminder");
  return (
    <>
      <WineDetailDialog wine={dialogs.wineFor("details")} onOpenChange={onOpenChange} />
      <RemoveWineDialog wine={dialogs.wineFor("remove")} onOpenChange={onOpenChange} />
      <FindSimilarDialog
        wineName={dialogs.wineFor("similar")?.wine_name ?? null}
        onOpenChange={onOpenChange}
      />
      {NotesDialog && notesWine && (
        <NotesDialog wine={toWineRef(notesWine)} open onOpenChange={onOpenChange} />
      )}
      {ReminderDialog && reminderWine && (
        <ReminderDialog wine={toWineRef(reminderWine)} open onOpenChange={onOpenChange} />
      )}
      <AchievementsDialog badges={dialogs.isAchievementsOpen ? badges : null} onOpenChange={onOpenChange} />
      <MergeWinesDialog wines={dialogs.mergeWines} onOpenChange={onOpenChange} />
    </>
  );
}
