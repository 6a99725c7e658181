import { normalizeTastingNotes } from "@vinestra/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { TASTING_NOTE_FIELDS, TASTING_NOTE_LABELS, type TastingNotesDraft } from "./tasting-note-fields";

type TastingNotesFormProps = {
  initial: TastingNotesDraft;
  isSaving: boolean;
  onSave: (notes: ReturnType<typeof normalizeTastingNotes>) => void;
  onCancel: () => void;
};

/** The editor: five free-text fields; empty ones are saved as null (spec §5). */
export function TastingNotesForm({ initial, isSaving, onSave, onCancel }: TastingNotesFormProps) {
  const [draft, setDraft] = useState(initial);
  const idPrefix = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(normalizeTastingNotes(draft));
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      {TASTING_NOTE_FIELDS.map((field) => (
        <div key={field} className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-${field}`}>{TASTING_NOTE_LABELS[field].label}</Label>
          <Textarea
            id={`${idPrefix}-${field}`}
            rows={field === "additional_notes" ? 3 : 2}
            placeholder={TASTING_NOTE_LABELS[field].placeholder}
            value={draft[field]}
            maxLength={5000}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          />
        </div>
      ))}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving..." : "Save Notes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
