import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

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
