import { countBottles } from "@vinestra/domain";
import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { describeWine } from "@/lib/wine-ref";
import type { CellarCandidate } from "../lib/analysis-types";

type DuplicateWineDialogProps = {
  candidates: CellarCandidate[] | null;
  isSaving: boolean;
  onAddQuantity: (wineId: string) => void;
  onAddAsNew: () => void;
  onCancel: () => void;
};

/** Potential Duplicate Detected (spec §2, §4): one more bottle of a wine already kept, or a new entry. */
export function DuplicateWineDialog({
  candidates,
  isSaving,
  onAddQuantity,
  onAddAsNew,
  onCancel,
}: DuplicateWineDialogProps) {
  return (
    <Dialog open={candidates !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <CopyIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Potential Duplicate Detected</DialogTitle>
          <DialogDescription>
            Your cellar already has a wine that looks like this one. Add a bottle to it, or keep this one as a
            new entry.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {candidates?.map((wine) => {
            const bottles = countBottles(wine);
            return (
              <li
                key={wine.id}
                className="flex flex-col gap-3 rounded-lg border border-border bg-background/60 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-serif text-lg leading-snug font-semibold text-ink-900">
                    {describeWine(wine)}
                  </p>
                  <p className="text-sm text-ink-600">
                    {[wine.producer, wine.region].filter(Boolean).join(" · ")}
                    {" · "}
                    {bottles} {bottles === 1 ? "bottle" : "bottles"}
                  </p>
                </div>
                <Button
                  size="sm"
                  disabled={isSaving}
                  aria-label={`Add Quantity to ${describeWine(wine)}`}
                  onClick={() => onAddQuantity(wine.id)}
                >
                  Add Quantity
                </Button>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" disabled={isSaving} onClick={onAddAsNew}>
            Add As New
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
