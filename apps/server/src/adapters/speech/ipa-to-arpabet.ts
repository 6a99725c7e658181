/**
 * IPA (as espeak-ng prints it with --ipa) → the CMU/ARPAbet phones of the pocketsphinx US English model.
 * Sounds English lacks are mapped to the nearest English phones, as an English speaker would say them.
 */
const MULTI: readonly [string, string[]][] = [
  ["aɪə", ["AY", "ER"]],
  ["tʃ", ["CH"]],
  ["dʒ", ["JH"]],
  ["ts", ["T", "S"]],
  ["dz", ["D", "Z"]],
  ["pf", ["P", "F"]],
  ["aɪ", ["AY"]],
  ["aʊ", ["AW"]],
  ["eɪ", ["EY"]],
  ["oʊ", ["OW"]],
  ["əʊ", ["OW"]],
  ["ɔɪ", ["OY"]],
  ["ɪə", ["IY", "R"]],
  ["eə", ["EH", "R"]],
  ["ʊə", ["UH", "R"]],
  ["ɑ̃", ["AA", "N"]],
  ["ɔ̃", ["AO", "N"]],
  ["ɛ̃", ["AE", "N"]],
  ["œ̃", ["AH", "N"]],
  ["ɐ̃", ["AH", "N"]],
  ["ẽ", ["EH", "N"]],
  ["õ", ["OW", "N"]],
  ["ĩ", ["IY", "N"]],
  ["ũ", ["UW", "N"]],
];

const SINGLE: Record<string, string[]> = {
  ɑ: ["AA"],
  a: ["AA"],
  æ: ["AE"],
  ɐ: ["AH"],
  ʌ: ["AH"],
  ə: ["AH"],
  ɚ: ["ER"],
  ɜ: ["ER"],
  ɝ: ["ER"],
  ɛ: ["EH"],
  e: ["EY"],
  ɪ: ["IH"],
  ᵻ: ["IH"],
  ɨ: ["IH"],
  i: ["IY"],
  ɒ: ["AA"],
  ɔ: ["AO"],
  o: ["OW"],
  ʊ: ["UH"],
  u: ["UW"],
  y: ["UW"],
  ʏ: ["UH"],
  ø: ["ER"],
  œ: ["ER"],
  ɤ: ["AH"],
  ɯ: ["UW"],
  p: ["P"],
  b: ["B"],
  t: ["T"],
  d: ["D"],
  k: ["K"],
  c: ["K"],
  g: ["G"],
  ɡ: ["G"],
  f: ["F"],
  v: ["V"],
  θ: ["TH"],
  ð: ["DH"],
  s: ["S"],
  z: ["Z"],
  ʃ: ["SH"],
  ʒ: ["ZH"],
  h: ["HH"],
  x: ["HH"],
  ç: ["HH"],
  χ: ["HH"],
  m: ["M"],
  n: ["N"],
  ŋ: ["NG"],
  ɲ: ["N", "Y"],
  l: ["L"],
  ɫ: ["L"],
  ʎ: ["L", "Y"],
  r: ["R"],
  ɹ: ["R"],
  ʁ: ["R"],
  ʀ: ["R"],
  j: ["Y"],
  w: ["W"],
  ɥ: ["W"],
  ɣ: ["G"],
  β: ["B"],
  ʝ: ["Y"],
  ɟ: ["JH"],
};

/** Stress, length, linking, aspiration, palatalisation, syllable and tie marks, and spaces. */
const MARKS = /ˈ|ˌ|ː|ˑ|‿|ʰ|ʲ|\u0329|\u032f|\u0361|\.|-|\s/gu;

/** IPA text → ARPAbet phones; `isEnglish` decides the tap "ɾ" (a flapped T in English, an R elsewhere). */
export function ipaToArpabet(ipa: string, isEnglish: boolean): string[] {
  // Keep the nasalising tilde (U+0303); drop stress, length, syllabic and other marks.
  const text = ipa
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(/[\u0300-\u0302\u0304-\u036f]/gu, "")
    .normalize("NFC");
  const phones: string[] = [];
  let index = 0;
  while (index < text.length) {
    const multi = MULTI.find(([sequence]) => text.startsWith(sequence, index));
    if (multi) {
      phones.push(...multi[1]);
      index += multi[0].length;
      continue;
    }
    const character = String.fromCodePoint(text.codePointAt(index)!);
    if (character === "ɾ") phones.push(isEnglish ? "D" : "R");
    else phones.push(...(SINGLE[character] ?? []));
    index += character.length;
  }
  return phones;
}
