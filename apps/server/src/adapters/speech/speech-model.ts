import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { KnowledgeBase } from "@vinestra/analysis";
import type { SpeechLanguage } from "./letter-to-sound.ts";
import { buildPronouncingDictionary, readCmuDictionary, wordOfEntry } from "./pronouncing-dictionary.ts";
import { buildWineGrammar, LINK_WORDS, YEAR_WORDS } from "./speech-grammar.ts";
import { listSpokenPhrases, type SpokenPhrase } from "./speech-vocabulary.ts";

/** Bump when the way the grammar or dictionary is built changes, so cached files are rebuilt. */
const MODEL_VERSION = 7;

export type SpeechModel = {
  grammarFile: string;
  dictionaryFile: string;
  /** Spoken words of a name → how it is written ("chateau margaux" → "Château Margaux"). */
  displayByWords: ReadonlyMap<string, string>;
  longestPhrase: number;
};

function wordLanguages(phrases: readonly SpokenPhrase[]): Map<string, Set<SpeechLanguage>> {
  const words = new Map<string, Set<SpeechLanguage>>();
  // Years and the words around them are said in English whatever the wine: the CMU dictionary has them right.
  const plainEnglish = new Set([...YEAR_WORDS, ...LINK_WORDS]);
  for (const phrase of phrases) {
    for (const word of phrase.words) {
      if (plainEnglish.has(word)) continue;
      const languages = words.get(word) ?? new Set<SpeechLanguage>();
      languages.add(phrase.language);
      words.set(word, languages);
    }
  }
  for (const word of [...YEAR_WORDS, ...LINK_WORDS]) if (!words.has(word)) words.set(word, new Set());
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

/**
 * The grammar and dictionary for pocketsphinx, built from the knowledge base once and kept in
 * `directory` under a name derived from their inputs, so a restart reuses them and a new catalogue rebuilds.
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
  const grammarFile = path.join(folder, "wine.fsg");
  const dictionaryFile = path.join(folder, "wine.dict");
  const isBuilt = await readFile(dictionaryFile, "utf8").then(
    (content) => content.length > 0,
    () => false,
  );
  if (!isBuilt) {
    await mkdir(folder, { recursive: true });
    const dictionary = await buildPronouncingDictionary({
      words: wordLanguages(phrases),
      printed: printedForms(phrases),
      cmu: await readCmuDictionary(cmuDictionary),
      espeak,
    });
    // The grammar first: a dictionary on disk is what marks the model as built.
    await writeAtomically(grammarFile, buildWineGrammar(phrases, dictionary.entriesOf));
    await writeAtomically(dictionaryFile, dictionary.text);
  }
  // A name that is a year or link word ("Five", "Vintage") stays as said: the voice parser reads those words.
  const plainWords = new Set([...YEAR_WORDS, ...LINK_WORDS]);
  const displayByWords = new Map(
    phrases
      .filter((phrase) => !(phrase.words.length === 1 && plainWords.has(phrase.words[0]!)))
      .map((phrase) => [phrase.words.join(" "), phrase.display]),
  );
  return {
    grammarFile,
    dictionaryFile,
    displayByWords,
    longestPhrase: Math.max(...phrases.map((phrase) => phrase.words.length)),
  };
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
