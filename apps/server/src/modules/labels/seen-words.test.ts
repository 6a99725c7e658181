import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import { cleanLabelLines } from "./label-lines.ts";
import { collectSeenWords } from "./seen-words.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();
const vocabulary = vocabularyOf(knowledgeBase);
const seenIn = (...lines: string[]) =>
  collectSeenWords(
    cleanLabelLines(ocrReadingOf(...lines), vocabulary.has),
    vocabulary,
    descriptiveWordsOf(knowledgeBase),
  );

describe("catalogue words seen on a label", () => {
  it.each([
    // The start of a grape cut by the bottle's edge is that grape, not a name misspelt a letter off.
    ["CABERN@0.05", "capbern", false],
    ["CABERN@0.05", "cabernet", true],
    // A name cut at its edge is kept: it explains the letters as well as a clipped place does.
    ["RACHER@0.05", "kracher", true],
  ])("%s → %s: %s", (line, token, isSeen) => {
    expect(seenIn(line).has(token)).toBe(isSeen);
  });

  it("notes how surely a word was read and whether a bottler line names it", () => {
    const seen = seenIn("SOMETHING@0.08@0.55", "Bottled by Lallier@0.015");
    expect(seen.get("lallier")).toMatchObject({ isBottlerName: true, confidence: 0.92 });
    expect(seen.get("bottled")?.isBottlerName).toBe(false);
  });
});
