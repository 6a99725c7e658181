import type { KnowledgeBase } from "@vinestra/analysis";
import type { OcrReading } from "../../adapters/ocr/ocr-reading.ts";
import { matchCatalog, matchProducers } from "./catalog-match.ts";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { findClippedHouses, isPartOfHouseName } from "./clipped-house-names.ts";
import { corroborateWords, dropWordFragments } from "./corroborated-words.ts";
import { descriptiveWordsOf, isPieceOfDescribingWord } from "./descriptive-words.ts";
import { dropRedundantAlternatives } from "./distinct-alternatives.ts";
import { findBottlerName, findHouseName } from "./house-names.ts";
import { findHousesByPiece } from "./house-pieces.ts";
import { chooseAlternatives, type SourceReading } from "./label-alternatives.ts";
import { cleanLabelLines } from "./label-lines.ts";
import { type NamingContext, overlaps, rankNameLines } from "./label-naming.ts";
import {
  fromCatalogWine,
  fromClippedHouse,
  fromHouse,
  fromLabelText,
  fromPieceHouse,
  isNearFillerWord,
  tokensOf,
} from "./label-readings.ts";
import type { LabelRecognition } from "./label-recognition.ts";
import { findLabelTerms } from "./label-terms.ts";
import { findLabelVintage } from "./label-vintage.ts";
import { collectSeenWords } from "./seen-words.ts";
import { isReadBesideName, isReadBesideUnknownName } from "./unknown-names.ts";

export type { FieldReading, LabelCandidate, LabelRecognition } from "./label-recognition.ts";

type Reading = Omit<LabelRecognition, "vintage" | "needsConfirmation">;

function sourceReadingOf(reading: Reading): SourceReading {
  return {
    wineName: reading.wineName,
    producer: reading.fields.producer.value,
    region: reading.fields.region.value,
    confidence: reading.confidence,
    candidates: reading.candidates,
  };
}

/** A catalogued wine is taken when its score reaches this … */
const ACCEPT_WINE_SCORE = 0.7;
/** … a catalogued house when this share of its name is read. */
const ACCEPT_PRODUCER_COVERAGE = 0.8;
/** … or this share when it is printed in the label's largest letters, where OCR misreads a letter or two. */
const ACCEPT_HEADLINE_COVERAGE = 0.7;
const HEADLINE_PROMINENCE = 0.9;
/** Other readings below this are not worth offering. */
const MIN_CANDIDATE_SCORE = 0.45;
/** Below this the reading is shown for confirmation rather than analysed at once. */
const CONFIDENT = 0.75;

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
  const corroborated = dropWordFragments(corroborateWords(reading));
  const lines = cleanLabelLines(corroborated, vocabulary.has);
  const descriptiveWords = descriptiveWordsOf(knowledgeBase);
  const descriptive = descriptiveWords.words;
  const seen = collectSeenWords(lines, vocabulary, descriptiveWords);
  const terms = findLabelTerms(knowledgeBase, vocabulary, lines);
  const vintage = findLabelVintage(lines, now);
  // Grapes the label names, not counting names that are also places ("Porto" is a region and a blend).
  const labelVarieties = new Set(
    terms.varieties
      .filter((term) => !knowledgeBase.regionsByName.has(term.tokens.join(" ")))
      .map((term) => term.value.id),
  );
  const wines = matchCatalog(knowledgeBase, seen, tokensOf, descriptiveWords, labelVarieties, terms.tokens);
  const houses = matchProducers(knowledgeBase, seen, descriptiveWords, terms.tokens);
  const naming: NamingContext = {
    vocabulary,
    isDescriptive: (key) =>
      descriptive.has(key) ||
      terms.tokens.has(key) ||
      isNearFillerWord(key) ||
      isPieceOfDescribingWord(descriptiveWords, key) ||
      vocabulary.match(key).some((match) => match.similarity >= 0.7 && descriptive.has(match.token)),
  };
  const names = rankNameLines(lines, naming);

  // A cuvée of a house the label does not name, read beside words the catalogue does not know, is a likeness.
  const bestWine = wines.find(
    (match) =>
      match.producerCoverage >= ACCEPT_HEADLINE_COVERAGE ||
      !isReadBesideUnknownName(lines, tokensOf(match.entry?.wine.name ?? ""), vocabulary),
  );
  const describingSimilarity = (key: string) =>
    Math.max(
      0,
      ...vocabulary
        .match(key)
        .filter((match) => descriptive.has(match.token))
        .map((match) => match.similarity),
    );
  const clipped = findClippedHouses(knowledgeBase, lines, vocabulary.has, describingSimilarity)[0];
  const [bestHouse, secondHouse] = houses.filter(
    (house) =>
      house.producerCoverage >= ACCEPT_PRODUCER_COVERAGE ||
      (house.producerCoverage >= ACCEPT_HEADLINE_COVERAGE && house.houseProminence >= HEADLINE_PROMINENCE),
  );
  const wineReading =
    bestWine && bestWine.score >= MIN_CANDIDATE_SCORE
      ? fromCatalogWine(
          bestWine,
          wines.filter((match) => match !== bestWine && match.score >= MIN_CANDIDATE_SCORE),
          terms,
        )
      : null;
  const clippedReading = clipped
    ? fromClippedHouse(knowledgeBase.producers[clipped.producerIndex]!, clipped, names, wines, terms)
    : null;
  const bottler = findBottlerName(lines, naming);
  const labelReading = fromLabelText(findHouseName(lines, naming), bottler, names, terms);
  // A house the bottler line names and the headline shows is the label's own word for whose wine it is: a
  // catalogue cuvée named by a word of it, or a clipped house that spells it otherwise, is a chance likeness.
  const isBottlerInHeadline =
    bottler !== null && names.slice(0, 3).some((part) => overlaps(part.tokens, bottler.tokens));
  const isWineTheBottler =
    bestWine !== undefined &&
    bestWine.producerCoverage === 0 &&
    bottler !== null &&
    overlaps(tokensOf(bestWine.entry?.wine.name ?? ""), bottler.tokens);
  const isClippedOtherThanBottler =
    clipped !== undefined &&
    isBottlerInHeadline &&
    !isPartOfHouseName(bottler.tokens.join(""), knowledgeBase.producers[clipped.producerIndex]!.name);
  // A cuvée of a house the label does not name, known by one word of its name, is a likeness beside a house
  // the label names on the same line ("MARCHETTI FLAVIO" is Marchetti's wine, not Rotari's "Flavio Riserva").
  const houseReading = bestHouse ? fromHouse(bestHouse, names, wines, terms) : null;
  const isHouseFirst =
    bestHouse !== undefined &&
    bestWine !== undefined &&
    bestWine.producerCoverage < ACCEPT_HEADLINE_COVERAGE &&
    bestWine.wineWordsRead <= 1 &&
    bestHouse.producer !== bestWine.producer &&
    isReadBesideName(
      lines,
      tokensOf(bestWine.entry?.wine.name ?? ""),
      tokensOf(bestHouse.producer.name),
      vocabulary,
    );
  // Sources in the order they are trusted: the catalogue's wine, its house, a clipped house, the label's words.
  const sources = [
    isHouseFirst ? houseReading : null,
    bestWine && bestWine.score >= ACCEPT_WINE_SCORE && !isWineTheBottler ? wineReading : null,
    isHouseFirst ? null : houseReading,
    isClippedOtherThanBottler ? null : clippedReading,
    labelReading,
  ];
  const reading_ = sources.find((source) => source !== null) ?? null;
  if (reading_ === null) return null;
  const others = [...sources, wineReading, secondHouse ? fromHouse(secondHouse, names, wines, terms) : null]
    .concat(isClippedOtherThanBottler ? clippedReading : null)
    .filter((source) => source !== null && source !== reading_)
    .map((source) => sourceReadingOf(source!));
  const distinct = dropRedundantAlternatives(knowledgeBase, sourceReadingOf(reading_), others);
  const tallest = Math.max(0, ...lines.filter((line) => !line.isBoilerplate).map((line) => line.height));
  const pieceHouses = findHousesByPiece(knowledgeBase, {
    reading: corroborated,
    places: terms.regions.map((term) => term.value),
    printedWords: terms.tokens,
    tallest,
  }).map((found) =>
    sourceReadingOf(fromPieceHouse(knowledgeBase.producers[found.producerIndex]!, wines, terms)),
  );
  const candidates = chooseAlternatives(distinct.first, distinct.others, pieceHouses);
  return {
    ...reading_,
    vintage: vintage?.year ?? null,
    needsConfirmation: reading_.confidence < CONFIDENT || vintage === null,
    candidates,
  };
}
