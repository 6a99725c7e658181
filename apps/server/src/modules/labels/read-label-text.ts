import type { KnowledgeBase } from "@vinestra/analysis";
import type { OcrReading } from "../../adapters/ocr/ocr-reading.ts";
import { matchCatalog, matchProducers } from "./catalog-match.ts";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { findClippedHouses, isPartOfHouseName } from "./clipped-house-names.ts";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import { findBottlerName, findHouseName } from "./house-names.ts";
import { cleanLabelLines } from "./label-lines.ts";
import { type NamingContext, rankNameLines } from "./label-naming.ts";
import { fromCatalogWine, fromHouse, fromLabelText, isNearFillerWord, tokensOf } from "./label-readings.ts";
import type { LabelRecognition } from "./label-recognition.ts";
import { findLabelTerms } from "./label-terms.ts";
import { findLabelVintage } from "./label-vintage.ts";
import { collectSeenWords } from "./seen-words.ts";

export type { FieldReading, LabelCandidate, LabelRecognition } from "./label-recognition.ts";

/** A catalogued wine is taken when its score reaches this … */
const ACCEPT_WINE_SCORE = 0.7;
/** … a catalogued house when this share of its name is read. */
const ACCEPT_PRODUCER_COVERAGE = 0.8;
/** Other readings below this are not worth offering. */
const MIN_CANDIDATE_SCORE = 0.45;
/** Below this the reading is shown for confirmation rather than analysed at once. */
const CONFIDENT = 0.75;
const MAX_CANDIDATES = 3;

/**
 * Our reading of a label's OCR text: boilerplate dropped, the vintage found, then the catalogue's wine when
 * its name is on the label, else its house with the label's own words for the wine, else the label's most
 * prominent words. Null when nothing on the label can name a wine.
 */
export function readLabelText(
  knowledgeBase: KnowledgeBase,
  reading: OcrReading,
  now: Date,
): LabelRecognition | null {
  const vocabulary = vocabularyOf(knowledgeBase);
  const lines = cleanLabelLines(reading, vocabulary.has);
  const descriptiveWords = descriptiveWordsOf(knowledgeBase);
  const descriptive = descriptiveWords.words;
  const seen = collectSeenWords(lines, vocabulary, descriptiveWords.classificationPhrases);
  const terms = findLabelTerms(knowledgeBase, vocabulary, lines);
  const vintage = findLabelVintage(lines, now);
  // Grapes the label names, not counting names that are also places ("Porto" is a region and a blend).
  const labelVarieties = new Set(
    terms.varieties
      .filter((term) => !knowledgeBase.regionsByName.has(term.tokens.join(" ")))
      .map((term) => term.value.id),
  );
  const wines = matchCatalog(knowledgeBase, seen, tokensOf, descriptiveWords, labelVarieties);
  const houses = matchProducers(knowledgeBase, seen, descriptiveWords);
  const naming: NamingContext = {
    vocabulary,
    isDescriptive: (key) =>
      descriptive.has(key) ||
      terms.tokens.has(key) ||
      isNearFillerWord(key) ||
      vocabulary.match(key).some((match) => match.similarity >= 0.7 && descriptive.has(match.token)),
  };
  const names = rankNameLines(lines, naming);

  const bestWine = wines[0];
  const clipped = findClippedHouses(knowledgeBase, lines, descriptiveWords, vocabulary.has)[0];
  const bestHouse = houses[0];
  let reading_: Omit<LabelRecognition, "vintage" | "needsConfirmation"> | null = null;
  if (bestWine && bestWine.score >= ACCEPT_WINE_SCORE) {
    const others = wines.filter((match) => match !== bestWine && match.score >= MIN_CANDIDATE_SCORE);
    reading_ = fromCatalogWine(bestWine, others, terms);
  } else if (bestHouse && bestHouse.producerCoverage >= ACCEPT_PRODUCER_COVERAGE) {
    reading_ = fromHouse(bestHouse, names, wines, terms);
  } else if (clipped) {
    const producer = knowledgeBase.producers[clipped.producerIndex]!;
    const house = {
      producer,
      entry: null,
      producerCoverage: clipped.share,
      wineCoverage: null,
      isRegionSeen: false,
      isVarietySeen: false,
      score: clipped.share,
    };
    const ownNames = names.filter((part) => !isPartOfHouseName(part.tokens.join(""), producer.name));
    reading_ = fromHouse(house, ownNames, wines, terms);
  } else {
    reading_ = fromLabelText(findHouseName(lines, naming), findBottlerName(lines, naming), names, terms);
  }
  if (reading_ === null) return null;
  const candidates = reading_.candidates
    .filter((candidate) => candidate.wineName !== reading_!.wineName)
    .filter(
      (candidate, index, all) => all.findIndex((other) => other.wineName === candidate.wineName) === index,
    )
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_CANDIDATES);
  return {
    ...reading_,
    vintage: vintage?.year ?? null,
    needsConfirmation: reading_.confidence < CONFIDENT || vintage === null,
    candidates,
  };
}
