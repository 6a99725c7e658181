import { SEARCH_LIMIT_REACHED } from "@vinestra/domain";
import { SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type SearchLimitDialogProps = {
  counts: { remainingSearches: number | "unlimited" | null; usedSearches: number | null } | null;
  onViewPlans: () => void;
  onClose: () => void;
};

/** The search-limit dialog (spec §2): the searches used and left, and the way to more. */
export function SearchLimitDialog({ counts, onViewPlans, onClose }: SearchLimitDialogProps) {
  const remaining = counts?.remainingSearches;
  return (
    <Dialog open={counts !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-danger-soft text-danger">
            <SearchXIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{SEARCH_LIMIT_REACHED.title}</DialogTitle>
          <DialogDescription>{SEARCH_LIMIT_REACHED.message}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-surface-sunken/70 p-4">
            <dt className="text-xs font-medium text-ink-500">Searches used</dt>
            <dd className="mt-1 font-serif text-3xl font-semibold text-ink-900 lining-nums tabular-nums">
              {counts?.usedSearches ?? "—"}
            </dd>
          </div>
          <div className="rounded-lg bg-surface-sunken/70 p-4">
            <dt className="text-xs font-medium text-ink-500">Searches left</dt>
            <dd className="mt-1 font-serif text-3xl font-semibold text-ink-900 lining-nums tabular-nums">
              {remaining === "unlimited" ? "Unlimited" : (remaining ?? 0)}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-ink-600">
          Free accounts include 3 analyses. Paid plans add up to unlimited analyses, your whole cellar and
          Excel export.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe later
          </Button>
          <Button onClick={onViewPlans}>View Upgrade Options</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
