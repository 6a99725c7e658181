import type { CatalogVocabulary } from "./catalog-vocabulary.ts";
import type { LabelLine } from "./label-lines.ts";

/** A word the catalogue does not know must be this long … */
const MIN_UNKNOWN_LETTERS = 5;
/** … and read this surely to count as a name of its own rather than noise. */
const MIN_UNKNOWN_CONFIDENCE = 0.6;

/**
 * Whether words of a catalogue name are read on a line beside as many clear words the catalogue does not know:
 * then the line is a name the catalogue lacks ("SAGLIETTI FLAVIO", a house), and the catalogue's name sharing
 * a word with it ("Flavio Riserva", a cuvée of another house) is a chance likeness.
 */
export function isReadBesideUnknownName(
  lines: readonly LabelLine[],
  nameTokens: readonly string[],
  vocabulary: CatalogVocabulary,
): boolean {
  const isNameWord = (key: string) =>
    nameTokens.includes(key) || vocabulary.match(key).some((match) => nameTokens.includes(match.token));
  const isUnknown = (key: string) => key.length >= MIN_UNKNOWN_LETTERS && vocabulary.match(key).length === 0;
  return lines.some((line) => {
    if (line.isBoilerplate) return false;
    const keys = line.words.flatMap((word) =>
      word.key
        .split(" ")
        .filter(Boolean)
        .map((key) => ({ key, confidence: word.confidence })),
    );
    const named = keys.filter(({ key }) => isNameWord(key)).length;
    const unknown = keys.filter(
      ({ key, confidence }) =>
        confidence >= MIN_UNKNOWN_CONFIDENCE && !isNameWord(key) && !/\d/.test(key) && isUnknown(key),
    ).length;
    return named > 0 && unknown >= named;
  });
}

/**
 * Whether words of a catalogue name and words of another name are read on one line ("MARCHETTI FLAVIO"):
 * the line names one wine, so the two names compete for it.
 */
export function isReadBesideName(
  lines: readonly LabelLine[],
  nameTokens: readonly string[],
  otherTokens: readonly string[],
  vocabulary: CatalogVocabulary,
): boolean {
  const isIn = (tokens: readonly string[]) => (key: string) =>
    tokens.includes(key) || vocabulary.match(key).some((match) => tokens.includes(match.token));
  const isName = isIn(nameTokens);
  const isOther = isIn(otherTokens.filter((token) => !nameTokens.includes(token)));
  return lines.some((line) => {
    if (line.isBoilerplate) return false;
    const keys = line.words.flatMap((word) => word.key.split(" ").filter(Boolean));
    return keys.some(isName) && keys.some(isOther);
  });
}
