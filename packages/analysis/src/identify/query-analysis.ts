import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { ParsedQuery } from "../text/parse-query.ts";
import type { PhraseMatch } from "./phrase-dictionary.ts";

/** The query's tokens after typo correction, and the phrases (appellations, grapes, style words) found in them. */
export interface QueryAnalysis {
  parsed: ParsedQuery;
  tokens: string[];
  /** True where a token was corrected to a known word. */
  isCorrected: boolean[];
  phrases: PhraseMatch[];
  /** For each token, the phrase it belongs to. */
  phraseAt: (PhraseMatch | undefined)[];
}

export function analyzeQuery(knowledgeBase: KnowledgeBase, parsed: ParsedQuery): QueryAnalysis {
  const isCorrected: boolean[] = [];
  // Before a mid-text vintage the words name the house as printed: an unknown house one letter away from a
  // catalogued one is a different house, so only the wine's own words are corrected there.
  const firstCorrectable = parsed.hasYearInside ? parsed.tailStart : 0;
  const tokens = parsed.tokens.map(({ token }, position) => {
    if (position < firstCorrectable) {
      isCorrected.push(false);
      return token;
    }
    const corrected = knowledgeBase.vocabulary.correct(token);
    isCorrected.push(corrected !== undefined && corrected !== token);
    return corrected ?? token;
  });
  const phrases = knowledgeBase.phrases.detect(tokens);
  const phraseAt: (PhraseMatch | undefined)[] = tokens.map(() => undefined);
  for (const phrase of phrases) {
    for (let position = phrase.start; position < phrase.end; position += 1) phraseAt[position] = phrase;
  }
  return { parsed, tokens, isCorrected, phrases, phraseAt };
}

/** True when the phrase lies after the vintage ("Producer 2015 Barolo"), where the wine's own words are. */
export function isInTail(query: QueryAnalysis, phrase: PhraseMatch): boolean {
  return phrase.start >= query.parsed.tailStart && query.parsed.hasYearInside;
}
