import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";
import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { STYLE_TERMS, type StyleTerm } from "./style-terms.ts";

// A Douro house's wine called only "Vintage" ("Quinta do Crasto 2015 Vintage") is its Vintage Port: the lodges
// and quintas write the category alone on the label, as they write "Tawny" or "LBV".

const VINTAGE_PORT_TERM = STYLE_TERMS.find((term) => term.id === "vintage-port")!;

export interface VintagePort {
  region: Region;
  term: StyleTerm;
}

/** The words of the house's name: a catalogued house's names, else the words before the vintage. */
export function houseWords(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer | undefined,
): ReadonlySet<string> {
  return new Set(
    house === undefined
      ? query.tokens.slice(0, leadTokenCount(query))
      : (knowledgeBase.catalog.producerNames[house.index] ?? []).flat(),
  );
}

/**
 * The Port appellation and style when the label's "Vintage" can only mean a Vintage Port: the house is at home in
 * the Douro, "Vintage" is not a word of its name, and no other style word is on the label. Else undefined.
 */
export function readVintagePort(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  styleTerms: readonly StyleTerm[],
  home: Region | undefined,
  houseTokens: ReadonlySet<string>,
): VintagePort | undefined {
  if (styleTerms.some((term) => term.style !== undefined)) return undefined;
  if (!isWithinRegion(knowledgeBase, home, "douro")) return undefined;
  if (!query.tokens.some((token) => token === "vintage" && !houseTokens.has(token))) return undefined;
  const region = knowledgeBase.regions.get("port");
  return region === undefined ? undefined : { region, term: VINTAGE_PORT_TERM };
}

/** Words that on a Douro label mean a Port; "Colheita" too, unless the label names a table wine's colour. */
const PORT_WORDS: ReadonlySet<string> = new Set(["ruby", "tawny", "lbv", "port", "porto"]);
const DATED_TAWNY_WORD = "colheita";

/**
 * The Port appellation for a Douro house's wine whose label calls it a Port ("Niepoort Ruby", "… 10 Year Old
 * Tawny", "Quinta do Noval 1995 Colheita", not "Quinta da Pacheca 2013 Colheita Tinto") in words that are not the
 * house's name: it comes from the Port appellation, not the house's Douro table-wine home. Else undefined.
 */
export function namedPortOfDouroHouse(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  home: Region | undefined,
  houseTokens: ReadonlySet<string>,
  isColorNamed: boolean,
): Region | undefined {
  if (home?.id === "port" || !isWithinRegion(knowledgeBase, home, "douro")) return undefined;
  const isPortWord = query.tokens.some(
    (token) =>
      (PORT_WORDS.has(token) || (token === DATED_TAWNY_WORD && !isColorNamed)) && !houseTokens.has(token),
  );
  return isPortWord ? knowledgeBase.regions.get("port") : undefined;
}
