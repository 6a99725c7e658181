import { normalizeWineName } from "@vinestra/analysis";
import type { OcrReading, OcrWord } from "../../adapters/ocr/ocr-reading.ts";
import { isBoilerplateLine } from "./label-boilerplate.ts";

/** A word kept from the OCR, with what matching and naming need. */
export type LabelWord = {
  /** As printed, punctuation at the edges removed. */
  text: string;
  /** Folded, lowercase, canonical ("CHÂTEAU" → "chateau"); empty for years and numbers. */
  key: string;
  confidence: number;
  /** Height of the word as a share of the photo's height: big words name the wine, fine print does not. */
  height: number;
};

export type LabelLine = {
  words: LabelWord[];
  /** Folded lowercase text of the whole line, for pattern tests. */
  folded: string;
  isBoilerplate: boolean;
  /** Median word height: how prominent the line is on the label. */
  height: number;
  confidence: number;
};

/** Words read with less confidence are mostly texture, ornaments or bottle glass taken for letters. */
const MIN_WORD_CONFIDENCE = 0.45;
/** OCR splits a word where letters are spaced ("MAT UA", "SC HLOSSKELLEREI"): pieces closer than this share of
 * the letter height are one word when a piece is a stub or the whole is a word we know. */
const MAX_SPLIT_GAP = 0.4;

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘`´]/g, "'");
}

/** Whether OCR output looks like a word rather than a picture read as letters ("iy", "ll|", "=EEE"). */
export function isPlausibleWord(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (/^(18|19|20)\d\d$/.test(text)) return true;
  if (letters.length < 2) return false;
  if (/\d/.test(text) && !/^\d+(er|e|st|nd|rd|th|°)$/i.test(text)) return false;
  if (/[^\p{L}\p{N}'’.\-&]/u.test(text)) return false;
  const folded = foldText(letters);
  if (!/[aeiouy]/.test(folded)) return letters.length <= 3 && letters === letters.toUpperCase();
  if (/([a-z])\1\1/.test(folded)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(folded)) return false;
  // Mixed case inside a word ("aRtA", "WoRd") is almost always noise; "McLaren" and "DeLille" are rare.
  // Capitals whose small letter looks the same (c o s v w x z) are often read small: "PENFOLDs" is capitals.
  const inner = letters.slice(1);
  const isCapitals = /[A-Z]/.test(inner) && !/[a-z]/.test(inner.replace(/[cosvwxz]/g, ""));
  if (/[a-z]/.test(inner) && /[A-Z]/.test(inner) && !isCapitals && !/^[A-Z][a-z]+[A-Z][a-z]+$/.test(letters))
    return false;
  return true;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A small letter followed by a capital inside a word: where OCR ran two words together ("ToAlbal"). */
const GLUED_WORDS = /(?<=\p{Ll})(?=\p{Lu})/u;

/**
 * A word OCR ran together with the next one ("BaronB", "ToAlbal") as its words, each with a share of the box.
 * Names written so ("McLaren", "DeLille") are kept whole when the catalogue knows them.
 */
function splitGluedWords(word: OcrWord, isKnownWord: (key: string) => boolean): OcrWord[] {
  const parts = word.text.split(GLUED_WORDS);
  if (parts.length < 2 || isKnownWord(normalizeWineName(word.text))) return [word];
  if (parts.some((part) => !/^\p{L}+$/u.test(part))) return [word];
  const width = (word.box.right - word.box.left) / word.text.length;
  let left = word.box.left;
  return parts.map((part) => {
    const box = { ...word.box, left, right: left + part.length * width };
    left = box.right;
    return { text: part, confidence: word.confidence, box };
  });
}

function joinSplitWords(words: readonly OcrWord[], isKnownWord: (key: string) => boolean): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    if (previous) {
      const height = Math.max(previous.box.bottom - previous.box.top, word.box.bottom - word.box.top);
      const gap = (word.box.left - previous.box.right) / Math.max(height, 1e-6);
      const isLetters = /^\p{L}+$/u.test(previous.text) && /^\p{L}+$/u.test(word.text);
      const text = `${previous.text}${word.text}`;
      const isStub = Math.min(previous.text.length, word.text.length) <= 2;
      // A stub glued on must still make a word: "Baron" + "B" is a name and an initial, not "BaronB".
      if (
        isLetters &&
        gap >= -0.1 &&
        gap < MAX_SPLIT_GAP &&
        ((isStub && isPlausibleWord(text)) || isKnownWord(normalizeWineName(text)))
      ) {
        joined[joined.length - 1] = {
          text,
          confidence: Math.min(previous.confidence, word.confidence),
          box: {
            ...previous.box,
            right: word.box.right,
            bottom: Math.max(previous.box.bottom, word.box.bottom),
          },
        };
        continue;
      }
    }
    joined.push(word);
  }
  return joined;
}

/** The OCR's lines as cleaned words: split words joined, noise dropped, keys folded, boilerplate marked. */
export function cleanLabelLines(
  reading: OcrReading,
  isKnownWord: (key: string) => boolean = () => false,
): LabelLine[] {
  const lines: LabelLine[] = [];
  for (const line of reading.lines) {
    const words: LabelWord[] = [];
    const pieces = line.words.flatMap((word) => splitGluedWords(word, isKnownWord));
    for (const word of joinSplitWords(pieces, isKnownWord)) {
      const text = word.text.replace(EDGE_PUNCTUATION, "");
      if (word.confidence < MIN_WORD_CONFIDENCE || !isPlausibleWord(text)) continue;
      words.push({
        text,
        key: normalizeWineName(text),
        confidence: word.confidence,
        height: Math.max(0, word.box.bottom - word.box.top),
      });
    }
    if (words.length === 0) continue;
    const folded = foldText(line.words.map((word) => word.text).join(" "));
    lines.push({
      words,
      folded,
      isBoilerplate: isBoilerplateLine(folded),
      height: median(words.map((word) => word.height)),
      confidence: words.reduce((sum, word) => sum + word.confidence, 0) / words.length,
    });
  }
  return lines;
}
