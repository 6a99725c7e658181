import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

/** A word this rare in the catalogue (about one or two houses use it) makes a house's name unmistakable. */
const RARE_WORD_WEIGHT = 8.5;

/**
 * The catalogued house a label names after the vintage, when the words before it name no house we know:
 * "François Lurton 2015 Hacienda Araucano Reserva" is Hacienda Araucano's, "Domaines Barons de Rothschild (Lafite)
 * 2014 Los Vascos Rosé" Los Vascos's, the owner or exporter written first. The whole of one of the house's names
 * must be written, two words at least, one of them rare; a name two houses share names neither.
 */
export function houseNamedAfterVintage(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
): CatalogProducer | undefined {
  if (!query.parsed.hasYearInside) return undefined;
  const { catalog } = knowledgeBase;
  const tail = query.tokens.slice(query.parsed.tailStart);
  const found = new Set<number>();
  for (const token of new Set(tail)) {
    if (catalog.weight(token) < RARE_WORD_WEIGHT) continue;
    for (const index of catalog.producersWithToken(token)) {
      const names = catalog.producerNames[index] ?? [];
      if (names.some((name) => name.length >= 2 && isWrittenIn(tail, name))) found.add(index);
    }
  }
  const [only] = found;
  return found.size === 1 && only !== undefined ? knowledgeBase.producers[only] : undefined;
}

function isWrittenIn(tokens: readonly string[], name: readonly string[]): boolean {
  for (let start = 0; start + name.length <= tokens.length; start += 1) {
    if (name.every((token, offset) => tokens[start + offset] === token)) return true;
  }
  return false;
}
