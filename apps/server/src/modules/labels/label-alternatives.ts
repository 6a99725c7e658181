import { tokensOf } from "./label-readings.ts";
import type { LabelCandidate } from "./label-recognition.ts";

/** A reading of the label from one source (catalogue wine, catalogued house, clipped house, label words). */
export type SourceReading = {
  wineName: string;
  producer: string | null;
  region: string | null;
  confidence: number;
  candidates: LabelCandidate[];
};

/** Other readings offered beside the first. */
const MAX_ALTERNATIVES = 3;

const keyOf = (wineName: string) => tokensOf(wineName).join(" ");

/**
 * The readings to offer beside the first: what the other sources read first come before the first source's
 * own runners-up, because when the first reading is wrong it is mostly its source that was misled (a house
 * named in the fine print, a misread headline), and its runners-up share its mistake (other wines of the same
 * house). Guesses from weaker evidence (a house known by a piece of its name) only fill the places left, and
 * only for a house not offered yet. Each name is offered once.
 */
export function chooseAlternatives(
  first: SourceReading,
  others: readonly SourceReading[],
  guesses: readonly SourceReading[] = [],
): LabelCandidate[] {
  const offered = new Set([keyOf(first.wineName)]);
  const houses = new Set([first.producer]);
  const alternatives: LabelCandidate[] = [];
  const offer = (candidate: LabelCandidate) => {
    const key = keyOf(candidate.wineName);
    if (key === "" || offered.has(key) || alternatives.length === MAX_ALTERNATIVES) return;
    offered.add(key);
    houses.add(candidate.producer);
    alternatives.push(candidate);
  };
  const bySureness = (a: { confidence: number }, b: { confidence: number }) => b.confidence - a.confidence;
  for (const other of [...others].sort(bySureness)) {
    offer({
      wineName: other.wineName,
      producer: other.producer,
      region: other.region,
      confidence: Math.min(other.confidence, first.confidence),
    });
  }
  for (const candidate of [...first.candidates].sort(bySureness)) offer(candidate);
  for (const guess of [...guesses].sort(bySureness)) {
    if (guess.producer !== null && houses.has(guess.producer)) continue;
    // A guess is never surer than the readings offered before it.
    offer({
      wineName: guess.wineName,
      producer: guess.producer,
      region: guess.region,
      confidence: Math.min(
        guess.confidence,
        first.confidence,
        ...alternatives.map((offered) => offered.confidence),
      ),
    });
  }
  return alternatives;
}
