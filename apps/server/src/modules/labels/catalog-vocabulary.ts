import { type KnowledgeBase, normalizeWineName, perKnowledgeBase } from "@vinestra/analysis";
import { computeStringSimilarity } from "@vinestra/domain";

/** A catalogue word an OCR word may stand for, and how alike the two are (0–1). */
export type WordMatch = { token: string; similarity: number };

/** Every word of the catalogue's names (producers, wines, regions, grapes), indexed for OCR-tolerant lookup. */
export type CatalogVocabulary = {
  has(token: string): boolean;
  /** Catalogue words an OCR key may be, best first: exact, one or two letters off, or clipped at an edge. */
  match(key: string): WordMatch[];
  /** How a catalogue word is printed ("medoc" → "Médoc"), for names shown to people. */
  display(token: string): string | undefined;
};

/** Below this, two words are different words rather than one read badly. */
const MIN_SIMILARITY = 0.8;
/** A clipped word ("ldinger" for "aldinger") must keep most of the word. */
const MIN_FRAGMENT_SHARE = 0.7;
/** Shorter words are matched exactly: one letter off, "fino" is "nino" and "bea" is "bar". */
const MIN_FUZZY_LENGTH = 5;

function trigrams(token: string): string[] {
  const padded = `^${token}$`;
  const grams: string[] = [];
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.push(padded.slice(index, index + 3));
  return grams;
}

function allowedEdits(length: number): number {
  if (length < 7) return 1;
  return length < 11 ? 2 : 3;
}

function namesOf(knowledgeBase: KnowledgeBase): string[] {
  const names: string[] = [];
  for (const producer of knowledgeBase.producers) {
    names.push(producer.name, ...producer.aliases);
    for (const entry of producer.wines) names.push(entry.wine.name, ...entry.wine.aliases);
  }
  for (const region of knowledgeBase.regions.values()) names.push(region.name, ...region.aliases);
  for (const variety of knowledgeBase.varieties.values()) names.push(variety.name, ...variety.synonyms);
  return names;
}

function buildVocabulary(knowledgeBase: KnowledgeBase): CatalogVocabulary {
  const tokens = new Set<string>();
  const printed = new Map<string, string>();
  for (const name of namesOf(knowledgeBase)) {
    for (const token of normalizeWineName(name).split(" ")) if (token) tokens.add(token);
    for (const piece of name.split(/[^\p{L}\p{N}]+/u)) {
      const key = normalizeWineName(piece);
      if (key && !key.includes(" ") && !printed.has(key)) printed.set(key, piece);
    }
  }
  const byTrigram = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.length < MIN_FUZZY_LENGTH) continue;
    for (const gram of new Set(trigrams(token))) {
      const list = byTrigram.get(gram);
      if (list) list.push(token);
      else byTrigram.set(gram, [token]);
    }
  }
  const cache = new Map<string, WordMatch[]>();

  function similarityOf(key: string, token: string): number {
    const edits = Math.round((1 - computeStringSimilarity(key, token)) * Math.max(key.length, token.length));
    if (edits <= allowedEdits(Math.max(key.length, token.length))) {
      const similarity = computeStringSimilarity(key, token);
      if (similarity >= MIN_SIMILARITY) return similarity;
    }
    // OCR clips letters at a word's edge ("aglietti") or glues a mark to it ("bmerlot").
    if (token.includes(key) && key.length / token.length >= MIN_FRAGMENT_SHARE)
      return key.length / token.length;
    if (token.length >= MIN_FUZZY_LENGTH && key.includes(token) && token.length / key.length >= 0.75) {
      return 0.9 * (token.length / key.length);
    }
    return 0;
  }

  function match(key: string): WordMatch[] {
    const cached = cache.get(key);
    if (cached) return cached;
    // A word the catalogue knows is that word: "france" is not a misread "franco", nor "clare" "clarke".
    const found: WordMatch[] = tokens.has(key) ? [{ token: key, similarity: 1 }] : [];
    if (found.length === 0 && key.length >= MIN_FUZZY_LENGTH && !/\d/.test(key)) {
      const shared = new Map<string, number>();
      for (const gram of trigrams(key)) {
        for (const token of byTrigram.get(gram) ?? []) shared.set(token, (shared.get(token) ?? 0) + 1);
      }
      for (const [token, count] of shared) {
        if (token === key || count < 2) continue;
        const similarity = similarityOf(key, token);
        if (similarity > 0) found.push({ token, similarity });
      }
    }
    found.sort((a, b) => b.similarity - a.similarity || a.token.localeCompare(b.token));
    const best = found.slice(0, 5);
    if (cache.size > 20_000) cache.clear();
    cache.set(key, best);
    return best;
  }

  return { has: (token) => tokens.has(token), match, display: (token) => printed.get(token) };
}

/** The vocabulary of a knowledge base, built once. */
export const vocabularyOf: (knowledgeBase: KnowledgeBase) => CatalogVocabulary =
  perKnowledgeBase(buildVocabulary);
