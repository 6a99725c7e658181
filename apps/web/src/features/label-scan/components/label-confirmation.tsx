import { validateVintage, vintageBounds } from "@vinestra/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { VintageField } from "@/components/wine/vintage-field";
import { showErrorToast } from "@/lib/toast-error";
import type { LabelCandidate, LabelReading } from "../api/label-scan-api";
import type { ConfirmedLabel } from "../hooks/use-label-scan";
import { LabelCandidates } from "./label-candidates";
import { LabelPhotoPreview } from "./label-photo-preview";
import { ReadingSummary } from "./reading-summary";

type LabelConfirmationProps = {
  photo: Blob;
  reading: LabelReading;
  isStoring: boolean;
  onConfirm: (wine: ConfirmedLabel) => void;
  onRetake: () => void;
};

/** The reading itself first, then the server's other readings (at most 3), so a choice can be undone. */
function matchesOf(reading: LabelReading): LabelCandidate[] {
  const best: LabelCandidate = {
    wineName: reading.wineName,
    producer: reading.fields.producer.value,
    region: reading.fields.region.value,
    confidence: reading.confidence,
  };
  return [best, ...reading.candidates.filter((candidate) => candidate.wineName !== reading.wineName)];
}

/**
 * What the label says, for the person to confirm or correct before anything is analysed: the name (editable,
 * or one of the other readings) and the vintage, which must be filled in when the label showed none.
 */
export function LabelConfirmation({
  photo,
  reading,
  isStoring,
  onConfirm,
  onRetake,
}: LabelConfirmationProps) {
  const [name, setName] = useState(reading.wineName);
  const [vintage, setVintage] = useState(reading.vintage ? String(reading.vintage) : "");
  const [vintageError, setVintageError] = useState<string | null>(null);
  const nameId = useId();
  const bounds = vintageBounds("prompt", new Date());
  const canConfirm = name.trim() !== "" && vintage.trim() !== "" && !isStoring;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm) return;
    const checked = validateVintage(vintage, "prompt", new Date());
    if (!checked.ok) {
      setVintageError(checked.message ?? checked.title);
      showErrorToast({ title: checked.title, ...(checked.message && { description: checked.message }) });
      return;
    }
    onConfirm({ name: name.trim(), vintage: checked.value });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <div className="flex gap-4">
        <LabelPhotoPreview photo={photo} className="aspect-[3/4] w-20 shrink-0 sm:w-24" />
        <ReadingSummary reading={reading} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>Wine name</Label>
        <Input
          id={nameId}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {reading.candidates.length > 0 && (
        <LabelCandidates candidates={matchesOf(reading)} selectedName={name} onSelect={setName} />
      )}
      <VintageField
        value={vintage}
        onChange={(value) => {
          setVintage(value);
          setVintageError(null);
        }}
        bounds={bounds}
        error={vintageError}
        hint={
          reading.vintage === null
            ? "No vintage was found on the label. Please enter it."
            : "Read from the label. Correct it if needed."
        }
        autoFocus={reading.vintage === null}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onRetake} disabled={isStoring}>
          Retake
        </Button>
        <Button type="submit" disabled={!canConfirm}>
          {isStoring ? "Saving photo..." : "Analyze Wine"}
        </Button>
      </DialogFooter>
    </form>
  );
}
