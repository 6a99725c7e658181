import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import type { OcrReading } from "../../adapters/ocr/ocr-reading.ts";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { findClippedHouses } from "./clipped-house-names.ts";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import { cleanLabelLines } from "./label-lines.ts";

const knowledgeBase = loadKnowledgeBase();

/** One OCR line per entry, "text@height", all read surely. */
function linesOf(...texts: string[]) {
  const reading: OcrReading = {
    durationMs: 0,
    lines: texts.map((entry, index) => {
      const [text = "", height = "0.05"] = entry.split("@");
      const top = 0.1 + index * 0.1;
      return {
        view: "whole",
        words: text.split(" ").map((word, position) => ({
          text: word,
          confidence: 0.9,
          box: {
            left: 0.1 + position * 0.2,
            top,
            right: 0.25 + position * 0.2,
            bottom: top + Number(height),
          },
        })),
      };
    }),
  };
  return cleanLabelLines(reading, vocabularyOf(knowledgeBase).has);
}

const housesIn = (...texts: string[]) =>
  findClippedHouses(knowledgeBase, linesOf(...texts), vocabularyOf(knowledgeBase).has).map(
    (house) => knowledgeBase.producers[house.producerIndex]!.name,
  );

describe("houses read with letters lost at the label's edge", () => {
  it.each([
    ["the first letters lost", ["UMBIA CREST@0.06", "SYRAH@0.03"], "Columbia Crest"],
    ["the last letters lost", ["KOOYO@0.06", "PINOT NOIR@0.03"], "Kooyong"],
  ])("%s", (_, lines, house) => {
    expect(housesIn(...lines)[0]).toBe(house);
  });

  it.each([
    ["a catalogue word misread by one letter", ["VALLEY@0.06"]],
    ["the inside of another word", ["CABERNETS@0.06"]],
    ["a clipped name in fine print", ["UMBIA CREST@0.01", "SYRAH@0.06"]],
    ["a place name", ["WILLAMETTE VALLEY@0.06"]],
    ["a grape's name with its last letters lost", ["CHARDO@0.06", "LANGHE@0.04"]],
  ])("not from %s", (_, lines) => {
    expect(housesIn(...lines)).toEqual([]);
  });
});

describe("a word as near a describing word as a house's name", () => {
  const vocabulary = vocabularyOf(knowledgeBase);
  const descriptive = descriptiveWordsOf(knowledgeBase);
  const describingSimilarity = (key: string) =>
    Math.max(
      0,
      ...vocabulary
        .match(key)
        .filter((match) => descriptive.words.has(match.token))
        .map((match) => match.similarity),
    );
  it.each([
    ["CLASSICI@0.06", "Bodega Classica"],
    ["UMBIA CREST@0.06", null],
  ])("%s is not %s", (line, house) => {
    const houses = findClippedHouses(knowledgeBase, linesOf(line), vocabulary.has, describingSimilarity).map(
      (found) => knowledgeBase.producers[found.producerIndex]!.name,
    );
    if (house) expect(houses).not.toContain(house);
    else expect(houses[0]).toBe("Columbia Crest");
  });
});
