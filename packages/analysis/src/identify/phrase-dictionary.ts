import { tokenize } from "../text/normalize.ts";
import type { StyleTerm } from "./style-terms.ts";

/** What a phrase of the input can mean: an appellation/region, a grape, or a style word. */
export type Term =
  | { kind: "region"; regionId: string }
  | { kind: "variety"; varietyId: string }
  | { kind: "style"; term: StyleTerm };

export interface PhraseMatch {
  /** Token positions [start, end) in the query. */
  start: number;
  end: number;
  terms: Term[];
}

/** True when every meaning of the phrase is a label word ("Brut", "Riserva", "Red"): no place and no grape. */
export function isLabelPhrase(phrase: PhraseMatch | undefined): boolean {
  return phrase?.terms.every((term) => term.kind === "style") ?? false;
}

interface PhraseEntry {
  tokens: string[];
  terms: Term[];
}

export interface PhraseDictionary {
  /** Longest non-overlapping phrases, left to right. */
  detect(tokens: readonly string[]): PhraseMatch[];
  /** Every phrase as its tokens (for the typo vocabulary). */
  names(): Iterable<readonly string[]>;
}

export interface PhraseSource {
  text: string;
  term: Term;
}

function sameTerm(left: Term, right: Term): boolean {
  if (left.kind === "region" && right.kind === "region") return left.regionId === right.regionId;
  if (left.kind === "variety" && right.kind === "variety") return left.varietyId === right.varietyId;
  if (left.kind === "style" && right.kind === "style") return left.term.id === right.term.id;
  return false;
}

export function buildPhraseDictionary(sources: Iterable<PhraseSource>): PhraseDictionary {
  const byPhrase = new Map<string, PhraseEntry>();
  for (const source of sources) {
    const tokens = tokenize(source.text);
    if (tokens.length === 0) continue;
    const key = tokens.join(" ");
    const entry = byPhrase.get(key);
    if (entry === undefined) byPhrase.set(key, { tokens, terms: [source.term] });
    else if (!entry.terms.some((term) => sameTerm(term, source.term))) entry.terms.push(source.term);
  }
  const byFirstToken = new Map<string, PhraseEntry[]>();
  for (const entry of byPhrase.values()) {
    const first = entry.tokens[0]!;
    const list = byFirstToken.get(first) ?? [];
    list.push(entry);
    byFirstToken.set(first, list);
  }
  for (const list of byFirstToken.values())
    list.sort((left, right) => right.tokens.length - left.tokens.length);

  function detect(tokens: readonly string[]): PhraseMatch[] {
    const matches: PhraseMatch[] = [];
    let position = 0;
    while (position < tokens.length) {
      const candidates = byFirstToken.get(tokens[position]!);
      const found = candidates?.find((entry) =>
        entry.tokens.every((token, offset) => tokens[position + offset] === token),
      );
      if (found === undefined) {
        position += 1;
        continue;
      }
      matches.push({ start: position, end: position + found.tokens.length, terms: found.terms });
      position += found.tokens.length;
    }
    return matches;
  }

  function* names(): Iterable<readonly string[]> {
    for (const entry of byPhrase.values()) yield entry.tokens;
  }

  return { detect, names };
}
