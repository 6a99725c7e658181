import { CameraIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { RecognizedWine, WineInputToolProps } from "@/lib/wine-input-tool";
import { ScanLabelDialog } from "./scan-label-dialog";

/** The camera button of the Wine Analysis card: opens Scan Wine Label; a confirmed wine goes to the flow. */
export function ScanLabelButton({ disabled, onRecognized }: WineInputToolProps) {
  const [isOpen, setOpen] = useState(false);
  const handOver = (wine: RecognizedWine) => {
    setOpen(false);
    onRecognized(wine);
  };
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="size-12 [&_svg]:size-5"
        aria-label="Scan wine label"
        title="Scan wine label"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <CameraIcon aria-hidden="true" />
      </Button>
      <ScanLabelDialog open={isOpen} onOpenChange={setOpen} onRecognized={handOver} />
    </>
  );
}
