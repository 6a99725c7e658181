import { describeFreshAnalysisButton } from "@vinestra/domain";
import { RefreshCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { FreshAnalysisRequest } from "@/lib/app-events";

type FreshAnalysisDialogProps = {
  request: {
    target: FreshAnalysisRequest;
    canSearchNow: boolean;
    remaining: number | "unlimited" | null;
  } | null;
  onConfirm: (target: FreshAnalysisRequest, dontShowAgain: boolean) => void;
  onViewUpgradeOptions: () => void;
  onCancel: () => void;
};

function describeRemaining(remaining: number | "unlimited" | null): string | null {
  if (remaining === null) return null;
  if (remaining === "unlimited") return "Your plan includes unlimited searches.";
  return `You have ${remaining} ${remaining === 1 ? "search" : "searches"} left.`;
}

/**
 * The fresh-analysis confirmation (spec §2, §4): 'Don't show this again', 'Continue (1 search)'; with no search
 * left, only the upgrade path.
 */
export function FreshAnalysisDialog({
  request,
  onConfirm,
  onViewUpgradeOptions,
  onCancel,
}: FreshAnalysisDialogProps) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const checkboxId = useId();
  const canSearchNow = request?.canSearchNow ?? true;
  const close = () => {
    setDontShowAgain(false);
    onCancel();
  };
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <RefreshCwIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Get Fresh Analysis</DialogTitle>
          <DialogDescription>
            {canSearchNow
              ? `Vinestra will analyze ${request?.target.wineName ?? "this wine"} again with the latest data. A fresh analysis uses 1 search.`
              : "You have no searches left. Upgrade your plan to get a fresh analysis of this wine."}
          </DialogDescription>
        </DialogHeader>
        {canSearchNow && (
          <>
            {describeRemaining(request?.remaining ?? null) && (
              <p className="text-sm text-ink-600">{describeRemaining(request?.remaining ?? null)}</p>
            )}
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={checkboxId}
                checked={dontShowAgain}
                onChange={(event) => setDontShowAgain(event.target.checked)}
              />
              <label htmlFor={checkboxId} className="cursor-pointer text-sm text-ink-700">
                Don't show this again
              </label>
            </div>
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!request) return;
              if (canSearchNow) onConfirm(request.target, dontShowAgain);
              else onViewUpgradeOptions();
              setDontShowAgain(false);
            }}
          >
            {describeFreshAnalysisButton(canSearchNow)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
