import type { CellarWineLike } from "./cellar-wine.ts";
import {
  computeStringSimilarity,
  ITALIAN_APPELLATION_WORDS,
  isAtLeast,
  tokenizeForMatching,
} from "./similarity.ts";

/** Weights of the second matcher (spec §5, §9). */
export const MATCH_WEIGHTS = { name: 0.6, producer: 0.3, region: 0.1 } as const;
export const WEIGHTED_MATCH_THRESHOLD = 0.8;

export type WeightedMatchable = Pick<CellarWineLike, "wine_name" | "producer" | "region">;

/** Text for the weighted matcher: lowercased, accents folded, punctuation and appellation words removed. */
export function normalizeForWeightedMatch(text: string | null | undefined): string {
  return tokenizeForMatching(text, { dropYears: false })
    .filter((word) => !ITALIAN_APPELLATION_WORDS.has(word))
    .join(" ");
}

/**
 * Score = 0.6 × name similarity + 0.3 × producer similarity + 0.1 × region similarity. A field missing on
 * both sides counts as equal (1); missing on one side only, as different (0).
 */
export function scoreWeightedMatch(a: WeightedMatchable, b: WeightedMatchable): number {
  const field = (x: string | null | undefined, y: string | null | undefined) =>
    computeStringSimilarity(normalizeForWeightedMatch(x), normalizeForWeightedMatch(y));
  return (
    MATCH_WEIGHTS.name * field(a.wine_name, b.wine_name) +
    MATCH_WEIGHTS.producer * field(a.producer, b.producer) +
    MATCH_WEIGHTS.region * field(a.region, b.region)
  );
}

export interface WeightedMatch<W> {
  wine: W;
  score: number;
}

/** Candidates scoring at least the threshold (0.8), best first; the target itself is skipped. */
export function findWeightedMatches<W extends WeightedMatchable>(
  target: WeightedMatchable,
  candidates: readonly W[],
  threshold: number = WEIGHTED_MATCH_THRESHOLD,
): WeightedMatch<W>[] {
  return candidates
    .filter((wine) => wine !== target)
    .map((wine) => ({ wine, score: scoreWeightedMatch(target, wine) }))
    .filter((match) => isAtLeast(match.score, threshold))
    .sort((a, b) => b.score - a.score);
}

/**
 * Groups of likely duplicates for the Manage Duplicates tool: each wine not yet grouped collects the later
 * wines that match it; groups of two or more are returned in cellar order. Vintage is not compared, as the
 * spec's weighted matcher does not.
 */
export function groupDuplicateWines<W extends WeightedMatchable>(wines: readonly W[]): W[][] {
  const grouped = new Set<W>();
  const groups: W[][] = [];
  wines.forEach((wine, index) => {
    if (grouped.has(wine)) return;
    const rest = wines.slice(index + 1).filter((other) => !grouped.has(other));
    const matches = findWeightedMatches(wine, rest).map((match) => match.wine);
    if (matches.length === 0) return;
    for (const member of [wine, ...matches]) grouped.add(member);
    groups.push([wine, ...matches]);
  });
  return groups;
}
