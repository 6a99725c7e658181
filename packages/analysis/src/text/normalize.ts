/**
 * Text normalization shared by the catalog indexes, the query parser and the cache key, so that
 * "Château d'Yquem", "CHATEAU D YQUEM" and "Ch. d’Yquem" all become the same tokens.
 */

const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", ı: "i" };

/** Abbreviations and spellings that mean the same word on a label (a Map: "constructor" is a word, not a key). */
const CANONICAL_TOKENS = new Map<string, string>(
  Object.entries({
    ch: "chateau",
    chateaux: "chateau",
    chateu: "chateau",
    dom: "domaine",
    domaines: "domaine",
    st: "saint",
    ste: "sainte",
    sta: "santa",
    sto: "santo",
    mt: "mount",
    mtn: "mountain",
    vyd: "vineyard",
    vyds: "vineyards",
    vineyards: "vineyard",
    // Grape names as collectors shorten them ("Cab Sauv", "Sauv Blanc", "Chard"): one word for one word, so that
    // a typed "Cloudy Bay Sauv Blanc" is the catalogued Sauvignon Blanc.
    cab: "cabernet",
    sauv: "sauvignon",
    sav: "sauvignon",
    savvy: "sauvignon",
    chard: "chardonnay",
    chardy: "chardonnay",
    zin: "zinfandel",
    gewurz: "gewurztraminer",
    sangio: "sangiovese",
  }),
);

/**
 * A grape's initials as wine lists write them, a word of their own ("Kim Crawford SB", "Meiomi PN"); inside a
 * dotted name ("C.Sb.V.") they are not.
 */
const GRAPE_INITIALS = new Map<string, string[]>([
  ["sb", ["sauvignon", "blanc"]],
  ["pn", ["pinot", "noir"]],
  ["pg", ["pinot", "grigio"]],
]);

/** Elided articles ("d'", "l'", "dell'") and connectors that never distinguish one wine from another. */
const FILLER_TOKENS = new Set(["d", "l", "s", "dell", "all", "nell", "the", "and", "et", "und", "y", "e"]);

export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđłı]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Folded words with abbreviations expanded, fillers kept. */
export function canonicalWords(text: string): string[] {
  return text.split(/\s+/).flatMap((word) => {
    const folded = foldAccents(word)
      .replace(/['’‘`´]/g, " ")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    if (folded === "") return [];
    const initials = GRAPE_INITIALS.get(folded);
    return initials ?? folded.split(" ").map((raw) => CANONICAL_TOKENS.get(raw) ?? raw);
  });
}

export function isFillerToken(token: string): boolean {
  return FILLER_TOKENS.has(token);
}

/** Normalized tokens in their original order; fillers removed, abbreviations expanded. */
export function tokenize(text: string): string[] {
  const all = canonicalWords(text);
  const tokens = all.filter((token) => !FILLER_TOKENS.has(token));
  // A name made only of such words ("The") is still a name.
  return tokens.length > 0 ? tokens : all;
}

/** Tokens joined by spaces: the comparable form of a name or phrase. */
export function normalizePhrase(text: string): string {
  return tokenize(text).join(" ");
}

const YEAR_TOKEN = /^(19|20)\d\d$/;

/**
 * The wine-name part of the `wine_analysis_cache` key (the vintage is the other part, so a year in the
 * name is dropped): case, accents, punctuation, Château/Chateau/Ch., Domaine/Dom., St/Saint all folded.
 */
export function normalizeWineName(name: string): string {
  return tokenize(name)
    .filter((token) => !YEAR_TOKEN.test(token))
    .join(" ");
}
