import { readFile } from "node:fs/promises";
import { pronounceBySpelling, pronounceWithEspeak, type SpeechLanguage } from "./letter-to-sound.ts";

/** The CMU dictionary: word → its pronunciations (phones separated by spaces). */
export async function readCmuDictionary(file: string): Promise<Map<string, string[]>> {
  const dictionary = new Map<string, string[]>();
  for (const line of (await readFile(file, "utf8")).split("\n")) {
    const space = line.indexOf(" ");
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, "");
    const phones = line.slice(space + 1).trim();
    const list = dictionary.get(word);
    if (list) list.push(phones);
    else dictionary.set(word, [phones]);
  }
  return dictionary;
}

export type DictionaryInputs = {
  /** Each word of the grammar with the languages of the names it appears in (none for number words). */
  words: ReadonlyMap<string, ReadonlySet<SpeechLanguage>>;
  /** How words are printed when that differs from their spoken form ("chateau" → "Château"). */
  printed: ReadonlyMap<string, ReadonlySet<string>>;
  cmu: ReadonlyMap<string, string[]>;
  /** espeak-ng, when installed: pronunciations as an English voice and as the name's own language say them. */
  espeak: string | null;
};

/** A dictionary for pocketsphinx and, per word, the entries that spell its pronunciations. */
export type PronouncingDictionary = {
  text: string;
  /** "margaux" → ["margaux", "margaux__2"]: pocketsphinx's own alternate pronunciations make a grammar of this
   * size take a minute to load, so each pronunciation is a word of its own and the grammar offers them all. */
  entriesOf(word: string): readonly string[];
};

/** The word an entry stands for ("margaux__2" → "margaux"). */
export function wordOfEntry(entry: string): string {
  return entry.replace(/__\d+$/, "");
}

/**
 * The dictionary with each word's pronunciations as pocketsphinx's own alternates ("margaux__2" →
 * "margaux(2)"), for a language model, which names words, not entries: the decoder then hears every way of
 * saying a word where the model has it.
 */
export function withAlternatePronunciations(dictionaryText: string): string {
  return dictionaryText.replace(/^(\S+)__(\d+) /gm, "$1($2) ");
}

/** Pronunciations kept per word: each one multiplies the grammar's transitions, and so its load time. */
const MAX_PRONUNCIATIONS = 3;

/**
 * The pocketsphinx dictionary of the grammar's words. A word gets, in this order and at most three: the CMU
 * dictionary's pronunciation, how espeak-ng reads it as printed in English ("Château" is not read like
 * "chateau"), and how it reads it in the language of its names ("Margaux" the French way) — so English
 * and French speakers are both understood. Without espeak-ng, a word the CMU dictionary lacks is pronounced
 * from its spelling.
 */
export async function buildPronouncingDictionary({
  words,
  printed,
  cmu,
  espeak,
}: DictionaryInputs): Promise<PronouncingDictionary> {
  const variants = new Map<string, string[]>();
  const add = (word: string, phones: string | undefined) => {
    if (!phones) return;
    const list = variants.get(word) ?? [];
    if (!list.includes(phones) && list.length < MAX_PRONUNCIATIONS) list.push(phones);
    variants.set(word, list);
  };
  for (const word of words.keys()) add(word, cmu.get(word)?.[0]);
  if (espeak) {
    const printedForm = (word: string) => [...(printed.get(word) ?? [])][0] ?? word;
    // Number and link words are plain English: the CMU dictionary says them right.
    const names = [...words.keys()].filter((word) => !cmu.has(word) || isNameWord(word, words));
    const english = await pronounceWithEspeak(espeak, "en-us", [...new Set(names.map(printedForm))]);
    for (const word of names) add(word, english.get(printedForm(word))?.join(" "));
    const byLanguage = new Map<SpeechLanguage, string[]>();
    for (const [word, languages] of words) {
      for (const language of languages) {
        if (language !== "en-us") byLanguage.set(language, [...(byLanguage.get(language) ?? []), word]);
      }
    }
    for (const [language, list] of byLanguage) {
      const native = await pronounceWithEspeak(espeak, language, [...new Set(list.map(printedForm))]);
      for (const word of list) add(word, native.get(printedForm(word))?.join(" "));
    }
  }
  for (const word of words.keys()) {
    if (!variants.has(word)) add(word, pronounceBySpelling(word).join(" ") || undefined);
  }
  const lines: string[] = [];
  const entries = new Map<string, string[]>();
  for (const [word, list] of [...variants.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const names = list.map((_, index) => (index === 0 ? word : `${word}__${index + 1}`));
    entries.set(word, names);
    list.forEach((phones, index) => {
      lines.push(`${names[index]} ${phones}`);
    });
  }
  return { text: `${lines.join("\n")}\n`, entriesOf: (word) => entries.get(word) ?? [word] };
}

/** Whether a word comes from a name (number and link words come from no name). */
function isNameWord(word: string, words: ReadonlyMap<string, ReadonlySet<SpeechLanguage>>): boolean {
  return (words.get(word)?.size ?? 0) > 0;
}
