import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { STYLE_TERMS, type StyleTerm } from "./style-terms.ts";

// A Douro house's wine called only "Vintage" ("Quinta do Crasto 2015 Vintage") is its Vintage Port: the lodges
// and quintas write the category alone on the label, as they write "Tawny" or "LBV".

const PORT_TERM = STYLE_TERMS.find((term) => term.id === "port")!;

export interface VintagePort {
  region: Region;
  term: StyleTerm;
}

/** The Port appellation and style when the label's "Vintage" can only mean a Vintage Port, else undefined. */
export function readVintagePort(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  styleTerms: readonly StyleTerm[],
  house: CatalogProducer | undefined,
): VintagePort | undefined {
  if (house === undefined || styleTerms.some((term) => term.style !== undefined)) return undefined;
  if (!isWithinRegion(knowledgeBase, house.region, "douro")) return undefined;
  const houseTokens = new Set((knowledgeBase.catalog.producerNames[house.index] ?? []).flat());
  if (!query.tokens.some((token) => token === "vintage" && !houseTokens.has(token))) return undefined;
  const region = knowledgeBase.regions.get("port");
  return region === undefined ? undefined : { region, term: PORT_TERM };
}
