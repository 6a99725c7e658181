/** The tasting-note fields (spec §3). */
export const TASTING_NOTE_FIELDS = [
  "aroma",
  "flavor_profile",
  "mouthfeel",
  "overall_impression",
  "additional_notes",
] as const;
export type TastingNoteField = (typeof TASTING_NOTE_FIELDS)[number];
export type TastingNotes = Record<TastingNoteField, string | null>;

/** Tasting notes as saved (spec §5): every field trimmed, empty ones null. */
export function normalizeTastingNotes(
  input: Partial<Record<TastingNoteField, string | null | undefined>>,
): TastingNotes {
  return Object.fromEntries(
    TASTING_NOTE_FIELDS.map((field) => [field, input[field]?.trim() || null]),
  ) as TastingNotes;
}

/** The notes button: 'Add' when none exist, 'Edit' once they do. */
export function describeTastingNotesAction(hasNotes: boolean): "Add" | "Edit" {
  return hasNotes ? "Edit" : "Add";
}
