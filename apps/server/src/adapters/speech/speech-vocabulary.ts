import type { KnowledgeBase } from "@vinestra/analysis";
import type { SpeechLanguage } from "./letter-to-sound.ts";

/** A name the recogniser can hear: its spoken words, how it is written, and the language it comes from. */
export type SpokenPhrase = {
  words: string[];
  display: string;
  language: SpeechLanguage;
  /** Each word as printed, accents kept ("chateau" → "Château"), where one printed word makes one spoken word. */
  printed: Map<string, string>;
};

const LANGUAGE_BY_COUNTRY: Record<string, SpeechLanguage> = {
  france: "fr",
  switzerland: "fr",
  belgium: "fr",
  luxembourg: "fr",
  canada: "fr",
  italy: "it",
  spain: "es",
  argentina: "es",
  chile: "es",
  uruguay: "es",
  mexico: "es",
  portugal: "pt",
  brazil: "pt",
  germany: "de",
  austria: "de",
};

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function spellNumber(value: number): string[] | null {
  if (!Number.isInteger(value) || value < 0 || value > 99) return null;
  if (value < 10) return [UNITS[value]!];
  if (value < 20) return [TEENS[value - 10]!];
  const unit = value % 10;
  return unit === 0 ? [TENS[Math.floor(value / 10)]!] : [TENS[Math.floor(value / 10)]!, UNITS[unit]!];
}

/**
 * A code of letters and digits as said ("A6" → "a. six", "SP68" → "s. p. sixty eight", "Red4" → "red four"):
 * a run of one or two letters is spelled out, each letter as the dictionary's letter name ("a." is "EY",
 * where the word "a" is "AH"); a longer run is a word. Null when it is not that simple (an ordinal "13th",
 * the German "47er", a number past 99).
 */
function spokenCodeOf(part: string): string[] | null {
  const runs = part.match(/[a-z]+|\d+/g) ?? [];
  const words: string[] = [];
  for (const [index, run] of runs.entries()) {
    if (/^\d/.test(run)) {
      const spelled = spellNumber(Number(run));
      if (!spelled) return null;
      words.push(...spelled);
    } else if (run.length > 2) words.push(run);
    else if (index > 0 && /^(st|nd|rd|th|er)$/.test(run)) return null;
    else words.push(...[...run].map((letter) => `${letter}.`));
  }
  return words;
}

/**
 * The words a name is spoken as, lowercase ASCII: accents folded, an elided article joined to its word
 * ("d'Yquem" → "dyquem"), small numbers in words ("10 Year Old" → "ten year old"), codes spelled ("A6").
 * Null when a part cannot be said as words (large numbers such as "1147", ordinals such as "13th").
 */
export function spokenWordsOf(text: string): string[] | null {
  const folded = foldForSpeech(text);
  const words: string[] = [];
  for (const part of folded.split(/[^a-z0-9]+/).filter(Boolean)) {
    if (/^[a-z]+$/.test(part)) words.push(part);
    else if (/^\d+$/.test(part)) {
      const spelled = spellNumber(Number(part));
      if (!spelled) return null;
      words.push(...spelled);
    } else {
      const spelled = spokenCodeOf(part);
      if (!spelled) return null;
      words.push(...spelled);
    }
  }
  return words.length > 0 ? words : null;
}

/** Printed words of a name by their spoken form, where a printed word is one spoken word ("Château"). */
function printedWordsOf(text: string): Map<string, string> {
  const printed = new Map<string, string>();
  for (const piece of text.split(/[\s\-–,.()]+/u).filter(Boolean)) {
    const words = spokenWordsOf(piece);
    if (words?.length === 1 && /^[\p{L}'’]+$/u.test(piece)) printed.set(words[0]!, piece);
  }
  return printed;
}

function foldForSpeech(text: string): string {
  return (
    text
      .replaceAll("&", " and ")
      .toLowerCase()
      .replace(
        /[ßæœøđł]/g,
        (letter) => ({ ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l" })[letter] ?? letter,
      )
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      // Only an apostrophe right before the next word elides ("d'Yquem"); "Ca' dei Zago" is said in three words.
      .replace(/\b([a-z]{1,4})['’](?=[a-z])/g, "$1")
      // A possessive or a contraction is one word ("Taylor's" is "taylors", not "taylor" and the letter "s").
      .replace(/([a-z])['’](s|t)\b/g, "$1$2")
  );
}

function languageOf(country: string | undefined): SpeechLanguage {
  return LANGUAGE_BY_COUNTRY[(country ?? "").toLowerCase()] ?? "en-us";
}

/** How the catalogue writes a wine: the house's name first unless the wine's name already carries it. */
function catalogWineName(producer: string, wine: string): string {
  const houseWords = new Set(spokenWordsOf(producer) ?? []);
  return (spokenWordsOf(wine) ?? []).some((word) => houseWords.has(word)) ? wine : `${producer} ${wine}`;
}

/** Trailing words of a house's name that people leave out when they say it ("Cakebread Cellars" → "Cakebread"). */
const HOUSE_SUFFIXES = [
  ["family", "wines"],
  ["wine", "company"],
  ["wine", "cellars"],
  ["winery"],
  ["wines"],
  ["vineyards"],
  ["vineyard"],
  ["cellars"],
  ["estates"],
  ["estate"],
];

/**
 * How a house is said without its business suffix, or null when it has none: a recogniser offered both
 * "Opus One" and "Opus One Winery" hears the second in the first syllables of a following year.
 */
export function spokenHouseName(name: string): string | null {
  const words = spokenWordsOf(name);
  if (!words) return null;
  for (const suffix of HOUSE_SUFFIXES) {
    const kept = words.length - suffix.length;
    if (kept >= 1 && suffix.every((word, index) => words[kept + index] === word))
      return words.slice(0, kept).join(" ");
  }
  return null;
}

const NUMBER_WORDS: ReadonlySet<string> = new Set([...UNITS, ...TEENS, ...TENS.filter(Boolean)]);

/**
 * Whether a word of a wine's own name can name it alone: not a place, grape or label word, and not a spelled
 * letter or a number of a code ("K4" said alone as "k. four" is too close to "the four …" to be a name).
 */
function isNamingWord(word: string, describing: ReadonlySet<string>): boolean {
  return !describing.has(word) && !word.endsWith(".") && !NUMBER_WORDS.has(word);
}

/**
 * The names a person may say to the microphone, from our knowledge base: each catalogued wine with its
 * house, each house, a wine's own name where it names something by itself ("Pavillon Rouge", not "Reserva
 * Tannat"), appellations and regions, grape varieties. Aliases are left out: each name added makes every
 * other one easier to mishear, and the grammar slower to load.
 */
export function listSpokenPhrases(knowledgeBase: KnowledgeBase): SpokenPhrase[] {
  const phrases = new Map<string, SpokenPhrase>();
  /** `spoken` is what a person says when it is shorter than the display ("opus one" for "Opus One Winery"). */
  const add = (display: string, language: SpeechLanguage, spoken = display) => {
    const words = spokenWordsOf(spoken);
    if (!words) return;
    const key = words.join(" ");
    if (!phrases.has(key)) phrases.set(key, { words, display, language, printed: printedWordsOf(display) });
  };
  const describing = new Set<string>();
  // A region's word describes a wine when it names a region by itself ("Barolo") or recurs among regions
  // ("Saint", "Côte"); a word found in one region's name only may be the wine's own ("Bolgheri Sassicaia").
  const regionsByWord = new Map<string, number>();
  for (const region of knowledgeBase.regions.values()) {
    const words = spokenWordsOf(region.name) ?? [];
    if (words.length === 1) describing.add(words[0]!);
    for (const word of new Set(words)) regionsByWord.set(word, (regionsByWord.get(word) ?? 0) + 1);
  }
  for (const [word, count] of regionsByWord) if (count > 1) describing.add(word);
  for (const variety of knowledgeBase.varieties.values()) {
    for (const word of spokenWordsOf(variety.name) ?? []) describing.add(word);
  }
  for (const word of [
    "reserva",
    "reserve",
    "riserva",
    "gran",
    "grand",
    "cru",
    "brut",
    "rose",
    "rouge",
    "blanc",
    "red",
    "white",
    "the",
    "de",
    "la",
    "le",
    "di",
    "del",
  ]) {
    describing.add(word);
  }
  for (const producer of knowledgeBase.producers) {
    const language = languageOf(producer.country);
    for (const entry of producer.wines) {
      add(catalogWineName(producer.name, entry.wine.name), language);
      if ((spokenWordsOf(entry.wine.name) ?? []).some((word) => isNamingWord(word, describing)))
        add(entry.wine.name, language);
    }
    // After the wines, so "Opus One" is the wine when the house is "Opus One Winery".
    const spokenHouse = spokenHouseName(producer.name);
    if (spokenHouse) add(producer.name, language, spokenHouse);
    else add(producer.name, language);
  }
  for (const region of knowledgeBase.regions.values()) add(region.name, languageOf(region.country));
  for (const variety of knowledgeBase.varieties.values()) add(variety.name, "en-us");
  return [...phrases.values()];
}
