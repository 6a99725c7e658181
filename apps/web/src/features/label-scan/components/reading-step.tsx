import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LabelPhotoPreview } from "./label-photo-preview";

type ReadingStepProps = { photo: Blob; onCancel: () => void };

/** While the server reads the label: the photo, dimmed, and a quiet progress line. */
export function ReadingStep({ photo, onCancel }: ReadingStepProps) {
  return (
    <div className="grid gap-4">
      <div className="relative">
        <LabelPhotoPreview photo={photo} className="aspect-[3/4] opacity-60 sm:aspect-[4/3]" />
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-ivory-50"
        >
          <LoaderCircleIcon aria-hidden="true" className="size-7 animate-spin" />
          <p className="text-sm font-medium [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">Reading the label…</p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
