import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { readLabelText } from "./read-label-text.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();
const NOW = new Date("2024-06-01T00:00:00Z");
const read = (...lines: string[]) => readLabelText(knowledgeBase, ocrReadingOf(...lines), NOW);

describe("a catalogue name sharing a word with the label's own name", () => {
  it.each([
    // Beside a surname the catalogue does not know, "Flavio" is a person, not Rotari's "Flavio Riserva".
    ["an unknown house", ["BERTOLAZZINI FLAVIO@0.06", "BAROLO@0.08"], /Bertolazzini Flavio/],
    // Beside a house the catalogue knows, the line is that house's wine.
    ["a known house on the same line", ["MARCHETTI FLAVIO@0.06", "BAROLO@0.08"], /^Marchetti/],
    // A grape's plural is no cuvée name ("Cabernets" of another house).
    ["a grape in the plural", ["HILLTOP@0.08@0.5", "CABERNETS@0.06"], /^Hilltop/],
    // A word longer than a few letters read at half certainty is kept as the label's own name.
    ["a house word and a long unsure name", ["Domaine CASTAGNOLE@0.03@0.55", "Madiran@0.03"], /Castagnole/],
  ])("%s", (_, lines, expected) => {
    const recognition = read(...lines);
    expect(recognition?.wineName).toMatch(expected);
    expect(recognition?.wineName).not.toMatch(/Rotari|Lake's Folly/);
  });

  it("keeps a cuvée read whole beside a misread word of its house", () => {
    expect(read("RMITAGE DU PIC SAINT LOUP@0.08@0.8", "Pic Saint-Loup Sainte Agnès@0.05")?.wineName).toBe(
      "Pic Saint-Loup Sainte Agnès",
    );
  });

  it("does not take a cuvée read unsurely, alone, for the wine", () => {
    const recognition = read("PROVOCATEUR@0.08@0.58", "Pinot Noir@0.03");
    expect(recognition?.fields.producer.value).not.toBe("J.K. Carriere");
  });
});
