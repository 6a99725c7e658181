import { planMergeOfWines } from "@vinestra/domain";
import { MergeIcon } from "lucide-react";
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
import { useMergeWines } from "../../api/use-merge-wines";
import type { CellarListWine } from "../../lib/cellar-types";

type MergeWinesDialogProps = { wines: CellarListWine[] | null; onOpenChange: (open: boolean) => void };

/** Merge Duplicate Wines (spec §4): which entry is kept, and the bottles it will hold. */
export function MergeWinesDialog({ wines, onOpenChange }: MergeWinesDialogProps) {
  const merge = useMergeWines();
  const plan = wines ? planMergeOfWines(wines) : null;
  return (
    <Dialog open={wines !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <MergeIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Merge Duplicate Wines</DialogTitle>
          <DialogDescription>
            {plan?.ok
              ? `These ${wines?.length} entries become one: ${describeWine(plan.keeper)} with ${plan.update.quantity} bottles, its missing details filled from the others.`
              : "Select at least 2 wines to merge."}
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-1.5 text-sm text-ink-700">
          {wines?.map((wine) => (
            <li key={wine.id} className="rounded-md bg-surface-sunken/60 px-3 py-2">
              {describeWine(wine)}
              {wine.producer && <span className="text-ink-500"> · {wine.producer}</span>}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!plan?.ok || merge.isPending}
            onClick={() =>
              wines &&
              merge.mutate(
                wines.map((wine) => wine.id),
                { onSuccess: () => onOpenChange(false) },
              )
            }
          >
            {merge.isPending ? "Merging..." : "Merge Wines"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
