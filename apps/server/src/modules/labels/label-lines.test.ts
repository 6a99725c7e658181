import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { cleanLabelLines } from "./label-lines.ts";
import { ocrLineOf } from "./testing/ocr-text.ts";

const vocabulary = vocabularyOf(loadKnowledgeBase());
const keysOf = (...texts: string[]) =>
  cleanLabelLines(ocrLineOf(...texts.map((text) => ({ text }))), vocabulary.has).flatMap((line) =>
    line.words.map((word) => word.key),
  );

describe("cleaning the OCR's words", () => {
  it.each([
    // Two words run together are split where a small letter meets a capital.
    [["CasaN"], ["casa"]],
    [["VignaAlta"], ["vigna", "alta"]],
    [["LunaVerde"], ["luna", "verde"]],
    // A name the catalogue writes so is kept whole.
    [["McLaren"], ["mclaren"]],
    [["DeMartino"], ["demartino"]],
    // An initial set close to a name is not glued onto it ("RosaB").
    [["Rosa", "B"], ["rosa"]],
    // A word split by wide letter spacing is joined when a piece is a stub.
    [["MERLO", "T"], ["merlot"]],
  ])("%j → %j", (texts, keys) => {
    expect(keysOf(...texts)).toEqual(keys);
  });
});
