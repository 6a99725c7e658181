import { TASTING_NOTE_FIELDS, type TastingNoteField } from "@vinestra/domain";
import { TASTING_NOTE_LABELS } from "./tasting-note-fields";

/** The notes as written, field by field; empty fields are left out. */
export function TastingNotesView({ notes }: { notes: Partial<Record<TastingNoteField, string | null>> }) {
  const written = TASTING_NOTE_FIELDS.filter((field) => notes[field]);
  if (written.length === 0) return <p className="text-sm text-ink-500">These notes are empty.</p>;
  return (
    <dl className="flex flex-col gap-4">
      {written.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
            {TASTING_NOTE_LABELS[field].label}
          </dt>
          <dd className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink-800">
            {notes[field]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
