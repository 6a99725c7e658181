import { type KnowledgeBase, perKnowledgeBase } from "@vinestra/analysis";
import { computeStringSimilarity } from "@vinestra/domain";
import type { SourceReading } from "./label-alternatives.ts";
import { tokensOf } from "./label-readings.ts";

/** A clipped or split word may differ from the end or start of the word it came from by about a letter in five. */
const PIECE_SIMILARITY = 0.8;
/** Shorter pieces must be spelled exactly as inside the word ("aux" of "margaux"). */
const MIN_NEAR_PIECE_LENGTH = 4;

/** Every name the catalogue gives a house or a wine, as token keys: an alternative worth offering as it is. */
export const catalogueNamesOf = perKnowledgeBase((knowledgeBase: KnowledgeBase) => {
  const names = new Set<string>();
  for (const producer of knowledgeBase.producers) names.add(tokensOf(producer.name).join(" "));
  for (const entry of knowledgeBase.wines) {
    names.add(tokensOf(entry.wine.name).join(" "));
    names.add(tokensOf(`${entry.producer.name} ${entry.wine.name}`).join(" "));
  }
  return names;
});

/** Whether a word is a piece of another as OCR splits or clips words: inside it, or its start or end a letter off. */
function isPieceOf(token: string, word: string): boolean {
  if (token.length >= word.length) return false;
  if (word.includes(token)) return true;
  if (token.length < MIN_NEAR_PIECE_LENGTH) return false;
  const start = word.slice(0, token.length);
  const end = word.slice(-token.length);
  return (
    Math.max(computeStringSimilarity(token, start), computeStringSimilarity(token, end)) >= PIECE_SIMILARITY
  );
}

/**
 * Whether a name adds nothing to a name ranked above it: each of its words is one of its words or a piece of one
 * ("Aux" and "Château Margaux Aux" beside "Château Margaux"). A catalogue name made of their words is another
 * wine ("Château Margaux" beside "Pavillon Rouge du Château Margaux") and is kept unless it holds a piece.
 */
export function isRedundantName(tokens: readonly string[], better: readonly string[], isCatalogue: boolean) {
  if (tokens.length === 0) return true;
  let hasPiece = false;
  for (const token of tokens) {
    if (better.includes(token)) continue;
    if (!better.some((word) => isPieceOf(token, word))) return false;
    hasPiece = true;
  }
  return hasPiece || !isCatalogue;
}

/**
 * The readings with the alternatives that are fragments or repeats of a better-ranked name removed, ranked as
 * the alternatives are chosen: the first reading, the other sources by sureness, the first's runners-up.
 */
export function dropRedundantAlternatives(
  knowledgeBase: KnowledgeBase,
  first: SourceReading,
  others: readonly SourceReading[],
): { first: SourceReading; others: SourceReading[] } {
  const catalogue = catalogueNamesOf(knowledgeBase);
  const better = [tokensOf(first.wineName)];
  const isKept = (wineName: string) => {
    const tokens = tokensOf(wineName);
    const isCatalogue = catalogue.has(tokens.join(" "));
    if (better.some((name) => isRedundantName(tokens, name, isCatalogue))) return false;
    better.push(tokens);
    return true;
  };
  const bySureness = (a: { confidence: number }, b: { confidence: number }) => b.confidence - a.confidence;
  const keptOthers = [...others].sort(bySureness).filter((other) => isKept(other.wineName));
  const candidates = [...first.candidates].sort(bySureness).filter((candidate) => isKept(candidate.wineName));
  return { first: { ...first, candidates }, others: keptOthers };
}
