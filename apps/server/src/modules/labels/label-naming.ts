import { computeStringSimilarity } from "@vinestra/domain";
import type { CatalogVocabulary } from "./catalog-vocabulary.ts";
import type { LabelLine, LabelWord } from "./label-lines.ts";

/** Text from the label that may name the producer or the wine. */
export type NamePart = {
  text: string;
  tokens: string[];
  confidence: number;
  /** Height × confidence of the line: the largest, clearest words on a label are its name. */
  prominence: number;
};

/** What naming needs to know about words: how the catalogue spells them, and which only describe a wine. */
export type NamingContext = {
  vocabulary: CatalogVocabulary;
  /** Grapes, places, classifications, fillers, also when OCR misread a letter of them. */
  isDescriptive(key: string): boolean;
};

export const PARTICLES = new Set([
  "de",
  "di",
  "du",
  "da",
  "do",
  "del",
  "della",
  "delle",
  "la",
  "le",
  "les",
  "las",
  "los",
  "en",
  "y",
  "van",
  "von",
]);
/** A word the catalogue does not know must be read this surely to be put in a name … */
const MIN_UNKNOWN_WORD_CONFIDENCE = 0.6;
/** … or this surely when it is long: OCR doubts a styled or curved name's letters, but a long run of letters
 * that makes a plausible word is rarely an ornament ("ouclary" of "JOUCLARY", read at 0.55). */
const MIN_LONG_WORD_CONFIDENCE = 0.5;
const MIN_LONG_WORD_LENGTH = 6;
/** … a word it knows, this surely. */
const MIN_KNOWN_WORD_CONFIDENCE = 0.6;
const MAX_NAME_WORDS = 5;

function keysOf(words: readonly LabelWord[]): string[] {
  return words.flatMap((word) => word.key.split(" ").filter(Boolean));
}

/** A word as it should read in a name: catalogue spelling where known, else capitalised like a name. */
function displayWord(word: LabelWord, vocabulary: CatalogVocabulary, isFirst: boolean): string {
  if (!isFirst && PARTICLES.has(word.key)) return word.key;
  const known = word.key.includes(" ") ? undefined : vocabulary.display(word.key);
  if (known) return known;
  if (word.text !== word.text.toUpperCase()) return word.text;
  return word.text
    .toLowerCase()
    .replace(
      /(^|[\s\-'’])(\p{L})/gu,
      (_, start: string, letter: string) => `${start}${letter.toUpperCase()}`,
    );
}

/** A name of fewer letters than this is as often a stray mark, an initial or a clipped word read as letters … */
const MIN_NAME_LETTERS = 4;
/** … so it counts for this share of the prominence its size gives it. */
const SHORT_NAME_WEIGHT = 0.5;

export function partOf(words: LabelWord[], line: LabelLine, context: NamingContext): NamePart {
  const tokens = keysOf(words);
  const letters = tokens.join("").length;
  return {
    text: words.map((word, index) => displayWord(word, context.vocabulary, index === 0)).join(" "),
    tokens,
    confidence: words.reduce((sum, word) => sum + word.confidence, 0) / words.length,
    prominence: line.height * line.confidence * (letters < MIN_NAME_LETTERS ? SHORT_NAME_WEIGHT : 1),
  };
}

/** Whether a word may stand in a name: read surely enough, not a stub, a year or a number. */
export function isNameWorthy(word: LabelWord, context: NamingContext): boolean {
  if (word.key === "" || /\d/.test(word.key)) return false;
  const isKnown = word.key.split(" ").every((key) => context.vocabulary.has(key));
  const isLong = word.key.length >= MIN_LONG_WORD_LENGTH;
  const minConfidence = isLong
    ? MIN_LONG_WORD_CONFIDENCE
    : isKnown
      ? MIN_KNOWN_WORD_CONFIDENCE
      : MIN_UNKNOWN_WORD_CONFIDENCE;
  if (word.confidence < minConfidence) return false;
  return word.key.length >= 3 || PARTICLES.has(word.key) || isKnown;
}

/** Whether a word can carry a name: worthy, and not a filler, grape, place or classification. */
export function isNamingWord(word: LabelWord, context: NamingContext): boolean {
  if (!isNameWorthy(word, context)) return false;
  return word.key.split(" ").some((key) => key.length >= 3 && !context.isDescriptive(key));
}

/**
 * The label's lines that may name the wine, most prominent first: legal lines, fillers, regions and grapes
 * left out, and a line read twice (whole photo and enlarged centre) counted once.
 */
export function rankNameLines(lines: readonly LabelLine[], context: NamingContext): NamePart[] {
  const parts: NamePart[] = [];
  for (const line of lines) {
    if (line.isBoilerplate) continue;
    const kept = line.words.filter((word) => isNameWorthy(word, context)).slice(0, MAX_NAME_WORDS);
    if (!kept.some((word) => isNamingWord(word, context))) continue;
    // Leading and trailing words that name nothing ("DE", "WINE", "Valley") belong to no name; a particle
    // before a name is part of it ("Van Ruiten", "De Bortoli").
    const isNameParticle = () =>
      PARTICLES.has(kept[0]!.key) && kept[1] !== undefined && isNamingWord(kept[1], context);
    while (kept.length > 0 && !isNamingWord(kept[0]!, context) && !isNameParticle()) kept.shift();
    while (kept.length > 0 && !isNamingWord(kept.at(-1)!, context)) kept.pop();
    if (kept.length === 0) continue;
    parts.push(partOf(kept, line, context));
  }
  parts.sort((a, b) => b.prominence - a.prominence);
  const distinct: NamePart[] = [];
  for (const part of parts) {
    const index = distinct.findIndex((other) => overlaps(other.tokens, part.tokens));
    if (index < 0) distinct.push(part);
    // The same words read twice: keep the clearer reading at the place of the more prominent one.
    else if (part.confidence > distinct[index]!.confidence + 0.05) {
      distinct[index] = { ...part, prominence: distinct[index]!.prominence };
    }
  }
  return distinct;
}

const isSameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && computeStringSimilarity(a, b) >= 0.75);

/** Whether two names share most of their words (one line read twice, or one inside the other), OCR-tolerantly. */
export function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const shared = a.filter((token) => b.some((other) => isSameWord(token, other))).length;
  return shared > 0 && shared >= Math.min(a.length, b.length) * 0.5;
}
