import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { RecognizedWine } from "@/lib/wine-input-tool";
import { useLabelScan } from "../hooks/use-label-scan";
import { CameraStep } from "./camera-step";
import { LabelConfirmation } from "./label-confirmation";
import { ReadingStep } from "./reading-step";

type ScanLabelDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecognized: (wine: RecognizedWine) => void;
};

/** Scan Wine Label (spec §2): the camera, the reading, then the confirmation. Closing it stops the camera. */
export function ScanLabelDialog({ open, onOpenChange, onRecognized }: ScanLabelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {/* Mounted only while open, so every opening starts afresh with the camera. */}
        <LabelScanner onClose={() => onOpenChange(false)} onRecognized={onRecognized} />
      </DialogContent>
    </Dialog>
  );
}

function LabelScanner({
  onClose,
  onRecognized,
}: Omit<ScanLabelDialogProps, "open" | "onOpenChange"> & {
  onClose: () => void;
}) {
  const scan = useLabelScan(onRecognized);
  const { step } = scan;
  if (step.kind === "confirm") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Confirm Wine Label</DialogTitle>
          <DialogDescription>Check what was read from the label, then analyze the wine.</DialogDescription>
        </DialogHeader>
        <LabelConfirmation
          photo={step.photo}
          reading={step.reading}
          isStoring={scan.isStoring}
          onConfirm={(wine) => void scan.confirm(wine)}
          onRetake={scan.retake}
        />
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Scan Wine Label</DialogTitle>
        <DialogDescription>
          Take a photo of the front label, or choose one you already have.
        </DialogDescription>
      </DialogHeader>
      {step.kind === "reading" ? (
        <ReadingStep photo={step.photo} onCancel={onClose} />
      ) : (
        <CameraStep onPhoto={(prepare) => void scan.readPhoto(prepare)} onCancel={onClose} />
      )}
    </>
  );
}
