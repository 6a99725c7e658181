import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { grapesGrownIn } from "../knowledge/region-lineage.ts";
import { COUNTRY_CALIBRATION } from "../model/country-calibration.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { writtenGrapeKey } from "./infer-country.ts";
import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

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
  const lead = ` ${query.tokens.slice(0, leadTokenCount(query)).join(" ")} `;
  const isInLead = (words: readonly string[]) => words.length > 0 && lead.includes(` ${words.join(" ")} `);
  const names = catalog.producerNames[producer.index] ?? [];
  if (names.some(isInLead)) return false;
  // Its own words without the business word ("Purcari" for Château Purcari), when no other house has them all.
  const isOnlyHouseWith = (words: readonly string[]) => {
    const houses = catalog
      .producersWithToken(words[0]!)
      .filter((index) => words.every((word) => catalog.producersWithToken(word).includes(index)));
    return houses.length === 1 && houses[0] === producer.index;
  };
  const ownWords = names.map((name) => name.filter((word) => !GENERIC_NAME_WORDS.has(word)));
  if (ownWords.some((words) => isInLead(words) && isOnlyHouseWith(words))) return false;
  const phrase = query.phrases.find((candidate) => candidate.terms.some((term) => term.kind === "variety"));
  if (phrase === undefined) return false;
  const grapes = phrase.terms.flatMap((term) => (term.kind === "variety" ? [term.varietyId] : []));
  if (producer.wines.some((entry) => entry.varieties.some((variety) => grapes.includes(variety.id)))) {
    return false;
  }
  const grownAtHome =
    producer.region === undefined ? new Set() : grapesGrownIn(knowledgeBase, producer.region);
  if (grapes.some((grape) => grownAtHome.has(grape))) return false;
  const written = query.tokens.slice(phrase.start, phrase.end).join(" ");
  const shares =
    COUNTRY_CALIBRATION.byVariety[writtenGrapeKey(written)] ?? COUNTRY_CALIBRATION.byVariety[grapes[0]!];
  return shares !== undefined && (shares[producer.country] ?? 0) < RARE_GRAPE_SHARE;
}
