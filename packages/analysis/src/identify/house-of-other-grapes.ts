import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { grapesGrownIn } from "../knowledge/region-lineage.ts";
import { COUNTRY_CALIBRATION } from "../model/country-calibration.ts";
import { includesRun } from "../text/token-runs.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { writtenGrapeKey } from "./infer-country.ts";
import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { varietyCountryWeights } from "./typical-regions.ts";

/** Below this share of the critics' wines of a grape, a country hardly makes it. */
const RARE_GRAPE_SHARE = 0.01;

/**
 * True when the text gives only part of the house's name and names a grape the house neither bottles nor grows at
 * home, one its country hardly makes: another house that goes by that word, from where the grape grows. "Wilson
 * Zinfandel" is Californian, not the Clare Valley's Wilson Vineyard; "A-Mano Primitivo" is from Puglia, not Bodegas
 * Mano a Mano of La Mancha. A house named in full keeps its odd grape (Suvla's Chardonnay, Batič's Cabernet Franc).
 */
export function isPartNamedHouseOfOtherGrape(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  producer: CatalogProducer,
): boolean {
  const { catalog } = knowledgeBase;
  const names = catalog.producerNames[producer.index] ?? [];
  if (names.some((name) => isInLead(query, name))) return false;
  // Its own words without the business word ("Purcari" for Château Purcari), when no other house has them all.
  const isOnlyHouseWith = (words: readonly string[]) => {
    const houses = catalog
      .producersWithToken(words[0]!)
      .filter((index) => words.every((word) => catalog.producerTokens[index]!.has(word)));
    return houses.length === 1 && houses[0] === producer.index;
  };
  if (ownWordsOf(knowledgeBase, producer).some((words) => isInLead(query, words) && isOnlyHouseWith(words))) {
    return false;
  }
  const named = namedGrape(query);
  if (named === undefined || makesOrGrows(knowledgeBase, producer, named.grapes)) return false;
  const shares =
    COUNTRY_CALIBRATION.byVariety[writtenGrapeKey(named.written)] ??
    COUNTRY_CALIBRATION.byVariety[named.grapes[0]!];
  if (shares !== undefined) return (shares[producer.country] ?? 0) < RARE_GRAPE_SHARE;
  // A grape too rare among the critics' wines for a table: its homes in the knowledge base.
  const homes = varietyCountryWeights(knowledgeBase, named.grapes[0]!);
  return homes.size > 0 && !homes.has(producer.country);
}

/** True when the words before a mid-text vintage (or the whole text) hold these words in a row. */
function isInLead(query: QueryAnalysis, words: readonly string[]): boolean {
  return words.length > 0 && includesRun(query.tokens.slice(0, leadTokenCount(query)), words);
}

/** Each of the house's names without its business words ("Château", "Weingut", "Vineyards"). */
function ownWordsOf(knowledgeBase: KnowledgeBase, producer: CatalogProducer): string[][] {
  return (knowledgeBase.catalog.producerNames[producer.index] ?? []).map((name) =>
    name.filter((word) => !GENERIC_NAME_WORDS.has(word)),
  );
}

/**
 * How fully the text names the house where it names it: 2 with a business word of its name too ("Vinum Cellars"),
 * 1 with its own words alone ("Hirsch" for Weingut Hirsch or Hirsch Vineyards), 0 when not in full.
 */
export function namingFullness(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  producer: CatalogProducer,
): number {
  const names = knowledgeBase.catalog.producerNames[producer.index] ?? [];
  const withBusinessWord = names.filter((name) => name.some((word) => GENERIC_NAME_WORDS.has(word)));
  if (withBusinessWord.some((name) => isInLead(query, name))) return 2;
  return ownWordsOf(knowledgeBase, producer).some((words) => isInLead(query, words)) ? 1 : 0;
}

/** The first grape the text names: its possible variety ids and the words as written. */
function namedGrape(query: QueryAnalysis): { grapes: string[]; written: string } | undefined {
  const phrase = query.phrases.find((candidate) => candidate.terms.some((term) => term.kind === "variety"));
  if (phrase === undefined) return undefined;
  return {
    grapes: phrase.terms.flatMap((term) => (term.kind === "variety" ? [term.varietyId] : [])),
    written: query.tokens.slice(phrase.start, phrase.end).join(" "),
  };
}

/** True when the house bottles one of the grapes or its home grows one. */
function makesOrGrows(knowledgeBase: KnowledgeBase, producer: CatalogProducer, grapes: readonly string[]) {
  if (producer.wines.some((entry) => entry.varieties.some((variety) => grapes.includes(variety.id)))) {
    return true;
  }
  const grownAtHome =
    producer.region === undefined ? new Set<string>() : grapesGrownIn(knowledgeBase, producer.region);
  return grapes.some((grape) => grownAtHome.has(grape));
}

/**
 * Of two houses the text names alike, whether this one makes or grows the grape the text names (undefined when it
 * names none): "Hirsch Grüner Veltliner" is the Kamptal's Weingut Hirsch, not Sonoma's Hirsch Vineyards.
 */
export function makesNamedGrape(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  producer: CatalogProducer,
): boolean | undefined {
  const named = namedGrape(query);
  return named === undefined ? undefined : makesOrGrows(knowledgeBase, producer, named.grapes);
}
