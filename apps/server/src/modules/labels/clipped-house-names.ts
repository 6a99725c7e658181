import { type KnowledgeBase, normalizeWineName, perKnowledgeBase } from "@vinestra/analysis";
import { computeStringSimilarity } from "@vinestra/domain";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import type { LabelLine } from "./label-lines.ts";
import { alignLocally, type LocalAlignment } from "./local-alignment.ts";
import { GENERIC_WEIGHT } from "./name-readability.ts";

/**
 * A house whose name the label shows with its edge letters lost or misread, as OCR reads a name printed
 * round a bottle ("UMBIA CREST", "ALBERT BI", "Kooyo", "OXFORI ANDINC").
 */
export type ClippedHouse = {
  producerIndex: number;
  /** Share of the name's distinctive letters read, times how many of those were read right. */
  share: number;
  /** Height of the line it was read on relative to the label's tallest words, 0–1. */
  prominence: number;
};

/** The letters read must cover this share of the name … */
const MIN_COVERED_SHARE = 0.6;
/** … be this many at least … */
const MIN_COVERED_LETTERS = 5;
/** … with at most one letter in four misread, dropped or added. */
const MIN_LETTER_AGREEMENT = 0.75;
/** Letters of a word that is not a place, grape or class the read part must hold: a place names no house. */
const MIN_NAMING_LETTERS = 4;
/** Only headline words: a clipped piece of fine print matches too many houses by chance. */
const MIN_PROMINENCE = 0.5;
/** A name and a line must share this many letter triples to be compared at all. */
const MIN_SHARED_TRIGRAMS = 3;

type HouseName = { producerIndex: number; tokens: string[]; letters: string; namingLetters: boolean[] };
type ClippedIndex = {
  names: HouseName[];
  byTrigram: Map<string, number[]>;
  /** Starts and ends of describing words ("chardo" of "chardonnay"), with the words they are pieces of. */
  describingPieces: ReadonlyMap<string, readonly string[]>;
};

function trigramsOf(letters: string): Set<string> {
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= letters.length; index += 1) grams.add(letters.slice(index, index + 3));
  return grams;
}

/** Each house name as its distinctive letters run together, marking the letters of words that name. */
function buildIndex(knowledgeBase: KnowledgeBase): ClippedIndex {
  const { catalog } = knowledgeBase;
  const descriptive = descriptiveWordsOf(knowledgeBase);
  const names: HouseName[] = [];
  const byTrigram = new Map<string, number[]>();
  catalog.producerNames.forEach((aliases, producerIndex) => {
    for (const tokens of aliases) {
      const kept = tokens.filter((token) => catalog.weight(token) > GENERIC_WEIGHT);
      if (!kept.some((token) => !descriptive.words.has(token))) continue;
      const letters = kept.join("");
      const namingLetters = kept.flatMap((token) =>
        [...token].map(() => !descriptive.words.has(token) && token.length >= MIN_NAMING_LETTERS),
      );
      if (letters.length < MIN_COVERED_LETTERS) continue;
      const nameIndex = names.push({ producerIndex, tokens, letters, namingLetters }) - 1;
      for (const gram of trigramsOf(letters)) {
        const list = byTrigram.get(gram);
        if (list) list.push(nameIndex);
        else byTrigram.set(gram, [nameIndex]);
      }
    }
  });
  return { names, byTrigram, describingPieces: descriptive.pieces };
}

/** Whether a word read at a clipped edge is rather a describing word clipped there ("CHARDO" of "Chardonnay"). */
function isClippedDescribingWord(
  key: string,
  name: HouseName,
  describingPieces: ReadonlyMap<string, readonly string[]>,
  edge: "start" | "end",
): boolean {
  const words = describingPieces.get(key) ?? [];
  return words.some(
    (word) => !name.tokens.includes(word) && (edge === "end" ? word.startsWith(key) : word.endsWith(key)),
  );
}

export const clippedHouseIndexOf = perKnowledgeBase(buildIndex);

/** A line's letters run together, with where each of its words starts and ends among them. */
type LineLetters = {
  letters: string;
  words: { start: number; end: number; key: string }[];
  boundaries: Set<number>;
  prominence: number;
};

/** The alignment grown by one letter misread at each end, when both strings go on there. */
function extendBySubstitution(alignment: LocalAlignment, name: string, line: string): LocalAlignment {
  const grown = { ...alignment };
  if (grown.start > 0 && grown.otherStart > 0) {
    grown.start -= 1;
    grown.otherStart -= 1;
  }
  if (grown.end < name.length && grown.otherEnd < line.length) {
    grown.end += 1;
    grown.otherEnd += 1;
  }
  return grown;
}

/**
 * How much of a house's name a line's letters read, or 0 when they do not read enough of it. Letters missing
 * from the name must be explained by the line's edge (where the bottle's curve hides them); the read part
 * must be whole words of the line, not the inside of another word ("caBERNEts" is no "Berne"), and a word
 * the catalogue knows in it must be a word of the name ("VALLEY" is no misread "Talley").
 */
function shareRead(
  name: HouseName,
  line: LineLetters,
  isKnownWord: (key: string) => boolean,
  describingPieces: ReadonlyMap<string, readonly string[]>,
  describingSimilarity: (key: string) => number,
): number {
  const alignment = extendBySubstitution(
    alignLocally(name.letters, line.letters),
    name.letters,
    line.letters,
  );
  const covered = alignment.end - alignment.start;
  if (covered < MIN_COVERED_LETTERS || covered < MIN_COVERED_SHARE * name.letters.length) return 0;
  if (alignment.start > 0 && alignment.otherStart > 0) return 0;
  if (alignment.end < name.letters.length && alignment.otherEnd < line.letters.length) return 0;
  if (!line.boundaries.has(alignment.otherStart) || !line.boundaries.has(alignment.otherEnd)) return 0;
  const inside = line.words.filter(
    (word) => word.start >= alignment.otherStart && word.end <= alignment.otherEnd,
  );
  if (inside.some((word) => isKnownWord(word.key) && !name.tokens.includes(word.key))) return 0;
  // The word at a clipped edge is a piece of the name, not a word of its own ("VALLEY" is no "Spy Valley").
  const isClippedStart = alignment.start > 0;
  const isClippedEnd = alignment.end < name.letters.length;
  if (isClippedStart && isKnownWord(inside[0]?.key ?? "")) return 0;
  if (isClippedEnd && isKnownWord(inside.at(-1)?.key ?? "")) return 0;
  // … nor a describing word the edge clipped ("CHARDO" is no "Chard Farm").
  if (isClippedStart && isClippedDescribingWord(inside[0]?.key ?? "", name, describingPieces, "start"))
    return 0;
  if (isClippedEnd && isClippedDescribingWord(inside.at(-1)?.key ?? "", name, describingPieces, "end"))
    return 0;
  // … nor one word read as near a describing word as the name ("CLASSICS" is Classico, not Classica), or the
  // start or end of one ("CHARDO" is no clipped "Guicharde").
  const only = inside.length === 1 ? inside[0]!.key : null;
  if (only && describingSimilarity(only) >= computeStringSimilarity(only, name.letters)) return 0;
  if (only && (describingPieces.get(only) ?? []).some((word) => !name.tokens.includes(word))) return 0;
  // A name read whole and right is the word-by-word reading's to find.
  if (!isClippedStart && !isClippedEnd && alignment.matches === covered) return 0;
  const agreement = alignment.matches / Math.max(covered, alignment.otherEnd - alignment.otherStart);
  if (agreement < MIN_LETTER_AGREEMENT) return 0;
  const naming = name.namingLetters.slice(alignment.start, alignment.end).filter(Boolean).length;
  if (naming < MIN_NAMING_LETTERS) return 0;
  return (covered / name.letters.length) * agreement;
}

function lettersOf(line: LabelLine, tallest: number): LineLetters {
  let letters = "";
  const words: LineLetters["words"] = [];
  for (const word of line.words) {
    for (const piece of word.key.split(" ")) {
      const key = piece.replace(/[^a-z]/g, "");
      if (key === "") continue;
      words.push({ start: letters.length, end: letters.length + key.length, key });
      letters += key;
    }
  }
  const boundaries = new Set([0, ...words.map((word) => word.end)]);
  return { letters, words, boundaries, prominence: line.height / tallest };
}

/**
 * Houses of the catalogue a label line spells in part, best
 * first. For names the word-by-word reading misses because the bottle's curve took their first or last letters.
 */
export function findClippedHouses(
  knowledgeBase: KnowledgeBase,
  lines: readonly LabelLine[],
  isKnownWord: (key: string) => boolean,
  describingSimilarity: (key: string) => number = () => 0,
): ClippedHouse[] {
  const index = clippedHouseIndexOf(knowledgeBase);
  const named = lines.filter((line) => !line.isBoilerplate);
  const tallest = Math.max(1e-6, ...named.map((line) => line.height));
  const texts = named.map((line) => lettersOf(line, tallest));
  const best = new Map<number, ClippedHouse>();
  for (const text of texts) {
    const { letters, prominence } = text;
    if (letters.length < MIN_COVERED_LETTERS || prominence < MIN_PROMINENCE) continue;
    const shared = new Map<number, number>();
    for (const gram of trigramsOf(letters)) {
      for (const nameIndex of index.byTrigram.get(gram) ?? []) {
        shared.set(nameIndex, (shared.get(nameIndex) ?? 0) + 1);
      }
    }
    for (const [nameIndex, count] of shared) {
      if (count < MIN_SHARED_TRIGRAMS) continue;
      const name = index.names[nameIndex]!;
      const share = shareRead(name, text, isKnownWord, index.describingPieces, describingSimilarity);
      if (share === 0) continue;
      const before = best.get(name.producerIndex);
      if (!before || share * prominence > before.share * before.prominence) {
        best.set(name.producerIndex, { producerIndex: name.producerIndex, share, prominence });
      }
    }
  }
  return [...best.values()].sort((a, b) => b.share * b.prominence - a.share * a.prominence);
}

/** Whether letters read on the label are a piece of a house's name ("umbiacrest" of "Columbia Crest"). */
export function isPartOfHouseName(letters: string, houseName: string): boolean {
  const name = normalizeWineName(houseName).replace(/[^a-z]/g, "");
  const alignment = alignLocally(name, letters);
  return alignment.matches >= MIN_LETTER_AGREEMENT * letters.length;
}
