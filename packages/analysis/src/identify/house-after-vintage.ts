import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { tokenize } from "../text/normalize.ts";
import { includesRun } from "../text/token-runs.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { analyzeQuery, type QueryAnalysis } from "./query-analysis.ts";

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
      if (names.some((name) => name.length >= 2 && includesRun(tail, name))) found.add(index);
    }
  }
  const [only] = found;
  return found.size === 1 && only !== undefined ? knowledgeBase.producers[only] : undefined;
}

/**
 * The text read in a label's order, the wine's name first and its house after the vintage ("Sassicaia Bolgheri
 * Sassicaia DOC 2016 Tenuta San Guido", "Barolo Monfortino Riserva 2013 Giacomo Conterno"): the same text with
 * the vintage taken as written last, so that its words are read as one name. Only for one house whose whole name
 * the words after the vintage give, when every word before it is a word of that house's wines or a place or
 * style word, one at least a word of its wines; undefined otherwise ("François Lurton 2015 Hacienda Araucano
 * Reserva" stays the exporter's label). The words before the vintage may name another house (`leadHouse`) when
 * none after it is that house's: "Grange 2010 Penfolds" is Penfolds's Grange, not The Grange Hampshire's.
 */
export function inLabelOrder(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  leadHouse?: CatalogProducer,
): QueryAnalysis | undefined {
  const { parsed } = query;
  if (!parsed.hasYearInside) return undefined;
  const { catalog } = knowledgeBase;
  const lead = query.tokens.slice(0, parsed.tailStart);
  const tail = query.tokens.slice(parsed.tailStart);
  // A house the words before the vintage name is the label's, unless no word after it is that house's.
  if (leadHouse !== undefined) {
    const houseTokens = catalog.producerTokens[leadHouse.index]!;
    const words = wineWords(leadHouse);
    const isOwn = (token: string) => houseTokens.has(token) || words.has(token);
    if (tail.some((token) => !GENERIC_NAME_WORDS.has(token) && isOwn(token))) return undefined;
  }
  const houses = new Set<number>();
  for (const token of new Set(tail)) {
    if (GENERIC_NAME_WORDS.has(token)) continue;
    for (const index of catalog.producersWithToken(token)) {
      const house = knowledgeBase.producers[index]!;
      const names = catalog.producerNames[index] ?? [];
      if (!names.some((name) => name.length > 0 && includesRun(tail, name))) continue;
      const words = wineWords(house);
      const isKnown = (word: string, position: number) =>
        words.has(word) || query.phraseAt[position] !== undefined;
      if (house !== leadHouse && lead.every(isKnown) && lead.some((word) => words.has(word)))
        houses.add(index);
    }
  }
  if (houses.size !== 1) return undefined;
  return analyzeQuery(knowledgeBase, { ...parsed, tailStart: parsed.tokens.length, hasYearInside: false });
}

const wineWordsOfHouse = new WeakMap<CatalogProducer, ReadonlySet<string>>();

/** Every word of a house's wines' names, read once per house. */
function wineWords(house: CatalogProducer): ReadonlySet<string> {
  let words = wineWordsOfHouse.get(house);
  if (words === undefined) {
    words = new Set(
      house.wines.flatMap((entry) => [entry.wine.name, ...entry.wine.aliases].flatMap(tokenize)),
    );
    wineWordsOfHouse.set(house, words);
  }
  return words;
}
