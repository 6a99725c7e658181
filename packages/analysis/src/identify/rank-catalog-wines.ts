import type { CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { VINTAGE_WORDS } from "./implied-words.ts";
import { type CatalogCandidate, isTermConsistent, scoreCatalogWine, scoredWords } from "./match-catalog.ts";
import { isLabelPhrase, type Term } from "./phrase-dictionary.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

/** Wines scored in full per query, those sharing the most (and rarest) words with it. */
const SHORTLIST_SIZE = 250;
/** How much a label word shared with a wine counts toward its place on the shortlist. */
const LABEL_WORD_SHARE = 0.1;
/** A catalogued wine scoring this or less explains too little of the query to be a candidate. */
const MIN_CANDIDATE_SCORE = 0.2;
/** Rounding room between a wine's bound and its score, which add the same weights in another order. */
const BOUND_SLACK = 1e-9;
const MAX_CANDIDATES = 8;

/** The catalogued wines that share a distinctive word with the query, best first. */
export function rankCatalogWines(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  accept: (entry: CatalogWineEntry) => boolean = () => true,
  limit = MAX_CANDIDATES,
): CatalogCandidate[] {
  // Words shared with each wine, by weight: a common grape word ("sauvignon") is shared with thousands of wines,
  // and only those that share the query's rarer words as well are worth scoring in full.
  const { catalog } = knowledgeBase;
  const sums = sharedWeights(knowledgeBase);
  const touched: number[] = [];
  let shortlist: number[];
  try {
    const seen = new Set<string>();
    const businessWords: string[] = [];
    query.tokens.forEach((token, position) => {
      if (seen.has(token)) return;
      seen.add(token);
      if (GENERIC_NAME_WORDS.has(token)) {
        businessWords.push(token);
        return;
      }
      // A label's rank words ("Premier Grand Cru Classé") are shared with thousands of wines whose names hold
      // them; they only break ties, so that they do not crowd the wine the other words name off the shortlist.
      const isLabelWord = isLabelPhrase(query.phraseAt[position]);
      const weight = catalog.weight(token) * (isLabelWord ? LABEL_WORD_SHARE : 1);
      const postings = catalog.winesWithToken(token);
      for (let at = 0; at < postings.length; at += 1) {
        const index = postings[at]!;
        // Every weight is above zero, so a zero sum is a wine not met yet.
        if (sums[index] === 0) touched.push(index);
        sums[index]! += weight;
      }
    });
    // "Château", "Estate" bring no wine to the shortlist, but among those met they break ties: "Estate Shiraz"
    // brings the wines named so before the thousands of other Shiraz.
    for (const token of businessWords) {
      const weight = catalog.weight(token);
      const postings = catalog.winesWithToken(token);
      for (let at = 0; at < postings.length; at += 1) {
        const index = postings[at]!;
        if (sums[index]! > 0) sums[index]! += weight;
      }
    }
    shortlist = touched.length <= SHORTLIST_SIZE ? touched : mostShared(touched, sums);
  } finally {
    for (const index of touched) sums[index] = 0;
  }
  // A wine's score is at most the share of the query it explains: a word by the wine's names, a phrase's word also
  // by a fact of the phrase the wine fits. Wines whose bound cannot reach the best `limit` so far are not scored.
  const bound = explainableShare(knowledgeBase, query);
  const bounded = shortlist
    .map((index) => ({ index, bound: bound(knowledgeBase.wines[index]!) }))
    .filter((item) => item.bound > MIN_CANDIDATE_SCORE - BOUND_SLACK)
    .sort((left, right) => right.bound - left.bound || left.index - right.index);
  const candidates: CatalogCandidate[] = [];
  for (const { index, bound: upper } of bounded) {
    if (candidates.length >= limit && upper < candidates[limit - 1]!.score - BOUND_SLACK) break;
    const entry = knowledgeBase.wines[index]!;
    if (!accept(entry)) continue;
    const candidate = scoreCatalogWine(knowledgeBase, query, entry);
    if (candidate.score <= MIN_CANDIDATE_SCORE) continue;
    candidates.push(candidate);
    candidates.sort(byScore);
    if (candidates.length > limit) candidates.pop();
  }
  return candidates;
}

/** One sum per catalogued wine, reused by every query and left at zero between them. */
const sharedWeights = perKnowledgeBase(
  (knowledgeBase: KnowledgeBase) => new Float64Array(knowledgeBase.wines.length),
);

/** The shortlist's wines among those met: the most shared weight first, then the catalogue's order. */
function mostShared(touched: readonly number[], sums: Float64Array): number[] {
  const ascending = new Float64Array(touched.length);
  for (let at = 0; at < touched.length; at += 1) ascending[at] = sums[touched[at]!]!;
  ascending.sort();
  const cutoff = ascending[ascending.length - SHORTLIST_SIZE]!;
  return touched
    .filter((index) => sums[index]! >= cutoff)
    .sort((left, right) => sums[right]! - sums[left]! || left - right)
    .slice(0, SHORTLIST_SIZE);
}

function byScore(left: CatalogCandidate, right: CatalogCandidate): number {
  return (
    right.score - left.score ||
    right.ownNameWeight - left.ownNameWeight ||
    left.entry.index - right.entry.index
  );
}

/**
 * For a catalogued wine, the most of the query's weight `scoreCatalogWine` could find explained: a vintage word
 * always, a phrase's word when the wine's names hold it or one of the phrase's facts fits the wine, any other word
 * when the wine's names hold it.
 */
function explainableShare(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
): (entry: CatalogWineEntry) => number {
  const { catalog } = knowledgeBase;
  const { distinct, total } = scoredWords(knowledgeBase, query);
  let always = 0;
  const byName: [token: string, weight: number][] = [];
  const byNameOrFact: [token: string, weight: number, terms: readonly Term[]][] = [];
  for (const { token, position, weight } of distinct) {
    const phrase = query.phraseAt[position];
    if (VINTAGE_WORDS.has(token)) always += weight;
    else if (phrase === undefined) byName.push([token, weight]);
    else byNameOrFact.push([token, weight, phrase.terms]);
  }
  return (entry) => {
    if (total <= 0) return 0;
    const wineTokens = catalog.wineTokens[entry.index]!;
    let found = always;
    for (const [token, weight] of byName) if (wineTokens.has(token)) found += weight;
    for (const [token, weight, terms] of byNameOrFact)
      if (wineTokens.has(token) || terms.some((term) => isTermConsistent(knowledgeBase, entry, term)))
        found += weight;
    return found / total;
  };
}
