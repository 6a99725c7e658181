import {
  type KnowledgeBase,
  normalizeWineName,
  perKnowledgeBase,
  type Region,
  regionLineage,
} from "@vinestra/analysis";
import type { OcrReading } from "../../adapters/ocr/ocr-reading.ts";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { type DescriptiveWords, descriptiveWordsOf } from "./descriptive-words.ts";
import { isPlausibleWord } from "./label-lines.ts";
import { GENERIC_WEIGHT } from "./name-readability.ts";

/** A house of a place the label prints whose name holds letters its headline reads ("AHE" of "ILLAHE"). */
export type PieceHouse = { producerIndex: number; piece: string };

/** A piece must have this many letters … */
const MIN_PIECE_LETTERS = 3;
/** … of which this many in words of the name that are not a place, grape or class … */
const MIN_NAMING_LETTERS = 3;
/** … be set at least this large (share of the label's tallest words): fine print names importers and places … */
const MIN_PROMINENCE = 0.4;
/**
 * … and be read at least this surely. A script or styled name is read in pieces tesseract doubts ("Emp" of
 * "Tempier" at 0.28); what makes a piece evidence is the rarity of its letters among houses and the place.
 */
const MIN_CONFIDENCE = 0.25;
const EDGE_MARKS = /^[^\p{L}]+|[^\p{L}]+$/gu;
/** Words of one OCR line a piece may run across ("N RO" of "CHEMIN ROYAL"). */
const MAX_RUN_WORDS = 3;
/**
 * The houses of a place that would hold the piece by chance, from how many houses of the whole catalogue hold
 * it, must stay below this: three letters common in names ("ere") fit some house of any large place.
 */
const MAX_CHANCE_FITS = 0.25;

/** A house's name as its distinctive letters run together, with the word each letter belongs to. */
type HouseLetters = { producerIndex: number; letters: string; words: string[] };
type Place = { names: HouseLetters[]; houses: number };
type PieceIndex = { all: HouseLetters[]; byRegion: Map<string, Place>; houses: number };

function buildIndex(knowledgeBase: KnowledgeBase): PieceIndex {
  const { catalog } = knowledgeBase;
  const all: HouseLetters[] = [];
  const byRegion = new Map<string, Place>();
  for (const producer of knowledgeBase.producers) {
    const names = new Map<string, HouseLetters>();
    for (const tokens of catalog.producerNames[producer.index] ?? []) {
      const kept = tokens.filter((token) => catalog.weight(token) > GENERIC_WEIGHT);
      const letters = kept.join("");
      if (letters.length < MIN_PIECE_LETTERS || names.has(letters)) continue;
      const words = kept.flatMap((token) => [...token].map(() => token));
      names.set(letters, { producerIndex: producer.index, letters, words });
    }
    all.push(...names.values());
    // A house counts in its own place and in every place that holds it.
    for (const region of regionLineage(knowledgeBase, producer.region)) {
      const place = byRegion.get(region.id) ?? { names: [], houses: 0 };
      place.names.push(...names.values());
      place.houses += 1;
      byRegion.set(region.id, place);
    }
  }
  return { all, byRegion, houses: knowledgeBase.producers.length };
}

export const housePieceIndexOf = perKnowledgeBase(buildIndex);

/** Whether a word names rather than describes: not a grape, one-word place or class, nor a place the label prints. */
type IsNaming = (word: string) => boolean;

/** Whether a name holds the piece with enough of it in words that name. */
function holds(name: HouseLetters, piece: string, isNaming: IsNaming): boolean {
  for (let at = name.letters.indexOf(piece); at >= 0; at = name.letters.indexOf(piece, at + 1)) {
    if (name.words.slice(at, at + piece.length).filter(isNaming).length >= MIN_NAMING_LETTERS) return true;
  }
  return false;
}

const housesHolding = (names: readonly HouseLetters[], piece: string, isNaming: IsNaming) => [
  ...new Set(names.filter((name) => holds(name, piece, isNaming)).map((name) => name.producerIndex)),
];

/** Letters of runs of whole words of a line, set large and read surely enough, that no catalogue word spells. */
function piecesOf(
  reading: OcrReading,
  tallest: number,
  descriptive: DescriptiveWords,
  isKnownWord: (key: string) => boolean,
): Set<string> {
  const pieces = new Set<string>();
  for (const line of reading.lines) {
    const words = line.words.map((word) => {
      const text = word.text.replace(EDGE_MARKS, "");
      // A letter standing alone is a piece too ("N" before "RO"); longer words must look like words.
      const isLetters = /^\p{L}+$/u.test(text) && (text.length === 1 || isPlausibleWord(text));
      return {
        letters: isLetters && word.confidence >= MIN_CONFIDENCE ? normalizeWineName(text) : "",
        height: word.box.bottom - word.box.top,
      };
    });
    for (let start = 0; start < words.length; start += 1) {
      let letters = "";
      let height = 0;
      for (const word of words.slice(start, start + MAX_RUN_WORDS)) {
        if (word.letters === "") break;
        letters += word.letters;
        height = Math.max(height, word.height);
        if (letters.length < MIN_PIECE_LETTERS || height < MIN_PROMINENCE * tallest) continue;
        if (isKnownWord(letters) || descriptive.words.has(letters) || descriptive.pieces.has(letters))
          continue;
        pieces.add(letters);
      }
    }
  }
  return pieces;
}

export type PieceEvidence = {
  /** The OCR's words, every line: a styled name's pieces are often on lines the reading set aside. */
  reading: OcrReading;
  /** The places the label prints. */
  places: readonly Region[];
  /** Words the label prints for its place, grape and class: they name no house. */
  printedWords: ReadonlySet<string>;
  /** Height of the label's tallest line that may name the wine; a piece must be set nearly as large. */
  tallest: number;
};

/**
 * Houses of the places the label prints whose names hold a piece read in large letters, where the OCR lost the
 * rest of a styled name ("ILL" "AHE" under "Willamette Valley" is Illahe; "Emp" over "Bandol" is Tempier). The
 * piece must fit one house of the place only, and be rare enough among all houses that a house of that place
 * holding it is no chance.
 */
export function findHousesByPiece(
  knowledgeBase: KnowledgeBase,
  { reading, places, printedWords, tallest }: PieceEvidence,
): PieceHouse[] {
  // Without a line that may name the wine there is no headline to take a piece from.
  if (tallest <= 0) return [];
  const index = housePieceIndexOf(knowledgeBase);
  const descriptive = descriptiveWordsOf(knowledgeBase);
  const isKnownWord = vocabularyOf(knowledgeBase).has;
  const isNaming: IsNaming = (word) => !descriptive.words.has(word) && !printedWords.has(word);
  const found = new Map<number, PieceHouse>();
  const pieces = [...piecesOf(reading, tallest, descriptive, isKnownWord)].sort(
    (a, b) => b.length - a.length,
  );
  for (const piece of pieces) {
    let catalogueFits: number | undefined;
    for (const region of places) {
      const place = region.level === "country" ? undefined : index.byRegion.get(region.id);
      if (!place) continue;
      const fitting = housesHolding(place.names, piece, isNaming);
      if (fitting.length !== 1) continue;
      catalogueFits ??= housesHolding(index.all, piece, isNaming).length;
      if ((place.houses * catalogueFits) / index.houses >= MAX_CHANCE_FITS) continue;
      const producerIndex = fitting[0]!;
      if (!found.has(producerIndex)) found.set(producerIndex, { producerIndex, piece });
      break;
    }
  }
  return [...found.values()];
}
