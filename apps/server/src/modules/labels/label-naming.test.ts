import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { readLabelText } from "./read-label-text.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();
const NOW = new Date("2024-06-01T00:00:00Z");

describe("naming a wine the catalogue lacks from the label's words", () => {
  it.each([
    // A stub of a few letters, however large, names less than a clear name below it.
    ["a large stub", ["Cal@0.09@0.7", "GRIFFANTE@0.06@0.8", "Chianti@0.03"], "Griffante Cal"],
    // A long word read unsurely is still a name; a short one is not.
    ["a long unsure word", ["CASTAGNOLE@0.08@0.55", "Madiran@0.03"], "Castagnole"],
    // The farm's legal form is no name ("Azienda Agricola").
    [
      "a house's legal form",
      ["AZIENDA AGRICOLA@0.06", "FERRACCI@0.04", "Brunello di Montalcino@0.03"],
      "Ferracci",
    ],
  ])("%s", (_, lines, wineName) => {
    expect(readLabelText(knowledgeBase, ocrReadingOf(...lines), NOW)?.wineName).toBe(wineName);
  });

  it("leaves out a short word read unsurely", () => {
    const recognition = readLabelText(knowledgeBase, ocrReadingOf("Zu@0.08@0.55", "Madiran@0.03"), NOW);
    expect(recognition?.wineName ?? "").not.toMatch(/Zu/);
  });
});
