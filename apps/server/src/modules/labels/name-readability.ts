import type { SeenWords } from "./seen-words.ts";

/** Generic words ("chateau", "estate") weigh this much in the catalogue index; a name needs more than them. */
export const GENERIC_WEIGHT = 0.3;
/** How surely a house's rarest word must be read. */
const MIN_RAREST_CERTAINTY = 0.6;
/** A house named like a place ("Garzón", "Château Margaux") must be in the label's headline words … */
export const MIN_HEADLINE_PROMINENCE = 0.6;
/** … unless its place word is only a piece of a place's name ("Frankland" of "Frankland River") set above
 * the fine print, and the label shows no place that word belongs to. */
const MIN_PLACE_PIECE_PROMINENCE = 0.25;
/** … and when the label prints that place as its own (the appellation line), the house's name must be the
 * label's largest words: "Clare" of a "Clare Valley" line names the place, not a house called "Clos Clare". */
const MIN_PRINTED_PLACE_PROMINENCE = 0.9;
/** A word this short is as often an ornament, a stray initial or a clipped word read as letters … */
const MAX_SHORT_WORD_LENGTH = 3;
/** … so a house named by one must show it read surely. */
const MIN_SHORT_WORD_CONFIDENCE = 0.5;
/** A cuvée recognised without its house must be printed at least this large (share of the tallest words) … */
const MIN_CUVEE_PROMINENCE = 0.5;
/** … and read this surely by the OCR. */
const MIN_CUVEE_CONFIDENCE = 0.7;

export type NameRules = {
  weight: (token: string) => number;
  /** Words that describe a wine rather than name it (grapes, one-word places, classes, fillers). */
  descriptive: ReadonlySet<string>;
  /** Descriptive words plus every word of a place name: what a cuvée's own name must go beyond. */
  placeWords: ReadonlySet<string>;
  /** Words of the places and grapes the label itself prints ("frankland river", "cabernet sauvignon"). */
  labelTermWords: ReadonlySet<string>;
};

/** Whether a word only describes: a place or grape word, or its plural ("Cabernets", "Rieslings"). */
export function isPlaceOrKindWord(token: string, rules: Pick<NameRules, "placeWords">): boolean {
  if (rules.placeWords.has(token)) return true;
  return token.length > 4 && token.endsWith("s") && rules.placeWords.has(token.slice(0, -1));
}

/**
 * Whether a house's name made only of place words may count as read where the label shows it. Its house word
 * read large beside it ("CHÂTEAU MARGAUX") names the house even where the label also prints the place.
 */
function isPlaceNameReadable(
  tokens: readonly string[],
  rare: readonly string[],
  seen: SeenWords,
  rules: NameRules,
): boolean {
  const isHouseWordInHeadline = tokens.some(
    (token) =>
      rules.weight(token) <= GENERIC_WEIGHT && (seen.get(token)?.prominence ?? 0) >= MIN_HEADLINE_PROMINENCE,
  );
  return rare.every((token) => {
    const prominence = seen.get(token)?.prominence ?? 0;
    if (rules.labelTermWords.has(token) && !isHouseWordInHeadline) {
      return prominence >= MIN_PRINTED_PLACE_PROMINENCE;
    }
    if (prominence >= MIN_HEADLINE_PROMINENCE) return true;
    const isPieceOfPlaceName = !rules.descriptive.has(token) && !rules.labelTermWords.has(token);
    return isPieceOfPlaceName && prominence >= MIN_PLACE_PIECE_PROMINENCE;
  });
}

/** Whether a house's name (or alias) may count as read on the label at all. */
export function isHouseNameReadable(tokens: readonly string[], seen: SeenWords, rules: NameRules): boolean {
  const { weight, descriptive } = rules;
  const rare = tokens.filter((token) => weight(token) > GENERIC_WEIGHT);
  if (rare.length === 0) return false;
  // A house known by one descriptive word ("Fino", "Bourgeois") is never named by that word alone.
  if (tokens.length === 1 && descriptive.has(tokens[0]!)) return false;
  const rarest = rare.reduce((best, token) => (weight(token) > weight(best) ? token : best));
  const sighting = seen.get(rarest);
  if (!sighting || sighting.certainty < MIN_RAREST_CERTAINTY) return false;
  // A name made only of place or class words is on every label of that place: only its headline counts.
  if (rare.every((token) => rules.placeWords.has(token)) && !isPlaceNameReadable(tokens, rare, seen, rules))
    return false;
  // A name read only as one short word ("BOW", "TOR", "Vik") needs the house word of the name beside it
  // ("Domaines Ott"), a bottler line naming it ("Bottled by The Ned"), or to be large and clear: alone it is
  // as often a common word of a sentence or a stray mark.
  const read = rare.filter((token) => seen.has(token));
  if (read.length === 1 && read[0]!.length <= MAX_SHORT_WORD_LENGTH) {
    const short = seen.get(read[0]!)!;
    const isClear = short.confidence >= MIN_SHORT_WORD_CONFIDENCE;
    const isHeadline = short.prominence >= MIN_HEADLINE_PROMINENCE;
    const isBesideHouseWord = tokens.some((token) => weight(token) <= GENERIC_WEIGHT && seen.has(token));
    if (!isBesideHouseWord && !short.isBottlerName && !(isClear && isHeadline)) return false;
  }
  // A short rare word read with a letter off ("casas" → "cases") needs a second rare word of the name beside
  // it; a long one ("gobelsburq") is that name misread.
  const isLongAndClose = rarest.length >= 7 && sighting.similarity >= 0.85;
  if (sighting.similarity < 1 && !isLongAndClose && read.length < 2) return false;
  return true;
}

/**
 * Whether a naming word of a cuvée's name (not a place, grape or class) is among the label's headline words,
 * read clearly: a cuvée's name in fine print or a blurred word is a word that happens to match.
 */
export function isCuveeInHeadline(
  names: readonly (readonly string[])[],
  seen: SeenWords,
  rules: NameRules,
): boolean {
  return names.some((name) =>
    name.some((token) => {
      const sighting = seen.get(token);
      return (
        rules.weight(token) > GENERIC_WEIGHT &&
        !isPlaceOrKindWord(token, rules) &&
        (sighting?.prominence ?? 0) >= MIN_CUVEE_PROMINENCE &&
        (sighting?.confidence ?? 0) >= MIN_CUVEE_CONFIDENCE
      );
    }),
  );
}
