import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import type { PhraseMatch } from "./phrase-dictionary.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { regionNameTokens } from "./region-name-tokens.ts";

/**
 * True when the phrase names a place by a name that shares no word with its own: one of its villages or
 * vineyards ("Hill of Grace" for Eden Valley, "Asili" for Barbaresco), not its own name written with a
 * designation or a qualifier ("Champagne Brut", "Columbia Valley (WA)").
 */
export function isPlaceCalledOtherwise(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  phrase: PhraseMatch,
): boolean {
  const written = new Set(query.tokens.slice(phrase.start, phrase.end));
  const regions = phrase.terms.flatMap((term) =>
    term.kind === "region" ? (knowledgeBase.regions.get(term.regionId) ?? []) : [],
  );
  return (
    regions.length > 0 &&
    regions.every((region) =>
      regionNameTokens(region).every((token) => GENERIC_NAME_WORDS.has(token) || !written.has(token)),
    )
  );
}
