import { distance } from "fastest-levenshtein";

/**
 * Typo-tolerant token lookup (one edit, or a transposition) using the symmetric-delete trick: every word and
 * every query token are indexed by their one-letter deletions, so a lookup costs a few map reads instead of a
 * scan of the vocabulary.
 */
export interface FuzzyVocabulary {
  has(token: string): boolean;
  /** The closest known token within one edit (two for long words), or undefined. */
  correct(token: string): string | undefined;
  /**
   * A word too short to correct alone, corrected when the word meant stands right after (`side` "after") or
   * before `neighbour` in some name: "Screaming Eagel" is the Eagle of Screaming Eagle, "Vega Sicila" the Sicilia
   * of Vega Sicilia, while a lone "Arauco" stays itself. `isAcrossJoins` also counts the joins given apart from the
   * names: a cuvée written after its house's name ("Penfolds Grang").
   */
  correctBeside(
    token: string,
    neighbour: string,
    side: "after" | "before",
    isAcrossJoins?: boolean,
  ): string | undefined;
}

/** Shorter words are too often someone else's real name one letter away ("Arauco" is not "Araujo"). */
const MIN_FUZZY_LENGTH = 7;
const MIN_TWO_EDIT_LENGTH = 10;
/**
 * A shorter word is corrected alone only for two neighbouring letters swapped ("Malbce", "Qunita"), the commonest
 * slip of the keys, and only to a grape's or a house-kind's word: a name's word so close to another is often a
 * real name of its own ("Briot" and Birot, "Arbios" and Arbois).
 */
const MIN_SWAPPED_LENGTH = 6;
/** Beside a word of the same name, a word this short is still a typo worth correcting ("Nior" for Noir). */
const MIN_NEIGHBOURED_LENGTH = 4;

function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index < word.length; index += 1)
    variants.push(word.slice(0, index) + word.slice(index + 1));
  return variants;
}

/** Levenshtein distance, with two neighbouring letters swapped ("Reisling", "Sauvingon") as one edit. */
function edits(token: string, word: string): number {
  if (token.length === word.length) {
    const differ = [...token].flatMap((letter, index) => (letter === word[index] ? [] : [index]));
    if (
      differ.length === 2 &&
      differ[1] === differ[0]! + 1 &&
      token[differ[0]!] === word[differ[1]!] &&
      token[differ[1]!] === word[differ[0]!]
    ) {
      return 1;
    }
  }
  return distance(token, word);
}

function addTo(map: Map<string, Set<string>>, key: string, word: string): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([word]));
  else set.add(word);
}

/**
 * `rarity` orders equally close words: the commoner one (lower) is the likelier meant ("Margeaux" is Margaux, not
 * the rare "Marceaux"). `names` (as tokens) tell which words stand beside which, for `correctBeside`. `swappable`
 * are the words a short one is corrected to when two of its neighbouring letters are swapped.
 */
export function buildFuzzyVocabulary(
  words: Iterable<string>,
  rarity: (word: string) => number = () => 0,
  names: Iterable<readonly string[]> = [],
  joins: Iterable<readonly [string, string]> = [],
  swappable: Iterable<string> = [],
): FuzzyVocabulary {
  const swapTargets = new Set(swappable);
  const following = new Map<string, Set<string>>();
  const preceding = new Map<string, Set<string>>();
  for (const name of names) {
    for (let index = 1; index < name.length; index += 1) {
      addTo(following, name[index - 1]!, name[index]!);
      addTo(preceding, name[index]!, name[index - 1]!);
    }
  }
  const followingAcross = new Map<string, Set<string>>();
  const precedingAcross = new Map<string, Set<string>>();
  for (const [first, second] of joins) {
    addTo(followingAcross, first, second);
    addTo(precedingAcross, second, first);
  }
  const known = new Set<string>();
  const byDeletion = new Map<string, string[]>();
  const add = (key: string, word: string) => {
    const list = byDeletion.get(key);
    if (list === undefined) byDeletion.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  for (const word of words) {
    if (known.has(word)) continue;
    known.add(word);
    if (word.length < MIN_FUZZY_LENGTH || /^\d+$/.test(word)) continue;
    add(word, word);
    for (const variant of deletions(word)) add(variant, word);
  }
  const cache = new Map<string, string | undefined>();

  /** The known word the token is with two neighbouring letters swapped back, the first letter kept. */
  function unswapped(token: string): string | undefined {
    let best: string | undefined;
    for (let index = 1; index < token.length - 1; index += 1) {
      const word = token.slice(0, index) + token[index + 1] + token[index] + token.slice(index + 2);
      if (word !== token && swapTargets.has(word) && (best === undefined || rarity(word) < rarity(best)))
        best = word;
    }
    return best;
  }

  function correct(token: string): string | undefined {
    if (known.has(token)) return token;
    if (token.length < MIN_SWAPPED_LENGTH || /\d/.test(token)) return undefined;
    if (token.length < MIN_FUZZY_LENGTH) return unswapped(token);
    if (cache.has(token)) return cache.get(token);
    const candidates = new Set<string>(byDeletion.get(token) ?? []);
    for (const variant of deletions(token)) {
      for (const word of byDeletion.get(variant) ?? []) candidates.add(word);
    }
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    const allowed = token.length >= MIN_TWO_EDIT_LENGTH ? 2 : 1;
    for (const candidate of [...candidates].sort()) {
      const away = edits(token, candidate);
      if (away > allowed || candidate[0] !== token[0]) continue;
      if (away < bestDistance || (away === bestDistance && rarity(candidate) < rarity(best!))) {
        best = candidate;
        bestDistance = away;
      }
    }
    if (cache.size > 50_000) cache.clear();
    cache.set(token, best);
    return best;
  }

  function correctBeside(
    token: string,
    neighbour: string,
    side: "after" | "before",
    isAcrossJoins = false,
  ): string | undefined {
    if (known.has(token) || token.length < MIN_NEIGHBOURED_LENGTH || /\d/.test(token)) return undefined;
    const besides = new Set((side === "after" ? following : preceding).get(neighbour));
    if (isAcrossJoins)
      for (const word of (side === "after" ? followingAcross : precedingAcross).get(neighbour) ?? [])
        besides.add(word);
    let best: string | undefined;
    for (const candidate of [...besides].sort()) {
      if (candidate[0] !== token[0] || edits(token, candidate) !== 1) continue;
      if (best === undefined || rarity(candidate) < rarity(best)) best = candidate;
    }
    return best;
  }

  return { has: (token) => known.has(token), correct, correctBeside };
}
