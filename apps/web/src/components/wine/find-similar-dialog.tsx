import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type FindSimilarDialogProps = {
  wineName: string | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Find Similar confirmation (spec §2). Finding similar wines arrives with a later release, so the flow
 * stops here and says so instead of pretending to search.
 */
export function FindSimilarDialog({ wineName, onOpenChange }: FindSimilarDialogProps) {
  return (
    <Dialog open={wineName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-wine-50 text-wine-700">
            <SearchIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Find Similar Wines</DialogTitle>
          <DialogDescription>
            Vinestra will look for wines like <strong className="text-ink-800">{wineName}</strong> — the same
            style, grapes and price range — from producers you may not know yet.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-gold-50 px-4 py-3 text-sm leading-relaxed text-gold-700 ring-1 ring-gold-200 ring-inset">
          Finding similar wines is coming soon. We'll let you know when it's ready.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button disabled>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
