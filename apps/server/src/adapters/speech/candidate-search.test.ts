import { describe, expect, it } from "vitest";
import { findCandidatePhrases, indexPhrases } from "./candidate-search.ts";
import { alignmentScore, phoneIdsOf } from "./phonetic-match.ts";

const PHONES: Record<string, string[]> = {
  chateau: ["SH AE T OW"],
  margaux: ["M AA R G OW"],
  talbot: ["T AE L B OW"],
  opus: ["OW P AH S"],
  one: ["W AH N"],
  winery: ["W AY N ER IY"],
  overture: ["OW V ER CH ER"],
  twenty: ["T W EH N T IY"],
};
const pronunciationsOf = (word: string) => PHONES[word] ?? [];
const phrases = [
  { words: ["chateau", "margaux"] },
  { words: ["chateau", "talbot"] },
  { words: ["opus", "one"] },
  { words: ["opus", "one", "winery", "overture"] },
];
const index = indexPhrases(phrases, pronunciationsOf);
const heard = (...words: [string, string][]) =>
  words.map(([word, phones]) => ({ word, phones: phoneIdsOf(phones) }));

describe("alignmentScore", () => {
  it("scores a name heard exactly above one heard with other sounds", () => {
    const said = phoneIdsOf("M AA R G OW");
    expect(alignmentScore(phoneIdsOf("M AA R G OW"), said)).toBeGreaterThan(
      alignmentScore(phoneIdsOf("T AE L B OW"), said),
    );
  });

  it("lets the words around the name cost nothing", () => {
    const said = phoneIdsOf("M AA R G OW");
    expect(alignmentScore(phoneIdsOf("T W EH N T IY M AA R G OW"), said)).toBeCloseTo(
      alignmentScore(said, said),
    );
  });
});

describe("findCandidatePhrases", () => {
  it("ranks the name that sounds like what was heard first, ignoring the year words", () => {
    const found = findCandidatePhrases(
      heard(["shadow", "SH AA D OW"], ["mardo", "M AA R D OW"], ["twenty", "T W EH N T IY"]),
      index,
      { limit: 2, ignored: new Set(["twenty"]) },
    );
    expect(found[0]).toBe(0);
  });

  it("keeps a short name heard well among the candidates beside longer ones", () => {
    const found = findCandidatePhrases(heard(["opus", "OW P AH S"], ["amon", "AH M AH N"]), index, {
      limit: 2,
      ignored: new Set(),
    });
    expect(found).toContain(2);
  });
});
