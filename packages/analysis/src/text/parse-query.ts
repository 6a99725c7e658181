import { isNumberWord, readSpokenYear, vintagePosition } from "@vinestra/domain";
import { canonicalWords, isFillerToken } from "./normalize.ts";

/** A word of the input as typed, with its normalized tokens (a word like "Pessac-Léognan" gives two). */
export interface QueryToken {
  token: string;
  /** Index of the whitespace-separated word this token came from. */
  wordIndex: number;
}

export interface ParsedQuery {
  /** The input without the vintage, whitespace collapsed: the wine's display name when it is not catalogued. */
  displayName: string;
  words: string[];
  tokens: QueryToken[];
  vintage: number | null;
  isNonVintage: boolean;
  /** Index in `tokens` of the first token after the vintage; equals tokens.length when the year ends the text. */
  tailStart: number;
  /** True when the vintage sits between words, as in "Producer 2015 Wine Name". */
  hasYearInside: boolean;
}

const YEAR_WORD = /^\(?((?:19|20)\d\d)\)?[.,;:]?$/;
/** A year joined to a word by a hyphen, as in a page's address ("chateau-margaux-2015"). */
const HYPHENED_YEAR = /(?<=\p{L})-((?:19|20)\d\d)\b|\b((?:19|20)\d\d)-(?=\p{L})/gu;
/** A year written short, "Château Margaux '15": read when no 4-digit year is written. */
const SHORT_YEAR_WORD = /^['’‘`](\d\d)[.,;:]?$/;
/** Short years below this are this century's ('15 is 2015), the others the last's ('98 is 1998). */
const SHORT_YEAR_PIVOT = 40;
const NON_VINTAGE =
  /(^|\s)(n\.?\s?v\.?|non[-\s]?vintage|sans\s+annee|sans\s+année|multi[-\s]?vintage)(\s|$)/i;

/**
 * How the bottle is sold, not which wine it is: a size ("375ml", "1.5 L", "Magnum"), a pack ("6x75cl", "case of
 * 6", "6 bottles", "x 6"), a box ("Gift Box", "original wooden case"), a futures purchase ("en primeur"), a critic's
 * score from a merchant's list ("RP 97", "96 pts"). Left in, such words read as another cuvée of the house. Never
 * the first word, which names the house ("Magnum Vinhos").
 */
const BOTTLE_MARKERS = new RegExp(
  `\\s\\(?(${[
    // A size, alone or in a pack: "375ml", "1.5 L", "6x75cl", "12 x 750ml".
    String.raw`(?:\d{1,2}\s?x\s?)?\d{1,3}(?:[.,]\d+)?\s?(?:ml|cl|l|litres?|liters?)`,
    String.raw`(?:half|1\/2)[-\s]bottles?`,
    String.raw`(?:double\s)?magnums?|jeroboam|rehoboam|methuselah|mathusalem|salmanazar|nebuchadnezzar`,
    String.raw`en\s+primeur|futures`,
    // A box: "OWC", "in original wooden case", "Gift Box", "(Gift Boxed)".
    String.raw`owc|(?:in\s+(?:an?\s+)?)?(?:(?:original\s+)?wooden\s+case|gift\s?box(?:ed)?|gift\s+pack|presentation\s+box)`,
    // A pack: "case of 6", "6 bottles", "6-pack"; one bottle: "1 bottle", "single bottle".
    String.raw`(?:case|pack)\s+of\s+\d{1,2}(?:\s+bottles)?|\d{1,2}[-\s]?(?:pack|bottles?)|(?:single|one)\s+bottle`,
    // A count of bottles ending a merchant's line: "x 6", "x6", "6x", "6 x".
    String.raw`(?:x\s?\d{1,2}|\d{1,2}\s?x)(?=\)?\s*$)`,
    // A critic's score copied with the name: "RP 97", "WS 95+", "JS 98", "97 pts", "96 points", "96/100".
    String.raw`(?:rp|wa|ws|js|jr|vm|we|jd|parker|suckling|spectator)\s?\d{2,3}\+?(?:\s?(?:pts|points))?`,
    String.raw`\d{2,3}\+?\s?(?:pts|points)|\d{2,3}\/100`,
    // "Bottle" alone, last, after the vintage ("Sassicaia 2016 bottle"); not a name's own ("Message in a Bottle").
    String.raw`(?<=(?:^|\s)(?:19|20)\d{2}\s)(?:bottle|btl)(?=\s*$)`,
  ].join("|")})\\)?(?=\\s|$)`,
  "gi",
);

/** How a collector may open the text: "a bottle of Château Margaux 2015", "two glasses of Sancerre". */
const SERVING_LEAD =
  /^\s*(?:(?:a|an|one|two|three|six|twelve|\d+)\s+)?(?:bottles?|glass(?:es)?|cases?|magnums?|half[-\s]bottles?)\s+of\s+(?=\S)/i;

/** The text without how the wine is served or sold ("a bottle of …", "… 6x75cl", "… RP 97"). */
function withoutSaleWords(text: string): string {
  // Control characters pasted with a name ("\u0000", tabs) separate words like spaces.
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(SERVING_LEAD, "")
    .replace(BOTTLE_MARKERS, " ");
}

/** The most words a year said aloud takes: "two thousand and twenty one". */
const MAX_SPOKEN_YEAR_WORDS = 5;

/**
 * A year typed as it is said and ending the text ("Château Margaux twenty fifteen", "Opus One nineteen
 * ninety-seven", "… two thousand and nine"), written in digits. Read only where no year is written in digits, and
 * never as the whole text.
 */
function withSpokenYearInDigits(words: readonly string[]): string[] {
  const parts = words.flatMap((word) => {
    const pieces = word.split("-");
    return pieces.length > 1 && pieces.every((piece) => isNumberWord(piece.toLowerCase())) ? pieces : [word];
  });
  const keys = parts.map((part) => part.toLowerCase().replace(/[.,;:!?]+$/u, ""));
  for (let start = Math.max(1, keys.length - MAX_SPOKEN_YEAR_WORDS); start < keys.length; start += 1) {
    const spoken = readSpokenYear(keys, start);
    if (spoken !== null && start + spoken.length === keys.length && spoken.value >= 1900)
      return [...parts.slice(0, start), String(spoken.value)];
  }
  return [...words];
}

/** The year two digits stand for: '15 is 2015, '98 is 1998. */
function yearOfTwoDigits(twoDigits: number): number {
  return twoDigits < SHORT_YEAR_PIVOT ? 2000 + twoDigits : 1900 + twoDigits;
}

function shortYear(word: string): number {
  return yearOfTwoDigits(Number(SHORT_YEAR_WORD.exec(word)![1]));
}

/** Words a cuvée's own number follows ("Bin 28", "Cask 23", "No. 5", "Block 5"): the number is no vintage. */
const NUMBER_LEADS: ReadonlySet<string> = new Set(
  "bin no nr n nº n° # cask vat block lot lote fass cuvee cuvée cuve parcel parcela particella plot section batch edition series clone number".split(
    " ",
  ),
);

/**
 * A vintage typed as a bare two-digit number ending a text that has no other year ("Sassicaia 16", "Lafite 82"):
 * the name without it, its digits and the year they may mean, no later than `nowYear`. Whether it is the vintage or the
 * number of a cuvée ("Stag's Leap Cask 23", "Berlucchi 61") only the catalogue can tell; the caller decides.
 */
export function trailingBareYear(
  text: string,
  nowYear: number,
): { name: string; digits: string; year: number } | null {
  const match = /^(.*\S)\s+(\d\d)\s*$/su.exec(withoutSaleWords(text));
  if (match === null) return null;
  const name = match[1]!;
  const words = name.split(/\s+/);
  const before = words.at(-1)!.toLowerCase().replace(/[.:]$/u, "");
  if (NUMBER_LEADS.has(before) || /\d/u.test(before)) return null;
  return bareYearReading(name, match[2]!, nowYear);
}

/** The name and the year two bare digits beside it may mean: none when the name has a year or is empty. */
function bareYearReading(
  name: string,
  digits: string,
  nowYear: number,
): { name: string; digits: string; year: number } | null {
  const parsed = parseQuery(name);
  if (parsed.vintage !== null || parsed.isNonVintage || parsed.tokens.length === 0) return null;
  const year = yearOfTwoDigits(Number(digits));
  return year <= nowYear ? { name, digits, year } : null;
}

/** Words after a leading number that make it an age ("20 Year Old Tawny"), not a vintage. */
const AGE_WORDS: ReadonlySet<string> = new Set(
  "year years yr yrs yo ans anni anos años jahre jahrgang".split(" "),
);

/**
 * A vintage typed as a bare two-digit number opening a text that has no other year ("82 Lafite", "16 Sassicaia"),
 * as collectors write it: the name without it, its digits and the year they may mean, no later than `nowYear`.
 * Brands open with numbers too ("14 Hands", "19 Crimes"), so the caller takes it only when it names a catalogued wine
 * the text as written does not.
 */
export function leadingBareYear(
  text: string,
  nowYear: number,
): { name: string; digits: string; year: number } | null {
  const match = /^(\d\d)\s+(\S.*)$/su.exec(withoutSaleWords(text).trim());
  if (match === null) return null;
  const name = match[2]!;
  const next = name
    .split(/\s+/)[0]!
    .toLowerCase()
    .replace(/[.:,]$/u, "");
  if (AGE_WORDS.has(next) || /\d/u.test(next)) return null;
  return bareYearReading(name, match[1]!, nowYear);
}

/** Words that stay lower case inside a name written for display: "Marqués de Cáceres", "Castello di Ama". */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  "a al and da dai dal de dei del della der des di do dos du e el en et la le les of sur the und van von y".split(
    " ",
  ),
);

/**
 * A name typed all in lower case ("la crema pinot noir"), written as a label would be ("La Crema Pinot Noir");
 * any capital the collector typed means the name is already theirs to keep.
 */
export function nameForDisplay(words: readonly string[]): string {
  if (words.some((word) => word !== word.toLocaleLowerCase())) return words.join(" ");
  return words
    .map((word, index) =>
      index > 0 && NAME_PARTICLES.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{L})/gu,
            (_, before: string, letter: string) => before + letter.toLocaleUpperCase(),
          ),
    )
    .join(" ");
}

/**
 * Splits "Producer 2015 Wine" into tokens and a vintage. The first 4-digit year 1900–2099 is the vintage
 * (spec §5), unless it opens the house's name and another year follows; an explicit `vintage` argument wins over
 * the text.
 */
export function parseQuery(text: string, vintage?: number | null): ParsedQuery {
  const withoutBottle = withoutSaleWords(text);
  // A text that is only a bottle word ("Magnum") is still a name.
  const named = /[\p{L}\p{N}]/u.test(withoutBottle) ? withoutBottle : text;
  const withoutMarker = named.replace(NON_VINTAGE, " ");
  // A text that is only the marker ("NV") is still a name, as a name made only of fillers is.
  const isNonVintage = NON_VINTAGE.test(named) && /[\p{L}\p{N}]/u.test(withoutMarker);
  const cleaned = isNonVintage ? withoutMarker : named;
  const writtenWords = cleaned
    .replace(HYPHENED_YEAR, (_, after?: string, before?: string) => ` ${after ?? before} `)
    .split(/\s+/)
    .filter((word) => word !== "");
  const rawWords = writtenWords.some((word) => YEAR_WORD.test(word) || SHORT_YEAR_WORD.test(word))
    ? writtenWords
    : withSpokenYearInDigits(writtenWords);
  const yearIndexes = rawWords.flatMap((word, index) => (YEAR_WORD.test(word) ? [index] : []));
  // A year that opens the text and is followed by more name and another year is the house's name
  // ("1912 Winemakers 2009 Piorro"): the later year is the vintage.
  const isHouseYear = yearIndexes[0] === 0 && yearIndexes[1] !== undefined && yearIndexes[1] > 1;
  const shortYearIndex = rawWords.findIndex((word) => SHORT_YEAR_WORD.test(word));
  // Of several years, the latest is the vintage, the others the name's; a year right after a close one is another
  // date of the bottle (domain `vintagePosition`).
  const position = vintagePosition(
    yearIndexes.map((index) => ({
      year: Number(YEAR_WORD.exec(rawWords[index]!)![1]),
      followsYear: yearIndexes.includes(index - 1),
    })),
  );
  const latestYearIndex = yearIndexes[position];
  const yearWordIndex = latestYearIndex ?? shortYearIndex;
  const textYear =
    yearWordIndex < 0
      ? null
      : yearIndexes.length > 0
        ? Number(YEAR_WORD.exec(rawWords[yearWordIndex]!)![1])
        : shortYear(rawWords[yearWordIndex]!);
  const houseYear = isHouseYear ? Number(YEAR_WORD.exec(rawWords[0]!)![1]) : null;
  // An explicit vintage read from the house's year (by a reader that took the first year) is not the vintage.
  const givenVintage =
    vintage !== undefined && vintage !== null && vintage === houseYear ? textYear : vintage;
  // A second year right after the vintage that ends the text ("Penfolds Grange 2010 2011") is no word of the
  // name; one a name goes on after is ("Casella 2007 1919 Shiraz").
  const isYearAfterVintage = (index: number) =>
    yearWordIndex >= 0 &&
    index === yearWordIndex + 1 &&
    index === rawWords.length - 1 &&
    YEAR_WORD.test(rawWords[index]!);
  const words = rawWords.filter((_, index) => index !== yearWordIndex && !isYearAfterVintage(index));
  const allTokens: QueryToken[] = [];
  words.forEach((word, wordIndex) => {
    for (const token of canonicalWords(word)) allTokens.push({ token, wordIndex });
  });
  const meaningful = allTokens.filter(({ token }) => !isFillerToken(token));
  // A name made only of fillers ("The") is still a name.
  const tokens = meaningful.length > 0 ? meaningful : allTokens;
  const firstTail = tokens.findIndex(({ wordIndex }) => yearWordIndex >= 0 && wordIndex >= yearWordIndex);
  const tailStart = firstTail < 0 ? tokens.length : firstTail;
  const resolvedVintage = givenVintage ?? (isNonVintage ? null : textYear);
  return {
    displayName: nameForDisplay(words),
    words,
    tokens,
    vintage: resolvedVintage,
    isNonVintage: isNonVintage && resolvedVintage === null,
    tailStart,
    hasYearInside: tailStart > 0 && tailStart < tokens.length,
  };
}
