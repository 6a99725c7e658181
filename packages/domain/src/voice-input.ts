import { invalid, type Validated, valid } from "./result.ts";
import { isNumberWord, readSpokenYear } from "./spoken-years.ts";
import type { WineQuery } from "./wine-input.ts";

interface Token {
  original: string;
  key: string;
}

interface YearMatch {
  value: number;
  start: number;
  length: number;
}

const CONNECTORS = new Set(["vintage", "from"]);

function keyOf(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** Words of a transcript; "twenty-fifteen" splits into number words while "Saint-Émilion" stays whole. */
function tokenize(text: string): Token[] {
  return text
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((word) => {
      const parts = word.split("-");
      const isSpokenNumber = parts.length > 1 && parts.every((part) => isNumberWord(keyOf(part)));
      return (isSpokenNumber ? parts : [word]).map((original) => ({ original, key: keyOf(original) }));
    });
}

function findYears(keys: readonly string[]): YearMatch[] {
  const years: YearMatch[] = [];
  for (let index = 0; index < keys.length; ) {
    const key = keys[index] as string;
    const spoken = /^(?:18|19|20)\d{2}$/u.test(key)
      ? { value: Number(key), length: 1 }
      : readSpokenYear(keys, index);
    if (spoken) years.push({ value: spoken.value, start: index, length: spoken.length });
    index += spoken?.length ?? 1;
  }
  return years;
}

/** Indexes of the words that introduce a year: "the", and before it "vintage" or "from" ("from the 2015"). */
function fillersBefore(keys: readonly string[], start: number): number[] {
  const fillers: number[] = [];
  let index = start - 1;
  if (keys[index] === "the") fillers.push(index--);
  if (CONNECTORS.has(keys[index] ?? "")) fillers.push(index);
  return fillers;
}

/**
 * Parses a voice transcript into name and vintage (spec §5): name then year, year then name, or name with
 * "vintage" or "from" then year ("the 2015 vintage of …" too); years as digits or words ("twenty fifteen",
 * "two thousand nine", "nineteen oh five"). With several years, one after "vintage"/"from" wins, else the
 * last. An empty transcript gives 'No speech detected'; no name left gives 'Could not detect wine name from
 * speech'. The vintage range (1800 to the current year) is checked at confirmation with `validateVintage(…,
 * "voice", now)`.
 */
export function parseVoiceTranscript(transcript: string | null | undefined): Validated<WineQuery> {
  const tokens = tokenize(transcript ?? "");
  if (tokens.every((token) => token.key === "")) return invalid("No speech detected");
  const keys = tokens.map((token) => token.key);
  const years = findYears(keys);
  const introduced = (match: YearMatch) =>
    fillersBefore(keys, match.start).some((index) => CONNECTORS.has(keys[index] ?? ""));
  const year = years.find(introduced) ?? years.at(-1);
  const drop = new Set<number>();
  if (year) {
    for (let offset = 0; offset < year.length; offset += 1) drop.add(year.start + offset);
    for (const index of fillersBefore(keys, year.start)) drop.add(index);
    const after = year.start + year.length;
    if (keys[after] === "vintage") {
      drop.add(after);
      if (keys[after + 1] === "of") drop.add(after + 1);
    }
  }
  const name = tokens
    .filter((_, index) => !drop.has(index))
    .map((token) => token.original)
    .join(" ")
    .replace(/^[\s,;:.!?–—-]+|[\s,;:.!?–—-]+$/gu, "");
  if (name === "") return invalid("Could not detect wine name from speech");
  return valid({ name, vintage: year ? year.value : null });
}
