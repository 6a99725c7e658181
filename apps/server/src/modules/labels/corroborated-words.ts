import { computeStringSimilarity } from "@vinestra/domain";
import type { OcrBox, OcrReading, OcrWord } from "../../adapters/ocr/ocr-reading.ts";
import { foldText } from "./label-lines.ts";

/**
 * What a word tesseract doubted counts for once another view of the photo read it too: enough for a long word
 * to stand in a name (see label-naming.ts), less than any word read with confidence.
 */
export const CORROBORATED_CONFIDENCE = 0.5;
/** Two readings are of one word when their boxes overlap this much (share of the smaller box) … */
const MIN_OVERLAP = 0.5;
/** … and their letters are this alike ("ARBORIA" and "RBORIA"). */
const MIN_SIMILARITY = 0.8;
/** Short readings agree by chance (texture read as "Ill" twice). */
const MIN_LETTERS = 4;

type Reading = { word: OcrWord; view: string; letters: string };

function overlapShare(a: OcrBox, b: OcrBox): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  if (width <= 0 || height <= 0) return 0;
  const area = (box: OcrBox) => (box.right - box.left) * (box.bottom - box.top);
  return (width * height) / Math.max(1e-9, Math.min(area(a), area(b)));
}

const lettersOf = (text: string) => foldText(text).replace(/[^\p{L}]/gu, "");

function isSameWord(a: Reading, b: Reading): boolean {
  return (
    a.view !== b.view &&
    b.letters.length >= MIN_LETTERS &&
    overlapShare(a.word.box, b.word.box) >= MIN_OVERLAP &&
    computeStringSimilarity(a.letters, b.letters) >= MIN_SIMILARITY
  );
}

/**
 * The reading with words tesseract doubted raised to `CORROBORATED_CONFIDENCE` when another view read the same
 * letters at the same place: texture taken for letters reads differently at each scale, print the same way.
 * A low-contrast or ornate name, which tesseract reads right but gives a few per cent, is kept this way.
 */
export function corroborateWords(
  reading: OcrReading,
  threshold: number = CORROBORATED_CONFIDENCE,
): OcrReading {
  const all: Reading[] = reading.lines.flatMap((line) =>
    line.words.map((word) => ({ word, view: line.view, letters: lettersOf(word.text) })),
  );
  const doubted = all.filter(
    (entry) => entry.word.confidence < threshold && entry.letters.length >= MIN_LETTERS,
  );
  if (doubted.length === 0) return reading;
  const raised = new Set(
    doubted.filter((entry) => all.some((other) => isSameWord(entry, other))).map((entry) => entry.word),
  );
  if (raised.size === 0) return reading;
  return {
    ...reading,
    lines: reading.lines.map((line) => ({
      ...line,
      words: line.words.map((word) => (raised.has(word) ? { ...word, confidence: threshold } : word)),
    })),
  };
}

/** A fragment is this much inside the longer reading's box (share of its own box) … */
const MIN_FRAGMENT_INSIDE = 0.8;
/** … and the longer reading has at least this many more letters, read at least this surely. */
const MIN_EXTRA_LETTERS = 3;
const MIN_WHOLE_CONFIDENCE = 0.6;

function isFragmentOf(piece: Reading, whole: Reading): boolean {
  return (
    piece.view !== whole.view &&
    piece.letters.length > 0 &&
    whole.letters.length >= piece.letters.length + MIN_EXTRA_LETTERS &&
    whole.word.confidence >= MIN_WHOLE_CONFIDENCE &&
    whole.letters.includes(piece.letters) &&
    overlapShare(piece.word.box, whole.word.box) >= MIN_FRAGMENT_INSIDE
  );
}

/**
 * The reading without the pieces one view made of a word another view read whole at the same place
 * ("C" "ONT" "LEE" where the larger view read "CONTROLEE"): a piece is not a word of the label.
 */
export function dropWordFragments(reading: OcrReading): OcrReading {
  const all: Reading[] = reading.lines.flatMap((line) =>
    line.words.map((word) => ({ word, view: line.view, letters: lettersOf(word.text) })),
  );
  const pieces = new Set(
    all.filter((entry) => all.some((other) => isFragmentOf(entry, other))).map((entry) => entry.word),
  );
  if (pieces.size === 0) return reading;
  return {
    ...reading,
    lines: reading.lines
      .map((line) => ({ ...line, words: line.words.filter((word) => !pieces.has(word)) }))
      .filter((line) => line.words.length > 0),
  };
}
