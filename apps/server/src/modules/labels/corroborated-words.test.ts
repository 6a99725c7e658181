import { describe, expect, it } from "vitest";
import type { OcrReading } from "../../adapters/ocr/ocr-reading.ts";
import { CORROBORATED_CONFIDENCE, corroborateWords, dropWordFragments } from "./corroborated-words.ts";

type Read = { text: string; confidence: number; view: string; left?: number; top?: number };

/** Each reading one word on a line of its own, boxes 0.2 wide and 0.05 high at (left, top). */
function readingOf(...reads: Read[]): OcrReading {
  return {
    durationMs: 0,
    lines: reads.map(({ text, confidence, view, left = 0.3, top = 0.4 }) => ({
      view,
      words: [{ text, confidence, box: { left, top, right: left + 0.2, bottom: top + 0.05 } }],
    })),
  };
}

const confidencesOf = (reading: OcrReading) =>
  reading.lines.flatMap((line) => line.words.map((word) => word.confidence));

describe("words read by more than one view", () => {
  it.each<[string, Read[], number[]]>([
    [
      "a doubted word read alike by another view is raised, both readings",
      [
        { text: "ARBORIA", confidence: 0.03, view: "whole" },
        { text: "RBORIA", confidence: 0.1, view: "large", left: 0.31 },
      ],
      [CORROBORATED_CONFIDENCE, CORROBORATED_CONFIDENCE],
    ],
    [
      "a doubted word read alike by a confident view is raised, the confident one kept",
      [
        { text: "Vellano", confidence: 0.2, view: "whole" },
        { text: "VELLANO", confidence: 0.9, view: "headline" },
      ],
      [CORROBORATED_CONFIDENCE, 0.9],
    ],
    [
      "other letters at the same place are texture",
      [
        { text: "Mnnrle", confidence: 0.1, view: "whole" },
        { text: "Woarte", confidence: 0.1, view: "large" },
      ],
      [0.1, 0.1],
    ],
    [
      "the same letters elsewhere on the photo are another word",
      [
        { text: "Cantina", confidence: 0.1, view: "whole", top: 0.1 },
        { text: "Cantina", confidence: 0.1, view: "large", top: 0.7 },
      ],
      [0.1, 0.1],
    ],
    [
      "one view reading a word twice is no second opinion",
      [
        { text: "Rovella", confidence: 0.1, view: "whole" },
        { text: "Rovella", confidence: 0.1, view: "whole" },
      ],
      [0.1, 0.1],
    ],
    [
      "short readings agree by chance",
      [
        { text: "Ilo", confidence: 0.1, view: "whole" },
        { text: "Ilo", confidence: 0.1, view: "large" },
      ],
      [0.1, 0.1],
    ],
  ])("%s", (_, reads, confidences) => {
    expect(confidencesOf(corroborateWords(readingOf(...reads)))).toEqual(confidences);
  });
});

const textsOf = (reading: OcrReading) => reading.lines.flatMap((line) => line.words.map((word) => word.text));

describe("pieces of a word another view read whole", () => {
  it.each<[string, Read[], string[]]>([
    [
      "pieces inside a longer reading at the same place are dropped",
      [
        { text: "ONT", confidence: 0.96, view: "whole" },
        { text: "LEE", confidence: 0.93, view: "whole", left: 0.32 },
        { text: "CONTROLEE", confidence: 0.9, view: "large" },
      ],
      ["CONTROLEE"],
    ],
    [
      "the same letters elsewhere on the label stay",
      [
        { text: "LEE", confidence: 0.93, view: "whole", top: 0.8 },
        { text: "CONTROLEE", confidence: 0.9, view: "large" },
      ],
      ["LEE", "CONTROLEE"],
    ],
    [
      "a piece stays when the longer reading is doubted",
      [
        { text: "TOR", confidence: 0.9, view: "whole" },
        { text: "TORRESX", confidence: 0.3, view: "large" },
      ],
      ["TOR", "TORRESX"],
    ],
    [
      "a word only one letter shorter is another reading, not a piece",
      [
        { text: "MARGAUX", confidence: 0.9, view: "whole" },
        { text: "MARGAUXS", confidence: 0.9, view: "large" },
      ],
      ["MARGAUX", "MARGAUXS"],
    ],
  ])("%s", (_, reads, kept) => {
    expect(textsOf(dropWordFragments(readingOf(...reads)))).toEqual(kept);
  });
});
