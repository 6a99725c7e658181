import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { ParsedQuery } from "../text/parse-query.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import type { PhraseMatch, Term } from "./phrase-dictionary.ts";

/** Shortest neighbour that can confirm a short word's correction. */
const MIN_TELLING_NEIGHBOUR = 4;

/** The query's tokens after typo correction, and the phrases (appellations, grapes, style words) found in them. */
export interface QueryAnalysis {
  parsed: ParsedQuery;
  tokens: string[];
  /** True where a token was corrected to a known word. */
  isCorrected: boolean[];
  phrases: PhraseMatch[];
  /** For each token, the phrase it belongs to. */
  phraseAt: (PhraseMatch | undefined)[];
}

/**
 * A word as written with its umlauts folded, from the spelling that replaces them: "mueller" → "muller". Not at a
 * word's end, where "ae" is a Latin ending ("Silvae" is no "Silva").
 */
function withoutUmlautSpelling(token: string): string {
  return token.replace(/([aou])e(?=[a-z])/g, "$1");
}

/**
 * A word with an elided "d'" glued to it ("dyquem" for "d'Yquem"), without it. Not "l'": "Leyre" and "Landelain"
 * are names of their own, whatever "Eyre" and "Andelain" are.
 */
function withoutGluedArticle(token: string): string {
  return /^d[aeiouyh][a-z]{3,}$/.test(token) ? token.slice(1) : token;
}

/** Ways a name is typed without a letter or mark of its own: the umlaut spelled out, the "d'" glued on. */
const SAME_NAME_SPELLINGS: readonly ((token: string) => string)[] = [
  withoutUmlautSpelling,
  withoutGluedArticle,
];

export function analyzeQuery(knowledgeBase: KnowledgeBase, parsed: ParsedQuery): QueryAnalysis {
  const isCorrected: boolean[] = [];
  // Before a mid-text vintage the words name the house as printed: an unknown house one letter away from a
  // catalogued one is a different house, so only the wine's own words are corrected there.
  const firstCorrectable = parsed.hasYearInside ? parsed.tailStart : 0;
  const tokens = parsed.tokens.map(({ token }, position) => {
    // "Mueller" for "Müller", "dYquem" for "d'Yquem": the same name as typed, not a correction.
    if (!knowledgeBase.vocabulary.has(token)) {
      const sameName = SAME_NAME_SPELLINGS.map((spelling) => spelling(token)).find(
        (form) => form !== token && knowledgeBase.vocabulary.has(form),
      );
      if (sameName !== undefined) {
        isCorrected.push(false);
        return sameName;
      }
    }
    if (position < firstCorrectable) {
      isCorrected.push(false);
      return token;
    }
    const corrected = knowledgeBase.vocabulary.correct(token);
    isCorrected.push(corrected !== undefined && corrected !== token);
    return corrected ?? token;
  });
  // A word too short to correct alone is corrected when the word meant stands beside its neighbour in some name,
  // a neighbour that itself says which name ("Eagel" beside "Screaming"; not "Futs" beside "de").
  const isTelling = (neighbour: string | undefined): neighbour is string =>
    neighbour !== undefined &&
    neighbour.length >= MIN_TELLING_NEIGHBOUR &&
    !GENERIC_NAME_WORDS.has(neighbour) &&
    knowledgeBase.vocabulary.has(neighbour);
  // Across a house's name and its cuvée's only with no vintage between the words that may name them: after a
  // mid-text vintage an unknown cuvée word is as likely the house's new wine as a typo of a known one.
  const isAcrossJoins = !parsed.hasYearInside;
  tokens.forEach((token, position) => {
    if (position < firstCorrectable || isCorrected[position]) return;
    const before = tokens[position - 1];
    const after = tokens[position + 1];
    const corrected =
      (isTelling(before)
        ? knowledgeBase.vocabulary.correctBeside(token, before, "after", isAcrossJoins)
        : undefined) ??
      (isTelling(after)
        ? knowledgeBase.vocabulary.correctBeside(token, after, "before", isAcrossJoins)
        : undefined);
    if (corrected === undefined) return;
    tokens[position] = corrected;
    isCorrected[position] = true;
  });
  const phrases = courtesyWordsRead(
    parsed,
    countryAdjectiveRead(
      knowledgeBase,
      likenessesRead(detectEitherSideOfVintage(knowledgeBase, parsed, tokens), tokens),
      tokens,
    ),
    tokens,
  );
  const phraseAt: (PhraseMatch | undefined)[] = tokens.map(() => undefined);
  for (const phrase of phrases) {
    for (let position = phrase.start; position < phrase.end; position += 1) phraseAt[position] = phrase;
  }
  return { parsed, tokens, isCorrected, phrases, phraseAt };
}

/** Countries by the adjective a collector writes before a grape or a colour ("french chardonnay"). */
const COUNTRY_ADJECTIVES: readonly { words: readonly string[]; regionId: string }[] = (
  [
    ["french", "france"],
    ["italian", "italy"],
    ["spanish", "spain"],
    ["portuguese", "portugal"],
    ["german", "germany"],
    ["austrian", "austria"],
    ["swiss", "switzerland"],
    ["hungarian", "hungary"],
    ["greek", "greece"],
    ["romanian", "romania"],
    ["bulgarian", "bulgaria"],
    ["croatian", "croatia"],
    ["slovenian", "slovenia"],
    ["georgian", "georgia"],
    ["moldovan", "moldova"],
    ["turkish", "turkey"],
    ["israeli", "israel"],
    ["lebanese", "lebanon"],
    ["american", "us"],
    ["californian", "california"],
    ["australian", "australia"],
    ["chilean", "chile"],
    ["argentinian", "argentina"],
    ["argentine", "argentina"],
    ["uruguayan", "uruguay"],
    ["brazilian", "brazil"],
    ["mexican", "mexico"],
    ["south african", "south-africa"],
    ["canadian", "canada"],
    ["english", "england"],
  ] as const
).map(([adjective, regionId]) => ({ words: adjective.split(" "), regionId }));

/**
 * A country's adjective opening the text before a grape or a colour ("french chardonnay", "south african chenin
 * blanc", "greek white") names where the wine is from, as a collector asks for it; elsewhere ("French Creek
 * Vineyard", "Great American Wine Company", "French Oak Chardonnay") it stays a name's word.
 */
function countryAdjectiveRead(
  knowledgeBase: KnowledgeBase,
  phrases: readonly PhraseMatch[],
  tokens: readonly string[],
): PhraseMatch[] {
  if (phrases.some((phrase) => phrase.start === 0)) return [...phrases];
  for (const { words, regionId } of COUNTRY_ADJECTIVES) {
    const length = words.length;
    if (!words.every((word, index) => tokens[index] === word) || !knowledgeBase.regions.has(regionId))
      continue;
    const next = phrases.find((phrase) => phrase.start === length);
    const isKindNamed = next?.terms.some(
      (term) => term.kind === "variety" || (term.kind === "style" && term.term.color !== undefined),
    );
    if (!isKindNamed) return [...phrases];
    return [{ start: 0, end: length, terms: [{ kind: "region", regionId }] }, ...phrases];
  }
  return [...phrases];
}

/** Words a collector says before the wine they want ("a good Barolo", "some cheap Chardonnay"), naming none. */
const COURTESY_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "some",
  "good",
  "nice",
  "great",
  "best",
  "cheap",
  "decent",
  "lovely",
]);

/**
 * Courtesy words opening the text right before a place, grape or colour ("a nice Bordeaux", "best Champagne") are
 * kept as a phrase of no meaning, so that they are not read as a house's name ("Best's" of Great Western). Before
 * anything else ("The Prisoner", "Good Harbor"), or before a mid-text vintage, they are the name's own.
 */
function courtesyWordsRead(
  parsed: ParsedQuery,
  phrases: readonly PhraseMatch[],
  tokens: readonly string[],
): PhraseMatch[] {
  // Before a mid-text vintage the words are the house's name as printed ("Nice 2008 Malbec").
  if (parsed.hasYearInside) return [...phrases];
  let end = 0;
  while (end < tokens.length && COURTESY_WORDS.has(tokens[end]!)) end += 1;
  if (end === 0 || !phrases.some((phrase) => phrase.start === end)) return [...phrases];
  if (phrases.some((phrase) => phrase.start < end)) return [...phrases];
  return [{ start: 0, end, terms: [] }, ...phrases];
}

/** How many courtesy words open the text as a phrase of no meaning ("a nice" of "a nice Bordeaux"), else 0. */
export function courtesyWordCount(query: QueryAnalysis): number {
  const first = query.phraseAt[0];
  if (first === undefined || first.terms.length > 0) return 0;
  const words = query.tokens.slice(first.start, first.end);
  return words.every((token) => COURTESY_WORDS.has(token)) ? first.end : 0;
}

/** Words after a place that make it a likeness: "Bordeaux-style", "Port style". */
const LIKENESS_WORDS: ReadonlySet<string> = new Set(["style", "styled"]);

/**
 * A place written as a likeness ("Super Tuscan-Style Red", "Port-style", "Sauternes-style") says how the wine is
 * made, not where: the phrase keeps its colour and style but names no place and no country.
 */
function likenessesRead(phrases: readonly PhraseMatch[], tokens: readonly string[]): PhraseMatch[] {
  return phrases.map((phrase) => {
    if (!LIKENESS_WORDS.has(tokens[phrase.end] ?? "")) return phrase;
    const terms = phrase.terms.flatMap((term): Term[] => {
      if (term.kind === "region") return [];
      if (term.kind !== "style") return [term];
      const { countries, rankCountries, classification, releaseYears, ...manner } = term.term;
      return [{ kind: "style", term: manner }];
    });
    // Kept, even with no meaning left, so that its words are not read as a house's or a place's name.
    return { ...phrase, terms };
  });
}

/**
 * The phrases of the house's words before a mid-text vintage and of the wine's after it, each read apart: no
 * phrase spans the vintage ("Alice White 2007 Merlot" holds no "White Merlot").
 */
function detectEitherSideOfVintage(
  knowledgeBase: KnowledgeBase,
  parsed: ParsedQuery,
  tokens: readonly string[],
): PhraseMatch[] {
  if (!parsed.hasYearInside) return knowledgeBase.phrases.detect(tokens);
  const split = parsed.tailStart;
  return [
    ...knowledgeBase.phrases.detect(tokens.slice(0, split)),
    ...knowledgeBase.phrases
      .detect(tokens.slice(split))
      .map((phrase) => ({ ...phrase, start: phrase.start + split, end: phrase.end + split })),
  ];
}

/** True when the phrase lies after the vintage ("Producer 2015 Barolo"), where the wine's own words are. */
export function isInTail(query: QueryAnalysis, phrase: PhraseMatch): boolean {
  return phrase.start >= query.parsed.tailStart && query.parsed.hasYearInside;
}

/** The query's tokens that no place, grape or style phrase takes: what may name a house. */
export function wordsOutsidePhrases(query: QueryAnalysis): string[] {
  return query.tokens.filter((_, position) => query.phraseAt[position] === undefined);
}
