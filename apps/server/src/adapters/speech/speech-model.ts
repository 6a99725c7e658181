import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { KnowledgeBase } from "@vinestra/analysis";
import { findCandidatePhrases, indexPhrases, type PhraseIndex } from "./candidate-search.ts";
import { buildFirstPassLanguageModel } from "./first-pass-language-model.ts";
import type { SpeechLanguage } from "./letter-to-sound.ts";
import { phoneIdsOf } from "./phonetic-match.ts";
import {
  buildPronouncingDictionary,
  readCmuDictionary,
  withAlternatePronunciations,
  wordOfEntry,
} from "./pronouncing-dictionary.ts";
import { buildWineGrammar, LINK_WORDS, listYearPhrases, YEAR_WORDS } from "./speech-grammar.ts";
import { listSpokenPhrases, type SpokenPhrase } from "./speech-vocabulary.ts";

/** Bump when the way the grammar or dictionary is built changes, so cached files are rebuilt. */
const MODEL_VERSION = 13;

/** Years and the words around them: in almost every sentence, and read by the voice parser, never names. */
const PLAIN_WORDS: ReadonlySet<string> = new Set([...YEAR_WORDS, ...LINK_WORDS]);

/** The earliest vintage the grammar offers; the latest is the year of the recording. */
const FIRST_VINTAGE = 1800;
/** The years the first pass's language model says names with: the likely ones (see `vintagePrior`). */
const FIRST_LIKELY_VINTAGE = 1950;

export type SpeechModel = {
  /** Every pronunciation of every word, for both passes. */
  dictionaryFile: string;
  /** Word pairs of names and years, ARPA text: the rough first pass. */
  languageModelFile: string;
  /** The dictionary with each word's pronunciations as alternates of one word, for the language model. */
  firstPassDictionaryFile: string;
  phrases: readonly SpokenPhrase[];
  index: PhraseIndex;
  /** Dictionary entry → its phones ("margaux__2" → "M AA R G OW"). */
  phonesOfEntry: ReadonlyMap<string, string>;
  entriesOf(word: string): readonly string[];
  /** Spoken words of a name → how it is written ("chateau margaux" → "Château Margaux"). */
  displayByWords: ReadonlyMap<string, string>;
  longestPhrase: number;
};

function wordLanguages(phrases: readonly SpokenPhrase[]): Map<string, Set<SpeechLanguage>> {
  const words = new Map<string, Set<SpeechLanguage>>();
  // Years and the words around them are said in English whatever the wine: the CMU dictionary has them right.
  for (const phrase of phrases) {
    for (const word of phrase.words) {
      if (PLAIN_WORDS.has(word)) continue;
      const languages = words.get(word) ?? new Set<SpeechLanguage>();
      languages.add(phrase.language);
      words.set(word, languages);
    }
  }
  for (const word of PLAIN_WORDS) if (!words.has(word)) words.set(word, new Set());
  return words;
}

/** Printed forms that differ from the spoken word ("chateau" → "Château", "Chateau"). */
function printedForms(phrases: readonly SpokenPhrase[]): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const phrase of phrases) {
    for (const [word, printed] of phrase.printed) {
      if (printed.toLowerCase() === word) continue;
      const set = forms.get(word) ?? new Set<string>();
      set.add(printed);
      forms.set(word, set);
    }
  }
  return forms;
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** Dictionary lines ("margaux__2 M AA R G OW") as entry → phones. */
export function parseDictionary(text: string): Map<string, string> {
  const phones = new Map<string, string>();
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0) phones.set(line.slice(0, space), line.slice(space + 1).trim());
  }
  return phones;
}

/**
 * The dictionary and first-pass grammar for pocketsphinx, built from the knowledge base once and kept in
 * `directory` under a name derived from their inputs, so a restart reuses them and a new catalogue rebuilds;
 * and, in memory, the names' phones that choose the candidates of the second pass.
 */
export async function prepareSpeechModel(
  knowledgeBase: KnowledgeBase,
  { directory, cmuDictionary, espeak }: { directory: string; cmuDictionary: string; espeak: string | null },
): Promise<SpeechModel> {
  const phrases = listSpokenPhrases(knowledgeBase);
  const fingerprint = createHash("sha256")
    .update(`${MODEL_VERSION}\n${espeak ? "espeak" : "spelling"}\n`)
    .update(phrases.map((phrase) => `${phrase.language}:${phrase.words.join(" ")}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const folder = path.join(directory, `speech-model-${fingerprint}`);
  const languageModelFile = path.join(folder, "first-pass.lm");
  const firstPassDictionaryFile = path.join(folder, "first-pass.dict");
  const dictionaryFile = path.join(folder, "wine.dict");
  let dictionaryText = await readFile(dictionaryFile, "utf8").catch(() => "");
  if (dictionaryText.length === 0) {
    await mkdir(folder, { recursive: true });
    const dictionary = await buildPronouncingDictionary({
      words: wordLanguages(phrases),
      printed: printedForms(phrases),
      cmu: await readCmuDictionary(cmuDictionary),
      espeak,
    });
    // The language model first: a dictionary on disk is what marks the model as built.
    const firstEntries = [...parseDictionary(dictionary.text).keys()].filter(
      (entry) => entry === wordOfEntry(entry),
    );
    const known = new Set(firstEntries);
    const years = listYearPhrases(FIRST_LIKELY_VINTAGE, new Date().getFullYear()).map(({ words }) => words);
    await writeAtomically(
      languageModelFile,
      buildFirstPassLanguageModel(
        phrases.map((phrase) => phrase.words.filter((word) => known.has(word))),
        years,
        firstEntries,
      ),
    );
    await writeAtomically(firstPassDictionaryFile, withAlternatePronunciations(dictionary.text));
    await writeAtomically(dictionaryFile, dictionary.text);
    dictionaryText = dictionary.text;
  }
  const phonesOfEntry = parseDictionary(dictionaryText);
  const entriesByWord = new Map<string, string[]>();
  for (const entry of phonesOfEntry.keys()) {
    const word = wordOfEntry(entry);
    entriesByWord.set(word, [...(entriesByWord.get(word) ?? []), entry]);
  }
  const entriesOf = (word: string) => entriesByWord.get(word) ?? [];
  // A name that is a year or link word ("Five", "Vintage") stays as said: the voice parser reads those words.
  const displayByWords = new Map(
    phrases
      .filter((phrase) => !(phrase.words.length === 1 && PLAIN_WORDS.has(phrase.words[0]!)))
      .map((phrase) => [phrase.words.join(" "), phrase.display]),
  );
  return {
    dictionaryFile,
    languageModelFile,
    firstPassDictionaryFile,
    phrases,
    index: indexPhrases(phrases, (word) => entriesOf(word).map((entry) => phonesOfEntry.get(entry)!)),
    phonesOfEntry,
    entriesOf,
    displayByWords,
    longestPhrase: Math.max(...phrases.map((phrase) => phrase.words.length)),
  };
}

/**
 * Names offered to the second pass, and how fast their weight falls with their rank: a wide list holds the
 * right name even when the rough pass heard it badly, the falling weight keeps the far ones from winning on a
 * chance likeness (measured on espeak-ng speech of catalogue wines: 60 equal names miss names the default voice
 * says, 300 equal names confuse more than they find).
 */
const CANDIDATES = 300;
const RANK_DECAY = 60;

/**
 * The grammar of the second pass: the names that sound most like the first pass's words, with the vintages up
 * to the year of `now` (its words are all in the model's dictionary).
 */
export function buildSecondPass(
  heard: readonly string[],
  model: Pick<SpeechModel, "index" | "phrases" | "phonesOfEntry" | "entriesOf">,
  now: Date,
): string {
  const names = findCandidatePhrases(
    heard.map((entry) => ({
      word: wordOfEntry(entry),
      phones: phoneIdsOf(model.phonesOfEntry.get(entry) ?? ""),
    })),
    model.index,
    { limit: CANDIDATES, ignored: PLAIN_WORDS },
  ).map((index, rank) => ({ words: model.phrases[index]!.words, weight: Math.exp(-rank / RANK_DECAY) }));
  return buildWineGrammar(names, { first: FIRST_VINTAGE, last: now.getFullYear() }, model.entriesOf);
}

/** The recogniser's words with each name written as the catalogue writes it; years stay as spoken. */
export function restoreNames(
  transcript: string,
  model: Pick<SpeechModel, "displayByWords" | "longestPhrase">,
): string {
  const words = transcript.split(/\s+/).filter(Boolean).map(wordOfEntry);
  const out: string[] = [];
  for (let index = 0; index < words.length; ) {
    let matched = 0;
    for (let length = Math.min(model.longestPhrase, words.length - index); length >= 1; length -= 1) {
      const display = model.displayByWords.get(words.slice(index, index + length).join(" "));
      if (display) {
        out.push(display);
        matched = length;
        break;
      }
    }
    if (matched === 0) out.push(words[index]!);
    index += Math.max(1, matched);
  }
  return out.join(" ");
}
