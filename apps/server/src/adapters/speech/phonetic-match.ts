/**
 * Phonetic matching of what the recogniser heard (a rough string of ARPAbet phones) against the catalogue's
 * names, to choose the few names worth decoding precisely. Phones are small integers so a name is a
 * Uint8Array and thousands of names are aligned in milliseconds.
 */
export const PHONES = [
  "AA",
  "AE",
  "AH",
  "AO",
  "AW",
  "AY",
  "EH",
  "ER",
  "EY",
  "IH",
  "IY",
  "OW",
  "OY",
  "UH",
  "UW",
  "B",
  "CH",
  "D",
  "DH",
  "F",
  "G",
  "HH",
  "JH",
  "K",
  "L",
  "M",
  "N",
  "NG",
  "P",
  "R",
  "S",
  "SH",
  "T",
  "TH",
  "V",
  "W",
  "Y",
  "Z",
  "ZH",
] as const;

const VOWEL_COUNT = 15;
const INDEX = new Map<string, number>(PHONES.map((phone, index) => [phone, index]));

/** Consonants that sound alike (voicing pairs, places of articulation, nasals, liquids, glides). */
const NEIGHBOURS: readonly (readonly string[])[] = [
  ["P", "B"],
  ["T", "D"],
  ["K", "G"],
  ["F", "V"],
  ["S", "Z"],
  ["SH", "ZH"],
  ["CH", "JH"],
  ["TH", "DH"],
  ["S", "SH"],
  ["Z", "ZH"],
  ["CH", "SH"],
  ["JH", "ZH"],
  ["T", "TH"],
  ["D", "DH"],
  ["F", "TH"],
  ["V", "DH"],
  ["T", "CH"],
  ["D", "JH"],
  ["M", "N"],
  ["N", "NG"],
  ["L", "R"],
  ["W", "V"],
  ["Y", "JH"],
  ["P", "T"],
  ["T", "K"],
  ["B", "D"],
  ["D", "G"],
];

/** Vowels that sound alike (so "EY" heard for "EH" costs less than for "UW"). */
const CLOSE_VOWELS: readonly (readonly string[])[] = [
  ["AA", "AH", "AO", "AE"],
  ["EH", "AE", "EY", "IH"],
  ["IH", "IY", "EY"],
  ["OW", "AO", "UH", "UW", "AW"],
  ["AH", "ER", "UH", "IH", "EH"],
  ["AY", "EY", "AA"],
  ["OY", "OW"],
];

/** Scores of aligning: a heard phone matching a said one earns up to MATCH; gaps cost. */
const MATCH = 1;
const MISSED = 0.6;
const EXTRA = 0.5;
/** Short consonants the rough pass often misses entirely. */
const EASILY_MISSED = new Set(["N", "M", "NG", "D", "T", "HH", "Y", "W", "R", "L", "DH"]);

function buildCosts(): Float32Array {
  const size = PHONES.length;
  const costs = new Float32Array(size * size);
  for (let a = 0; a < size; a += 1) {
    for (let b = 0; b < size; b += 1) {
      const isVowelA = a < VOWEL_COUNT;
      const isVowelB = b < VOWEL_COUNT;
      costs[a * size + b] = a === b ? 0 : isVowelA && isVowelB ? 0.7 : isVowelA !== isVowelB ? 1.4 : 1.1;
    }
  }
  const close = (groups: readonly (readonly string[])[], cost: number) => {
    for (const group of groups) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const a = INDEX.get(first)!;
          const b = INDEX.get(second)!;
          costs[a * size + b] = Math.min(costs[a * size + b]!, cost);
        }
      }
    }
  };
  close(NEIGHBOURS, 0.5);
  close(CLOSE_VOWELS, 0.4);
  return costs;
}

const COSTS = buildCosts();
const MISSED_COST = new Float32Array(PHONES.map((phone) => (EASILY_MISSED.has(phone) ? 0.35 : MISSED)));

/** ARPAbet phones ("S AE S IH K EY AH", stress digits allowed) as phone numbers; unknown phones are left out. */
export function phoneIdsOf(phones: string): Uint8Array {
  const ids: number[] = [];
  for (const phone of phones.split(/\s+/)) {
    const id = INDEX.get(phone.replace(/\d$/, ""));
    if (id !== undefined) ids.push(id);
  }
  return Uint8Array.from(ids);
}

/**
 * How well a name's phones explain some stretch of what was heard: each said phone is matched to a heard one
 * (earning MATCH less their difference) or missed (a cost); heard phones within the stretch that the name
 * does not explain cost too. Heard phones before and after the stretch are free: they are the year and the
 * words around the name. Higher is better; a long name heard well scores more than a short one.
 */
export function alignmentScore(heard: Uint8Array, said: Uint8Array, scratch?: Float32Array): number {
  const width = heard.length + 1;
  const previous = scratch && scratch.length >= 2 * width ? scratch : new Float32Array(2 * width);
  let row = 0;
  for (let column = 0; column < width; column += 1) previous[column] = 0;
  for (let index = 0; index < said.length; index += 1) {
    const phone = said[index]!;
    const costRow = phone * PHONES.length;
    const missed = MISSED_COST[phone]!;
    const last = row * width;
    row = 1 - row;
    const current = row * width;
    previous[current] = previous[last]! - missed;
    for (let column = 1; column < width; column += 1) {
      const matched = previous[last + column - 1]! + MATCH - COSTS[costRow + heard[column - 1]!]!;
      const skipped = previous[last + column]! - missed;
      const extra = previous[current + column - 1]! - EXTRA;
      previous[current + column] =
        matched > skipped ? (matched > extra ? matched : extra) : skipped > extra ? skipped : extra;
    }
  }
  let best = Number.NEGATIVE_INFINITY;
  const final = row * width;
  for (let column = 0; column < width; column += 1)
    if (previous[final + column]! > best) best = previous[final + column]!;
  return best;
}
