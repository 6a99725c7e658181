import { type KnowledgeBase, normalizeWineName, perKnowledgeBase } from "@vinestra/analysis";
import { LABEL_FILLER_WORDS } from "./label-boilerplate.ts";

export type DescriptiveWords = {
  /** Words that describe a wine rather than name it. */
  words: ReadonlySet<string>;
  /** Every word of every place name ("nuits", "saint", "georges"): no cuvée is named by them alone. */
  placeWords: ReadonlySet<string>;
  /** Classifications of two words or more ("cru bourgeois", "premier cru"), as token lists. */
  classificationPhrases: readonly (readonly string[])[];
  /**
   * Starts and ends of describing and place words, at least two letters short of them ("chardo", "lamette"),
   * with the words they are pieces of: what the bottle's curve leaves of them at a label's edge.
   */
  pieces: ReadonlyMap<string, readonly string[]>;
};

/** A piece of a describing word this long or longer reads as that word clipped rather than as a name. */
const MIN_PIECE_LETTERS = 4;

const tokensOf = (text: string) => normalizeWineName(text).split(" ").filter(Boolean);

/**
 * Words that describe a wine rather than name it: grapes, one-word places ("Margaux", "Garzón"),
 * classifications ("Cru Bourgeois", "Fino", "Riserva") and label fillers. Seen on a label they say nothing
 * about whose wine it is, so a name made only of them needs more than them to be recognised.
 */
export const descriptiveWordsOf = perKnowledgeBase((knowledgeBase: KnowledgeBase): DescriptiveWords => {
  const words = new Set<string>(LABEL_FILLER_WORDS);
  const placeWords = new Set<string>();
  const classifications: string[] = [];
  for (const region of knowledgeBase.regions.values()) {
    classifications.push(...region.classifications);
    for (const name of [region.name, ...region.aliases]) {
      const tokens = tokensOf(name);
      if (tokens.length === 1) words.add(tokens[0]!);
      for (const token of tokens) placeWords.add(token);
    }
  }
  for (const entry of knowledgeBase.wines)
    if (entry.wine.classification) classifications.push(entry.wine.classification);
  for (const variety of knowledgeBase.varieties.values()) {
    for (const name of [variety.name, ...variety.synonyms]) {
      // "Pinot Noir" describes; the "Henri" of "Alicante Henri Bouschet" does not.
      const tokens = tokensOf(name);
      if (tokens.length <= 2) for (const token of tokens) words.add(token);
    }
  }
  const phrases = new Map<string, string[]>();
  for (const classification of classifications) {
    const tokens = tokensOf(classification.replace(/\(.*?\)/g, " "));
    for (const token of tokens) words.add(token);
    if (tokens.length >= 2) phrases.set(tokens.join(" "), tokens);
  }
  for (const word of words) placeWords.add(word);
  return {
    words,
    placeWords,
    classificationPhrases: [...phrases.values()],
    pieces: piecesOf(placeWords),
  };
});

function piecesOf(words: Iterable<string>): Map<string, string[]> {
  const pieces = new Map<string, string[]>();
  const add = (piece: string, word: string) => {
    const owners = pieces.get(piece);
    if (owners) owners.push(word);
    else pieces.set(piece, [word]);
  };
  for (const word of words) {
    if (!/^[a-z]+$/.test(word)) continue;
    for (let length = MIN_PIECE_LETTERS; length <= word.length - 2; length += 1) {
      add(word.slice(0, length), word);
      add(word.slice(-length), word);
    }
  }
  return pieces;
}

/** Whether a word is the start or the end of a longer describing or place word ("chardo", "lamette"). */
export function isPieceOfDescribingWord(descriptive: DescriptiveWords, key: string): boolean {
  return (descriptive.pieces.get(key)?.length ?? 0) > 0;
}
