import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { COUNTRY_WORD_CUES } from "./country-cues.ts";
import { HOUSE_WORDS } from "./house-word.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

/** English business words of one country's labels: "Ascension Cellars" is Californian, not NZ's Ascension Wine Estate. */
const ONE_COUNTRY_BUSINESS_WORDS: ReadonlySet<string> = new Set(["cellars", "vintners", "ranch", "canyon"]);

/**
 * True when the words naming the house carry a house word of another country than this house's, one none of
 * its names has: "Tenuta Rocca" is not the Napa house "Rocca Family Vineyards", "Domaine Hirsch" not Sonoma's
 * "Hirsch Vineyards"; or "Domaine" for a house named only as a château. Only the house's part of the text is
 * read (before a vintage written mid-text, or a house word opening the text), so a cuvée's words ("Clos …") do
 * not count.
 */
export function hasForeignHouseWord(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  producer: CatalogProducer,
  wine?: CatalogWineEntry,
): boolean {
  // A word of the wine's own name is the wine's: "Clos Electrique" of Cameron Winery, "Château Julia" of Domaine
  // Costa Lazaridi, written before their houses.
  const wineNames = wine === undefined ? [] : (knowledgeBase.catalog.wineNames[wine.index] ?? []);
  const isWineWord = (token: string) => wineNames.some((name) => name.includes(token));
  const lead = query.tokens.slice(0, query.parsed.hasYearInside ? query.parsed.tailStart : 1);
  const names = knowledgeBase.catalog.producerNames[producer.index] ?? [];
  // A "Domaine" is not the château of the same name: Domaine Sainte-Marie in Provence is no Château Sainte-Marie
  // of Bordeaux, Domaine les Pins of Bourgueil no Château Les Pins.
  const isDomaineForChateau =
    lead.includes("domaine") &&
    !isWineWord("domaine") &&
    names.some((name) => name.includes("chateau")) &&
    !names.some((name) => name.includes("domaine"));
  if (isDomaineForChateau) return true;
  return lead.some((token) => {
    if (!HOUSE_WORDS.has(token) && !ONE_COUNTRY_BUSINESS_WORDS.has(token)) return false;
    if (isWineWord(token)) return false;
    const countries = COUNTRY_WORD_CUES[token];
    if (countries === undefined || producer.country in countries) return false;
    return !names.some((name) => name.includes(token));
  });
}
