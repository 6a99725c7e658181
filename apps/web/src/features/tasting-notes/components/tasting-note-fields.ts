import { TASTING_NOTE_FIELDS, type TastingNoteField } from "@vinestra/domain";

export const TASTING_NOTE_LABELS: Record<TastingNoteField, { label: string; placeholder: string }> = {
  aroma: { label: "Aroma", placeholder: "Blackcurrant, cedar, violet…" },
  flavor_profile: { label: "Flavor profile", placeholder: "Dark fruit, graphite, a touch of spice…" },
  mouthfeel: { label: "Mouthfeel", placeholder: "Firm tannins, fresh acidity, full body…" },
  overall_impression: { label: "Overall impression", placeholder: "Still tight; give it a few more years." },
  additional_notes: { label: "Additional notes", placeholder: "Occasion, food, company…" },
};

export type TastingNotesDraft = Record<TastingNoteField, string>;

export function toDraft(
  notes: Partial<Record<TastingNoteField, string | null>> | null | undefined,
): TastingNotesDraft {
  return Object.fromEntries(
    TASTING_NOTE_FIELDS.map((field) => [field, notes?.[field] ?? ""]),
  ) as TastingNotesDraft;
}

export { TASTING_NOTE_FIELDS };
