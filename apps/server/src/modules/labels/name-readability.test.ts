import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import { isPlaceOrKindWord } from "./name-readability.ts";
import { readLabelText } from "./read-label-text.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();
const NOW = new Date("2024-06-01T00:00:00Z");
const producerRead = (...lines: string[]) =>
  readLabelText(knowledgeBase, ocrReadingOf(...lines), NOW)?.fields.producer.value ?? null;

describe("when a house's name counts as read", () => {
  it.each([
    // One short word names a house only large and clear, beside its house word, or on a bottler line.
    ["a short name in the headline", ["VIK@0.09@0.9", "Cabernet Sauvignon@0.03"], "Viña Vik"],
    ["a short name beside its house word", ["DOMAINES OTT@0.08@0.55", "Rosé@0.03"], "Domaines Ott"],
    ["a short name on the bottler line", ["ROSSO PICENO@0.08", "Bottled by The Ned@0.015"], "The Ned"],
    // A house's place word need not be printed once the word that names it is.
    ["a house without its place word", ["ALBALA@0.08", "DON PX@0.05"], "Toro Albalá"],
    // A piece of a place's name set above the fine print names the house, unless the place is printed whole.
    ["a piece of a place name", ["MOUNTAIN HUT@0.08", "FRANKLAND@0.025", "SHIRAZ@0.03"], "Frankland Estate"],
    // A house read in the label's largest letters is taken with a letter or two misread in each word.
    ["a misread headline", ["CLOUDV BAV@0.08", "Sauvignon Blanc@0.03"], "Cloudy Bay"],
  ])("%s", (_, lines, producer) => {
    expect(producerRead(...lines)).toBe(producer);
  });

  it.each([
    ["a short word in a sentence", ["HILLCREST@0.08", "from our own vines@0.015"], "Our Wine"],
    ["a short word read unsurely", ["VIK@0.05@0.46", "Cabernet Sauvignon@0.03"], "Viña Vik"],
    [
      "the place printed whole",
      ["MOUNTAIN HUT@0.08", "FRANKLAND RIVER@0.025", "SHIRAZ@0.03"],
      "Frankland Estate",
    ],
    ["a place word left out of a longer name", ["TESORO@0.08", "Il Seggio@0.05"], "Marqués del Real Tesoro"],
  ])("not %s", (_, lines, producer) => {
    expect(producerRead(...lines)).not.toBe(producer);
  });
});

describe("words that describe rather than name", () => {
  const descriptive = descriptiveWordsOf(knowledgeBase);
  it.each([
    ["cabernet", true],
    ["cabernets", true],
    ["rieslings", true],
    ["margaux", true],
    ["flavio", false],
    ["tesoro", false],
  ])("%s → %s", (token, isDescribing) => {
    expect(isPlaceOrKindWord(token, descriptive)).toBe(isDescribing);
  });
});
