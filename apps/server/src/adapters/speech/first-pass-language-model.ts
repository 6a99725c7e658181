/**
 * The rough first pass's language model: a bigram model (ARPA text) of sentences naming a catalogue wine and a
 * vintage. Where any sequence of the catalogue's words lets the recogniser string together whichever words
 * sound closest, word pairs of real names make it prefer the next word of a name it has started, so a name
 * heard badly still comes out mostly as that name, and the candidate search ranks it high.
 */

/** How much each seen pair gives back to the pairs never seen (absolute discounting). */
const DISCOUNT = 0.5;

const START = "<s>";
const END = "</s>";

type Counts = { unigrams: Map<string, number>; bigrams: Map<string, Map<string, number>> };

function countSentence(counts: Counts, words: readonly string[]): void {
  const sentence = [START, ...words, END];
  for (let index = 0; index < sentence.length; index += 1) {
    const word = sentence[index]!;
    counts.unigrams.set(word, (counts.unigrams.get(word) ?? 0) + 1);
    if (index === 0) continue;
    const previous = sentence[index - 1]!;
    const following = counts.bigrams.get(previous) ?? new Map<string, number>();
    following.set(word, (following.get(word) ?? 0) + 1);
    counts.bigrams.set(previous, following);
  }
}

const log10 = (value: number) => Math.log10(value).toFixed(4);

/**
 * Each name is said with a year after it, with "vintage" between, and with the year before it (the years
 * taken in turn from `yearPhrases`, so every name is linked to the ways a year starts), as the second pass's
 * grammar allows; words are dictionary entries, `vocabulary` those that may be heard outside any name.
 */
export function buildFirstPassLanguageModel(
  names: readonly (readonly string[])[],
  yearPhrases: readonly (readonly string[])[],
  vocabulary: readonly string[],
): string {
  const counts: Counts = { unigrams: new Map(), bigrams: new Map() };
  names.forEach((name, index) => {
    const year = yearPhrases[index % yearPhrases.length]!;
    const other = yearPhrases[(index * 7 + 3) % yearPhrases.length]!;
    countSentence(counts, [...name, ...year]);
    countSentence(counts, [...other, ...name]);
    countSentence(counts, [...name, "vintage", ...year]);
  });
  for (const word of vocabulary) if (!counts.unigrams.has(word)) counts.unigrams.set(word, 1);
  const total = [...counts.unigrams].reduce((sum, [word, count]) => sum + (word === START ? 0 : count), 0);
  const unigram = (word: string) => (counts.unigrams.get(word) ?? 0) / total;
  const unigramLines: string[] = [];
  const bigramLines: string[] = [];
  for (const [word, count] of counts.unigrams) {
    const following = counts.bigrams.get(word);
    let backoff = "";
    if (following) {
      let seen = 0;
      let seenUnigram = 0;
      for (const [next, pairCount] of following) {
        const probability = (pairCount - DISCOUNT) / count;
        seen += probability;
        seenUnigram += unigram(next);
        bigramLines.push(`${log10(probability)} ${word} ${next}`);
      }
      backoff = ` ${log10((1 - seen) / Math.max(1 - seenUnigram, 1e-6))}`;
    }
    const probability = word === START ? "-99" : log10(count / total);
    unigramLines.push(`${probability} ${word}${backoff}`);
  }
  return [
    "\\data\\",
    `ngram 1=${unigramLines.length}`,
    `ngram 2=${bigramLines.length}`,
    "",
    "\\1-grams:",
    ...unigramLines,
    "",
    "\\2-grams:",
    ...bigramLines,
    "",
    "\\end\\",
    "",
  ].join("\n");
}
