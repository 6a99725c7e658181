import { describe, expect, it } from "vitest";
import { describeTastingNotesAction, normalizeTastingNotes } from "./tasting-notes.ts";

describe("tasting notes", () => {
  it("trims fields and saves empty ones as null", () => {
    expect(
      normalizeTastingNotes({
        aroma: " Cassis ",
        flavor_profile: "",
        mouthfeel: "   ",
        overall_impression: null,
      }),
    ).toEqual({
      aroma: "Cassis",
      flavor_profile: null,
      mouthfeel: null,
      overall_impression: null,
      additional_notes: null,
    });
  });

  it.each([
    [false, "Add"],
    [true, "Edit"],
  ] as const)("notes exist %s → %s", (hasNotes, label) => {
    expect(describeTastingNotesAction(hasNotes)).toBe(label);
  });
});
