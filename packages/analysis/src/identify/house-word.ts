import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import type { StyleTerm } from "./style-terms.ts";

/** Words that say what kind of house it is; in France a "Château" is most often Bordeaux, a "Domaine" Burgundy. */
export const HOUSE_WORDS: ReadonlySet<string> = new Set([
  "chateau",
  "domaine",
  "clos",
  "maison",
  "tenuta",
  "castello",
  "cantina",
  "fattoria",
  "podere",
  "cascina",
  "azienda",
  "bodegas",
  "bodega",
  "finca",
  "vina",
  "celler",
  "quinta",
  "herdade",
  "weingut",
  "schloss",
]);

/** The first house word of the producer's name, or "" when there is none. */
export function houseWord(query: QueryAnalysis): string {
  return query.tokens.slice(0, leadTokenCount(query)).find((token) => HOUSE_WORDS.has(token)) ?? "";
}

/**
 * The label words the fitted defaults are keyed by, most telling first: the house word, then the style words
 * ("crianza", "riserva"). A Spanish "Crianza" with no place is a Rioja far more often than the usual Spanish red.
 */
export function defaultKeyWords(query: QueryAnalysis, styleTerms: readonly StyleTerm[]): string[] {
  const house = houseWord(query);
  // A word that gives a colour or a style (Rosso, Brut, Port) is already the default's kind of wine.
  const words = styleTerms
    .filter((term) => term.color === undefined && term.style === undefined)
    .map((term) => term.id);
  return [...new Set(house === "" ? words : [house, ...words])];
}
