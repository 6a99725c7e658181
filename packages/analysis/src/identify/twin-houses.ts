import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { normalizePhrase } from "../text/normalize.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

// What a house's name stands for: its grand vin, and, when two houses go by one name, either of them ("Cos" is
// the Sicilian COS and what collectors call Cos d'Estournel).

const housesByName = perKnowledgeBase((knowledgeBase: KnowledgeBase) => {
  const byName = new Map<string, CatalogProducer[]>();
  for (const producer of knowledgeBase.producers) {
    for (const name of new Set([producer.name, ...producer.aliases].map(normalizePhrase))) {
      const houses = byName.get(name) ?? [];
      houses.push(producer);
      byName.set(name, houses);
    }
  }
  return byName;
});

/** The houses whose name, or one of whose other names, is exactly the text. */
export function housesNamedAs(knowledgeBase: KnowledgeBase, text: string): readonly CatalogProducer[] {
  return housesByName(knowledgeBase).get(normalizePhrase(text)) ?? [];
}

/** Other houses that go by one of the house's names. */
export function twinHouses(knowledgeBase: KnowledgeBase, house: CatalogProducer): CatalogProducer[] {
  const byName = housesByName(knowledgeBase);
  const twins = new Set(
    [house.name, ...house.aliases].flatMap((name) => byName.get(normalizePhrase(name)) ?? []),
  );
  twins.delete(house);
  return [...twins];
}

/**
 * True when the wine's name is its house's name (or one of the house's other names): the house's grand vin. Its
 * own other names do not count: "Y" is also written "Y d'Yquem", which reads as "Yquem".
 */
export function isNamedAsHouse(entry: CatalogWineEntry): boolean {
  const name = normalizePhrase(entry.wine.name);
  return [entry.producer.name, ...entry.producer.aliases].some((house) => normalizePhrase(house) === name);
}

/** The wine a house's name alone stands for: the one named as the house, else its dearest. */
export function houseFlagship(house: CatalogProducer): CatalogWineEntry | undefined {
  return (
    house.wines.find(isNamedAsHouse) ??
    [...house.wines].sort((left, right) => right.wine.priceUsd[1] - left.wine.priceUsd[1])[0]
  );
}

/** A text this short that several houses' names share is a name people shorten, not a wine of its own. */
const MAX_SHARED_WORDS = 2;

/**
 * The houses whose names all hold the text's words, when the text is no more than a word or two that belong to
 * no place, grape or style ("Léoville", "Pichon", "Rauzan"): the Médoc's shortened names, each several houses'.
 */
export function housesSharingWords(knowledgeBase: KnowledgeBase, query: QueryAnalysis): CatalogProducer[] {
  if (query.parsed.hasYearInside || query.phrases.length > 0) return [];
  const words = [...new Set(query.tokens.filter((token) => !GENERIC_NAME_WORDS.has(token)))];
  if (words.length === 0 || words.length > MAX_SHARED_WORDS) return [];
  const { producerTokens, producersWithToken } = knowledgeBase.catalog;
  return producersWithToken(words[0]!)
    .filter((index) => words.every((word) => producerTokens[index]!.has(word)))
    .map((index) => knowledgeBase.producers[index]!);
}
