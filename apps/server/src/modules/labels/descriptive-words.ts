import { type KnowledgeBase, normalizeWineName } from "@vinestra/analysis";
import { LABEL_FILLER_WORDS } from "./label-boilerplate.ts";

export type DescriptiveWords = {
  /** Words that describe a wine rather than name it. */
  words: ReadonlySet<string>;
  /** Every word of every place name ("nuits", "saint", "georges"): no cuvée is named by them alone. */
  placeWords: ReadonlySet<string>;
  /** Classifications of two words or more ("cru bourgeois", "premier cru"), as token lists. */
  classificationPhrases: readonly (readonly string[])[];
};

const cache = new WeakMap<KnowledgeBase, DescriptiveWords>();

const tokensOf = (text: string) => normalizeWineName(text).split(" ").filter(Boolean);

/**
 * Words that describe a wine rather than name it: grapes, one-word places ("Margaux", "Garzón"),
 * classifications ("Cru Bourgeois", "Fino", "Riserva") and label fillers. Seen on a label they say nothing
 * about whose wine it is, so a name made only of them needs more than them to be recognised.
 */
export function descriptiveWordsOf(knowledgeBase: KnowledgeBase): DescriptiveWords {
  let found = cache.get(knowledgeBase);
  if (!found) {
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
    found = { words, placeWords, classificationPhrases: [...phrases.values()] };
    cache.set(knowledgeBase, found);
  }
  return found;
}
