import { ipaToArpabet } from "./ipa-to-arpabet.ts";
import { runProgram } from "./run-program.ts";

/** espeak-ng voices for the languages of wine names; English is always asked too. */
export type SpeechLanguage = "en-us" | "fr" | "it" | "es" | "pt" | "de";

const CHUNK = 400;

/** IPA of each word in one espeak-ng voice: one word per line in, one line of IPA out. */
async function ipaOf(
  espeak: string,
  voice: SpeechLanguage,
  words: readonly string[],
): Promise<(string | null)[]> {
  const result: (string | null)[] = [];
  for (let start = 0; start < words.length; start += CHUNK) {
    const chunk = words.slice(start, start + CHUNK);
    const { code, stdout } = await runProgram(espeak, ["-q", "--ipa", "-v", voice], {
      input: `${chunk.join("\n")}\n`,
    });
    const lines = stdout
      .toString("utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (code === 0 && lines.length === chunk.length) {
      result.push(...lines);
      continue;
    }
    // espeak-ng joined or split some lines: ask word by word so no word gets another's sounds.
    for (const word of chunk) {
      const single = await runProgram(espeak, ["-q", "--ipa", "-v", voice, word]);
      result.push(single.code === 0 ? single.stdout.toString("utf8").trim() || null : null);
    }
  }
  return result;
}

/** ARPAbet pronunciations of words as an espeak-ng voice says them. */
export async function pronounceWithEspeak(
  espeak: string,
  voice: SpeechLanguage,
  words: readonly string[],
): Promise<Map<string, string[]>> {
  const ipa = await ipaOf(espeak, voice, words);
  const pronunciations = new Map<string, string[]>();
  words.forEach((word, index) => {
    const text = ipa[index] ?? "";
    // "(en)sˈɛvən(fr)": the voice took the word for English and read it so; that is not its own reading.
    if (/\([a-z-]+\)/.test(text)) return;
    const phones = ipaToArpabet(text, voice === "en-us");
    if (phones.length > 0) pronunciations.set(word, phones);
  });
  return pronunciations;
}

const GRAPHEMES: readonly [string, string[]][] = [
  ["eau", ["OW"]],
  ["tch", ["CH"]],
  ["sch", ["SH"]],
  ["ch", ["SH"]],
  ["sh", ["SH"]],
  ["ph", ["F"]],
  ["th", ["T"]],
  ["gn", ["N", "Y"]],
  ["gl", ["L", "Y"]],
  ["ll", ["L"]],
  ["qu", ["K"]],
  ["ck", ["K"]],
  ["ou", ["UW"]],
  ["au", ["OW"]],
  ["ai", ["EY"]],
  ["ei", ["AY"]],
  ["ie", ["IY"]],
  ["oo", ["UW"]],
  ["ee", ["IY"]],
  ["oi", ["OY"]],
  ["a", ["AA"]],
  ["e", ["EH"]],
  ["i", ["IY"]],
  ["o", ["OW"]],
  ["u", ["UW"]],
  ["y", ["IY"]],
  ["b", ["B"]],
  ["c", ["K"]],
  ["d", ["D"]],
  ["f", ["F"]],
  ["g", ["G"]],
  ["h", ["HH"]],
  ["j", ["JH"]],
  ["k", ["K"]],
  ["l", ["L"]],
  ["m", ["M"]],
  ["n", ["N"]],
  ["p", ["P"]],
  ["r", ["R"]],
  ["s", ["S"]],
  ["t", ["T"]],
  ["v", ["V"]],
  ["w", ["W"]],
  ["x", ["K", "S"]],
  ["z", ["Z"]],
];

/**
 * A pronunciation from spelling alone, for when espeak-ng is not installed: rough, but it lets the grammar
 * keep a name rather than drop it.
 */
export function pronounceBySpelling(word: string): string[] {
  const phones: string[] = [];
  let index = 0;
  while (index < word.length) {
    const grapheme = GRAPHEMES.find(([letters]) => word.startsWith(letters, index));
    if (grapheme) {
      // A double consonant is one sound.
      if (phones.at(-1) !== grapheme[1][0] || grapheme[1].length > 1) phones.push(...grapheme[1]);
      index += grapheme[0].length;
    } else index += 1;
  }
  return phones;
}
