import { CrownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type UpgradeReason = "export" | "cellar-limit";

const COPY: Record<UpgradeReason, { title: string; description: string }> = {
  export: {
    title: "Upgrade to Export",
    description:
      "Exporting your cellar to Excel comes with a paid plan. Upgrade to download every wine with its drinking window, value and notes.",
  },
  "cellar-limit": {
    title: "Upgrade to Premium",
    description:
      "Free accounts show 3 wines of the cellar. Upgrade to see, filter and value every bottle you keep.",
  },
};

type UpgradeDialogProps = { reason: UpgradeReason | null; onViewPlans: () => void; onClose: () => void };

/** The upgrade dialog: what a paid plan unlocks here, and the way to the plans. */
export function UpgradeDialog({ reason, onViewPlans, onClose }: UpgradeDialogProps) {
  const copy = reason ? COPY[reason] : null;
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <CrownIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>{copy?.title}</DialogTitle>
          <DialogDescription>{copy?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Maybe later
          </Button>
          <Button onClick={onViewPlans}>View Plans</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
