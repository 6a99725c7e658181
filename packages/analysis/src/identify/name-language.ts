import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { foldAccents } from "../text/normalize.ts";

/**
 * A character-trigram model of how names sound in each country (Italian "-etti", German "-berg", Portuguese
 * "-ão"), learnt from the knowledge base's own producer, wine and place names. It hints at the country of an
 * unknown house: "Poggioventoso" reads Italian even when nothing else on the label does.
 */
export interface NameLanguageModel {
  /** Log-likelihood per trigram of the name under each country's model, for countries with enough names. */
  score(name: string): Map<string, number>;
}

const SMOOTHING = 0.5;
const MIN_TRIGRAMS_PER_COUNTRY = 400;

function trigrams(name: string): string[] {
  const grams: string[] = [];
  for (const word of foldAccents(name)
    .replace(/[^a-z\u00c0-\u024f]+/g, " ")
    .trim()
    .split(" ")) {
    if (word.length < 2) continue;
    const padded = `^${word}$`;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.push(padded.slice(index, index + 3));
  }
  return grams;
}

/** Names that speak the country's language: houses and their wines, and places (not grape names, which travel). */
function* namesByCountry(knowledgeBase: KnowledgeBase): Iterable<[string, string]> {
  for (const producer of knowledgeBase.producers) {
    for (const name of [producer.name, ...producer.aliases]) yield [producer.country, name];
    for (const entry of producer.wines) yield [producer.country, entry.wine.name];
  }
  for (const region of knowledgeBase.regions.values()) {
    for (const name of [region.name, ...region.aliases]) yield [region.country, name];
  }
}

export function buildNameLanguageModel(knowledgeBase: KnowledgeBase): NameLanguageModel {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const [country, name] of namesByCountry(knowledgeBase)) {
    const table = counts.get(country) ?? new Map<string, number>();
    for (const gram of trigrams(name)) {
      table.set(gram, (table.get(gram) ?? 0) + 1);
      totals.set(country, (totals.get(country) ?? 0) + 1);
      vocabulary.add(gram);
    }
    counts.set(country, table);
  }
  const countries = [...counts.keys()]
    .filter((country) => (totals.get(country) ?? 0) >= MIN_TRIGRAMS_PER_COUNTRY)
    .sort();
  const size = vocabulary.size + 1;
  return {
    score(name) {
      const grams = trigrams(name);
      const scores = new Map<string, number>();
      if (grams.length === 0) return scores;
      for (const country of countries) {
        const table = counts.get(country)!;
        const denominator = Math.log((totals.get(country) ?? 0) + SMOOTHING * size);
        let sum = 0;
        for (const gram of grams) sum += Math.log((table.get(gram) ?? 0) + SMOOTHING) - denominator;
        scores.set(country, sum / grams.length);
      }
      return scores;
    },
  };
}

export const nameLanguageModel = perKnowledgeBase(buildNameLanguageModel);
