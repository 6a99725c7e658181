import type { CellarWineLike } from "./cellar-wine.ts";
import {
  computeStringSimilarity,
  ITALIAN_APPELLATION_WORDS,
  isAbove,
  isAtLeast,
  tokenizeForMatching,
} from "./similarity.ts";
import { normalizeForComparison } from "./text.ts";

/** Name similarity needed for a potential duplicate (spec §5, §9). */
export const DUPLICATE_NAME_THRESHOLD = 0.8;
/** Producer similarity a potential duplicate must exceed when both producers are known. */
export const DUPLICATE_PRODUCER_THRESHOLD = 0.85;

export type DuplicateCandidate = Pick<CellarWineLike, "wine_name" | "producer" | "vintage" | "variety">;

/**
 * A wine name reduced for the cellar-add matcher: lowercased, accents folded, quotes, years, punctuation and
 * Italian appellation words removed, and every word of the given producers removed.
 */
export function normalizeNameForDuplicates(
  name: string,
  producers: readonly (string | null | undefined)[],
): string {
  const producerWords = new Set(producers.flatMap((producer) => tokenizeForMatching(producer)));
  return tokenizeForMatching(name)
    .filter((word) => !producerWords.has(word) && !ITALIAN_APPELLATION_WORDS.has(word))
    .join(" ");
}

/** Similarity of two producer names (case, accents and punctuation ignored). */
export function computeProducerSimilarity(a: string, b: string): number {
  return computeStringSimilarity(
    tokenizeForMatching(a, { dropYears: false }).join(" "),
    tokenizeForMatching(b, { dropYears: false }).join(" "),
  );
}

/**
 * The cellar-add duplicate rule (spec §5): same vintage; varieties equal ignoring case when both are known;
 * producer similarity above 0.85 when both are known; name similarity at least 0.8 after normalization. Both
 * names lose the words of both producers, so "Margaux" by "Château Margaux" still meets "Château Margaux".
 */
export function isPotentialDuplicate(candidate: DuplicateCandidate, existing: DuplicateCandidate): boolean {
  if ((candidate.vintage ?? null) !== (existing.vintage ?? null)) return false;
  const [varietyA, varietyB] = [candidate.variety?.trim(), existing.variety?.trim()];
  if (varietyA && varietyB && varietyA.toLowerCase() !== varietyB.toLowerCase()) return false;
  const [producerA, producerB] = [candidate.producer?.trim(), existing.producer?.trim()];
  if (
    producerA &&
    producerB &&
    !isAbove(computeProducerSimilarity(producerA, producerB), DUPLICATE_PRODUCER_THRESHOLD)
  ) {
    return false;
  }
  const producers = [producerA, producerB];
  const nameA = normalizeNameForDuplicates(candidate.wine_name, producers);
  const nameB = normalizeNameForDuplicates(existing.wine_name, producers);
  return isAtLeast(computeStringSimilarity(nameA, nameB), DUPLICATE_NAME_THRESHOLD);
}

/** The cellar wines the Potential Duplicate Detected dialog offers for a wine about to be added. */
export function findPotentialDuplicates<W extends DuplicateCandidate>(
  candidate: DuplicateCandidate,
  cellar: readonly W[],
): W[] {
  return cellar.filter((wine) => isPotentialDuplicate(candidate, wine));
}

/** A wine name for the input flow's existence check: trimmed, single-spaced, lowercase, accents folded. */
export function normalizeWineName(name: string | null | undefined): string {
  return normalizeForComparison(name);
}

/** The cellar wine with the same normalized name and the same vintage, if any (spec §4, wine input flow). */
export function findExistingCellarWine<W extends Pick<CellarWineLike, "wine_name" | "vintage">>(
  cellar: readonly W[],
  wineName: string,
  vintage: number | null | undefined,
): W | undefined {
  const name = normalizeWineName(wineName);
  return cellar.find(
    (wine) => normalizeWineName(wine.wine_name) === name && (wine.vintage ?? null) === (vintage ?? null),
  );
}
