import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { isLabelPhrase, type PhraseMatch } from "./phrase-dictionary.ts";
import { isPlaceCalledOtherwise } from "./place-called-otherwise.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

// Texts that name a kind of wine (a place, a grape, label words) rather than one bottling.

/** True when the query is only label words shared by many wines ("Reserva", "Grand Cru", "Brut"). */
export function isOnlyClassWords(query: QueryAnalysis): boolean {
  return query.tokens.length > 0 && query.phraseAt.every(isLabelPhrase);
}

/**
 * True when the query only names a place or grape ("Barolo 2016", "Chardonnay 2018"): that describes a kind of
 * wine, which we analyse as such rather than asking which of many producers' bottlings was meant.
 */
export function isOnlyPlaceOrGrape(
  query: QueryAnalysis,
  isIgnored: (token: string) => boolean = () => false,
): boolean {
  return (
    query.tokens.length > 0 &&
    query.phraseAt.every((phrase, position) => phrase !== undefined || isIgnored(query.tokens[position]!)) &&
    query.phrases.some((phrase) => phrase.terms.some((term) => term.kind !== "style"))
  );
}

/**
 * True when the query names a grape and nothing but places and label words ("Malbec 2021", "Mendoza Malbec"): a
 * kind of wine, not the one bottling whose name happens to be those words (a "Malbec-Malbec" from Mendoza).
 */
export function isGrapeKind(
  query: QueryAnalysis,
  isIgnored: (token: string) => boolean = () => false,
): boolean {
  return (
    isOnlyPlaceOrGrape(query, isIgnored) &&
    query.phrases.some((phrase) => phrase.terms.some((term) => term.kind === "variety"))
  );
}

/** For each region, the catalogued houses with a wine from it or from a place inside it. */
const housesByRegion = perKnowledgeBase((knowledgeBase: KnowledgeBase) => {
  const houses = new Map<string, Set<number>>();
  for (const entry of knowledgeBase.wines) {
    for (const region of regionLineage(knowledgeBase, entry.region)) {
      const set = houses.get(region.id) ?? new Set<number>();
      set.add(entry.producer.index);
      houses.set(region.id, set);
    }
  }
  return houses;
});

/**
 * True when the words are a place's other name, not its own, and name a catalogued wine of one house: "Hill of
 * Grace", a vineyard within Eden Valley, is Henschke's wine.
 */
function isOneHousesVineyard(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  phrase: PhraseMatch,
): boolean {
  const words = query.tokens.slice(phrase.start, phrase.end);
  const written = words.join(" ");
  if (!isPlaceCalledOtherwise(knowledgeBase, query, phrase) || words[0] === undefined) return false;
  const { catalog } = knowledgeBase;
  const houses = new Set(
    catalog
      .winesWithToken(words[0])
      .filter((index) => catalog.wineNames[index]?.some((name) => name.join(" ") === written))
      .map((index) => knowledgeBase.wines[index]!.producer),
  );
  return houses.size === 1;
}

/**
 * True when the query names only a place that many houses' wines come from ("Pauillac 2010", "Pomerol 2015"):
 * a kind of wine, not the one house's bottling named after it. A place of one house ("Sassicaia", the monopole
 * "La Tâche") names that house's wine. `isIgnored` words may stand beside the place (a house's generic words).
 */
export function isPlaceKind(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  isIgnored: (token: string) => boolean = () => false,
): boolean {
  if (!isOnlyPlaceOrGrape(query, isIgnored)) return false;
  const houses = housesByRegion(knowledgeBase);
  const isSharedPlace = (phrase: PhraseMatch) =>
    !isOneHousesVineyard(knowledgeBase, query, phrase) &&
    phrase.terms.some((term) => term.kind === "region" && (houses.get(term.regionId)?.size ?? 0) > 1);
  // Style words beside it keep it a kind: "Sherry Amontillado", "Tawny Port 20 Year".
  return (
    query.phrases.some(isSharedPlace) &&
    query.phrases.every((phrase) => isSharedPlace(phrase) || isLabelPhrase(phrase))
  );
}
