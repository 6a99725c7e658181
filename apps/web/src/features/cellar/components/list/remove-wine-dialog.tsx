import { clampRemovalQuantity, countBottles, needsDeleteConfirmation } from "@vinestra/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeWine } from "@/lib/wine-ref";
import { useRemoveBottles } from "../../api/use-remove-bottles";
import type { CellarListWine } from "../../lib/cellar-types";

type RemoveWineDialogProps = { wine: CellarListWine | null; onOpenChange: (open: boolean) => void };

/**
 * Removing (spec §4): a single bottle asks 'This action cannot be undone'; several bottles ask how many, from
 * 1 to the bottles kept (anything else reads as 1), reset when the dialog closes.
 */
export function RemoveWineDialog({ wine, onOpenChange }: RemoveWineDialogProps) {
  const remove = useRemoveBottles();
  const [quantity, setQuantity] = useState("1");
  const inputId = useId();
  const bottles = wine ? countBottles(wine) : 1;
  const isSingle = wine ? needsDeleteConfirmation(wine) : true;
  const count = clampRemovalQuantity(quantity, bottles);

  const close = () => {
    setQuantity("1");
    onOpenChange(false);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!wine) return;
    remove.mutate({ wineId: wine.id, count: isSingle ? 1 : count }, { onSuccess: close });
  };

  return (
    <Dialog open={wine !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{isSingle ? "Remove Wine from Cellar" : "Remove Bottles"}</DialogTitle>
            <DialogDescription>
              {isSingle
                ? `${wine ? describeWine(wine) : "This wine"} will be removed from your cellar. This action cannot be undone.`
                : `How many bottles of ${wine ? describeWine(wine) : "this wine"} do you want to remove? You have ${bottles}.`}
            </DialogDescription>
          </DialogHeader>
          {!isSingle && (
            <div className="grid gap-2">
              <Label htmlFor={inputId}>Bottles to remove</Label>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={1}
                max={bottles}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                onBlur={() => setQuantity(String(count))}
              />
              <p className="text-sm text-ink-500">
                {count >= bottles
                  ? "Removing every bottle takes the wine out of your cellar."
                  : `${bottles - count} ${bottles - count === 1 ? "bottle" : "bottles"} will remain.`}
              </p>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? "Removing..." : "Remove"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
