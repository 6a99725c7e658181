import { describe, expect, it } from "vitest";
import { withAlternatePronunciations, wordOfEntry } from "./pronouncing-dictionary.ts";

describe("withAlternatePronunciations", () => {
  it.each([
    ["margaux M AA R G OW\nmargaux__2 M AA R G AO K S", "margaux M AA R G OW\nmargaux(2) M AA R G AO K S"],
    ["chateau__3 SH AA T OW", "chateau(3) SH AA T OW"],
    ["a__2 AE\nb__12 B IY", "a(2) AE\nb(12) B IY"],
    ["opus OW P AH S", "opus OW P AH S"],
    ["d__2__x D IY", "d__2__x D IY"],
  ])("%j → %j", (text, expected) => {
    expect(withAlternatePronunciations(text)).toBe(expected);
  });
});

describe("wordOfEntry", () => {
  it.each([
    ["margaux__2", "margaux"],
    ["margaux", "margaux"],
    ["chateau__13", "chateau"],
  ])("%s → %s", (entry, word) => {
    expect(wordOfEntry(entry)).toBe(word);
  });
});
