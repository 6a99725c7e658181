import { distance } from "fastest-levenshtein";
import { foldAccents } from "./text.ts";

/** Tolerance for threshold comparisons, so that a score equal to a threshold in decimal counts as equal. */
const EPSILON = 1e-9;

/**
 * Normalized Levenshtein similarity: 1 − distance / length of the longer string, from 0 (nothing shared) to 1
 * (equal). Two empty strings are equal (1). The spec names thresholds but no measure; this is our choice.
 */
export function computeStringSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - distance(a, b) / longest;
}

/** Whether a score is at least a threshold (floating-point tolerant). */
export function isAtLeast(score: number, threshold: number): boolean {
  return score >= threshold - EPSILON;
}

/** Whether a score is strictly above a threshold (floating-point tolerant). */
export function isAbove(score: number, threshold: number): boolean {
  return score > threshold + EPSILON;
}

/**
 * Italian designation words dropped before comparing names (the spec's "Italian appellation words"): the
 * acronyms and the words of their long forms.
 */
export const ITALIAN_APPELLATION_WORDS: ReadonlySet<string> = new Set([
  "doc",
  "docg",
  "igt",
  "igp",
  "dop",
  "denominazione",
  "origine",
  "controllata",
  "garantita",
  "indicazione",
  "geografica",
  "tipica",
  "protetta",
]);

const QUOTES = /['"`´‘’‚‛“”„‟«»‹›]/gu;
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;
/** Dotted acronyms such as "D.O.C.G." read as one word. */
const DOTTED_ACRONYM = /(?<![\p{L}\p{N}])(?:\p{L}\.)+\p{L}\.?(?![\p{L}\p{N}])/gu;
const YEARS = /(?<!\p{N})(?:18|19|20)\d{2}(?!\p{N})/gu;

/** Lowercase, accent-free words of a text with quotes, years and punctuation removed ("D.O.C." → "doc"). */
export function tokenizeForMatching(text: string | null | undefined, { dropYears = true } = {}): string[] {
  let cleaned = foldAccents((text ?? "").toLowerCase())
    .replace(QUOTES, "")
    .replace(DOTTED_ACRONYM, (acronym) => acronym.replaceAll(".", ""));
  if (dropYears) cleaned = cleaned.replace(YEARS, " ");
  return cleaned.replace(PUNCTUATION, " ").split(/\s+/u).filter(Boolean);
}
