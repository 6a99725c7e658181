import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { tokenize } from "../text/normalize.ts";

/**
 * Which countries' houses use a word in their names (or in their wines' names), learnt from the catalogue: "Creek"
 * and "Wines" are more often Australian, "Cellars" and "Vineyards" American, "Adega" Portuguese; among cuvée names
 * "Vineyard" and "Estate" read American, "Bin" Australian, "Vinhas" Portuguese. A word's evidence is its
 * log-likelihood ratio against the catalogue's average house, so a word every country uses says nothing.
 */
export interface NameWordModel {
  /** Sum of the words' log-likelihood ratios per country (countries with enough houses only). */
  score(tokens: readonly string[]): Map<string, number>;
}

const SMOOTHING = 150;
const MIN_HOUSES = 40;

/** The distinct words of names, as the models count them: two letters or more, no numbers. */
export function nameWords(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const token of tokenize(name)) if (token.length > 1 && !/^\d+$/.test(token)) words.add(token);
  }
  return words;
}

/** The model over the names `namesOf` gives for each house: its own names, or its wines' names. */
function buildWordModel(
  knowledgeBase: KnowledgeBase,
  namesOf: (producer: KnowledgeBase["producers"][number]) => string[],
): NameWordModel {
  const houses = new Map<string, number>();
  const byCountry = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  for (const producer of knowledgeBase.producers) {
    houses.set(producer.country, (houses.get(producer.country) ?? 0) + 1);
    const counts = byCountry.get(producer.country) ?? new Map<string, number>();
    byCountry.set(producer.country, counts);
    for (const word of nameWords(namesOf(producer))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
      totals.set(word, (totals.get(word) ?? 0) + 1);
    }
  }
  const houseTotal = knowledgeBase.producers.length;
  const countries = [...houses].filter(([, count]) => count >= MIN_HOUSES).map(([country]) => country);
  return {
    score(tokens) {
      const scores = new Map<string, number>(countries.map((country) => [country, 0]));
      for (const word of new Set(tokens)) {
        const total = totals.get(word);
        if (total === undefined || total < 2) continue;
        const rate = total / houseTotal;
        for (const country of countries) {
          const count = byCountry.get(country)?.get(word) ?? 0;
          const ratio = (count + SMOOTHING * rate) / (houses.get(country)! + SMOOTHING) / rate;
          scores.set(country, scores.get(country)! + Math.log(ratio));
        }
      }
      return scores;
    },
  };
}

export const nameWordModel = perKnowledgeBase((knowledgeBase) =>
  buildWordModel(knowledgeBase, (producer) => [producer.name, ...producer.aliases]),
);

export const cuveeWordModel = perKnowledgeBase((knowledgeBase) =>
  buildWordModel(knowledgeBase, (producer) =>
    producer.wines.flatMap((entry) => [entry.wine.name, ...entry.wine.aliases]),
  ),
);
