import { alignmentScore, phoneIdsOf } from "./phonetic-match.ts";

/** The catalogue's names as phones, to find those that sound like what the rough pass heard. */
export type PhraseIndex = {
  /** Each phrase's pronunciations (one per way of saying each of its words, as far as they go). */
  pronunciations: readonly (readonly Uint8Array[])[];
};

/** A word the rough pass heard and the phones of the pronunciation it matched. */
export type HeardWord = { word: string; phones: Uint8Array };

/** Pronunciations tried per phrase: the first, second and third of each of its words. */
const VARIANTS = 3;

export function indexPhrases(
  phrases: readonly { words: readonly string[] }[],
  pronunciationsOf: (word: string) => readonly string[],
): PhraseIndex {
  const pronunciations = phrases.map((phrase) => {
    const variants = new Map<string, Uint8Array>();
    for (let variant = 0; variant < VARIANTS; variant += 1) {
      const phones = phrase.words
        .map((word) => {
          const list = pronunciationsOf(word);
          return list[Math.min(variant, list.length - 1)] ?? "";
        })
        .join(" ");
      if (!variants.has(phones)) variants.set(phones, phoneIdsOf(phones));
    }
    return [...variants.values()];
  });
  return { pronunciations };
}

/** Names shorter than this are scored per phone as if this long: one well-heard syllable says little. */
const SHORTEST_NAME_PHONES = 6;

type Scored = { phrase: number; total: number; perPhone: number };

/** Names kept from the first-pronunciation ranking for scoring by all their pronunciations, per name wanted. */
const SHORTLIST_FACTOR = 3;

/** The `count` best phrases by one score, best first (ties by catalogue order, so the result is stable). */
function best(scored: readonly Scored[], by: "total" | "perPhone", count: number): number[] {
  return [...scored]
    .sort((a, b) => b[by] - a[by] || a.phrase - b.phrase)
    .slice(0, count)
    .map((entry) => entry.phrase);
}

/**
 * The phrases most like what was heard, best first, at most `limit`, ranked by how well their phones explain
 * the heard phones (the year and link words in `ignored` left out, as a long name could otherwise score by
 * sounding like the year). Half are the best in total, which favours long names heard well; half the best
 * per phone said, which keeps a short name heard well ("Opus One") from being crowded out by long ones.
 */
export function findCandidatePhrases(
  heard: readonly HeardWord[],
  index: PhraseIndex,
  { limit, ignored }: { limit: number; ignored: ReadonlySet<string> },
): number[] {
  const content = heard.filter((word) => !ignored.has(word.word) && word.phones.length > 0);
  const allPhones = Uint8Array.from(content.flatMap((word) => [...word.phones]));
  const scratch = new Float32Array(2 * (allPhones.length + 1));
  const score = (phrase: number, pronunciations: readonly Uint8Array[]): Scored => {
    let total = Number.NEGATIVE_INFINITY;
    let perPhone = Number.NEGATIVE_INFINITY;
    for (const said of pronunciations) {
      const value = alignmentScore(allPhones, said, scratch);
      total = Math.max(total, value);
      perPhone = Math.max(perPhone, value / Math.max(said.length, SHORTEST_NAME_PHONES));
    }
    return { phrase, total, perPhone };
  };
  // Every name by its first pronunciation, then the best few by all of them: most of the work, a third of the time.
  const rough = index.pronunciations.map((pronunciations, phrase) =>
    score(phrase, pronunciations.slice(0, 1)),
  );
  const shortlist = new Set([
    ...best(rough, "total", limit * SHORTLIST_FACTOR),
    ...best(rough, "perPhone", limit * SHORTLIST_FACTOR),
  ]);
  const scored = [...shortlist].map((phrase) => score(phrase, index.pronunciations[phrase]!));
  const byTotal = best(scored, "total", limit);
  const byPhone = best(scored, "perPhone", limit);
  const chosen = new Set<number>();
  for (let rank = 0; chosen.size < Math.min(limit, scored.length); rank += 1) {
    if (rank < byTotal.length) chosen.add(byTotal[rank]!);
    if (chosen.size < limit && rank < byPhone.length) chosen.add(byPhone[rank]!);
  }
  return [...chosen];
}
