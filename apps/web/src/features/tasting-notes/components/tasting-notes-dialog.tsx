import { describeTastingNotesAction } from "@vinestra/domain";
import { NotebookPenIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { describeWine, type WineDialogProps } from "@/lib/wine-ref";
import { useSaveTastingNotes } from "../api/use-save-tasting-notes";
import { useTastingNotes } from "../api/use-tasting-notes";
import { toDraft } from "./tasting-note-fields";
import { TastingNotesForm } from "./tasting-notes-form";
import { TastingNotesView } from "./tasting-notes-view";

/**
 * The tasting notes editor (spec §2): a modal with a view mode and an edit mode; 'Add' when the wine has no
 * notes yet, 'Edit' once it has.
 */
export function TastingNotesDialog({ wine, open, onOpenChange }: WineDialogProps) {
  const { data: notes, isPending } = useTastingNotes(wine.id);
  const save = useSaveTastingNotes(wine.id);
  const [isEditing, setEditing] = useState(false);
  const hasNotes = Boolean(notes);
  const action = describeTastingNotesAction(hasNotes);
  const showForm = !isPending && (isEditing || !hasNotes);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-wine-50 text-wine-700">
            <NotebookPenIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{showForm ? `${action} Tasting Notes` : "Tasting Notes"}</DialogTitle>
          <DialogDescription>{describeWine(wine)}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <p className="sr-only">Loading your notes...</p>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : showForm ? (
          <TastingNotesForm
            initial={toDraft(notes)}
            isSaving={save.isPending}
            onSave={(next) => save.mutate(next, { onSuccess: () => setEditing(false) })}
            onCancel={() => (hasNotes ? setEditing(false) : onOpenChange(false))}
          />
        ) : (
          <>
            <TastingNotesView notes={notes ?? {}} />
            <div className="flex justify-end">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                {action}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
