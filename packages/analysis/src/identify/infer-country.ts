import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { COUNTRY_CALIBRATION } from "../model/country-calibration.ts";
import { COUNTRY_LETTER_CUES, COUNTRY_WORD_CUES } from "./country-cues.ts";
import { leadTokenCount } from "./match-producer.ts";
import { nameLanguageModel } from "./name-language.ts";
import { cuveeWordModel, nameWordModel } from "./name-words.ts";
import { type QueryAnalysis, wordsOutsidePhrases } from "./query-analysis.ts";
import type { StyleTerm } from "./style-terms.ts";
import { varietyCountryWeights } from "./typical-regions.ts";

/** What hints at the country of a wine whose label names no place. */
export interface CountryEvidence {
  varietyId: string | undefined;
  /** The grape as written ("shiraz", not "syrah"): the spelling itself says where a label comes from. */
  varietyPhrase: string | undefined;
  /** Sum of trigram log-likelihoods of the house name per country, relative to the best country (≤ 0). */
  language: Map<string, number>;
  /** Votes from house-name words (Château, Tenuta, Bodegas …), letters (ñ, ã, ß) and label words (Riserva). */
  cues: Map<string, number>;
  /** The same trigram score for the cuvée's own words ("Contador de Estórias"), grapes and places left out. */
  restLanguage: Map<string, number>;
  /** Word and letter votes from the cuvée's own words ("Vinhas Velhas", "Vendimia Seleccionada"). */
  restCues: Map<string, number>;
  /** How often each country's catalogued houses use the house name's words ("Creek", "Cellars", "Adega"). */
  houseWords: Map<string, number>;
  /** The same for the cuvée's own words, learnt from the catalogue's wine names ("Vineyard", "Bin", "Vendimia"). */
  cuveeWords: Map<string, number>;
}

export interface CountryWeights {
  share: Record<string, number>;
  /** P(country | grape), keyed by the grape as written or, failing that, by its id. */
  byVariety: Record<string, Record<string, number>>;
  languageWeight: number;
  /** The name-sound evidence is capped: a long unusual name should not outvote everything else. */
  languageCap: number;
  cueWeight: number;
  /** Weights of the cuvée's own words: they speak the house's language less reliably than its name. */
  restLanguageWeight: number;
  restCueWeight: number;
  /** Weight of the house words learnt from the catalogue. */
  houseWordWeight: number;
  /** Weight of the cuvée words learnt from the catalogue. */
  cuveeWordWeight: number;
  /**
   * Added to a country's summed evidence: the name models lean toward countries the catalogue knows many names
   * of, and this evens that out.
   */
  countryBias: Record<string, number>;
  /**
   * Per country, weights added to the shared ones for each kind of evidence, in `EVIDENCE_KINDS` order: a Spanish
   * sound says more for Spain than for Argentina, a cue word "Estate" more for the US than for Chile, and the grape's
   * prior (shared weight 1) may be trusted less for a country most unknown houses come from.
   */
  featureWeights: Record<string, readonly number[]>;
}

/** The kinds of evidence a country's score adds up, each times a shared weight and the country's own. */
export const EVIDENCE_KINDS = [
  "grape's log-prior",
  "house name sound",
  "house cue words",
  "cuvée sound",
  "cuvée cue words",
  "house words",
  "cuvée words",
] as const;

const FLOOR = 0.001;
/**
 * For a grape with too few critics' rows for a fitted prior, the chance its wine comes from none of its homes: a
 * Saperavi or a Plavac Mali of an unknown house is Georgian or Croatian, however many more houses the US has.
 */
const UNFITTED_AWAY_FROM_HOME = 0.1;

/**
 * The fitted table key of a grape as the label writes it ("Syrah" apart from "Shiraz"), never the same as a grape
 * id's key, whose table pools every way of writing the grape.
 */
export function writtenGrapeKey(phrase: string): string {
  return `as written: ${phrase}`;
}

function firstGrapePhrase(query: QueryAnalysis): string | undefined {
  const phrase = query.phrases.find((candidate) => candidate.terms.some((term) => term.kind === "variety"));
  return phrase === undefined ? undefined : query.tokens.slice(phrase.start, phrase.end).join(" ");
}

function wordAndLetterVotes(tokens: readonly string[], text: string): Map<string, number> {
  const cues = new Map<string, number>();
  const vote = (country: string, amount: number) => cues.set(country, (cues.get(country) ?? 0) + amount);
  for (const token of new Set(tokens)) {
    for (const [country, amount] of Object.entries(COUNTRY_WORD_CUES[token] ?? {})) vote(country, amount);
  }
  for (const cue of COUNTRY_LETTER_CUES) {
    if (cue.pattern.test(text))
      for (const [country, amount] of Object.entries(cue.votes)) vote(country, amount);
  }
  return cues;
}

/** Log-likelihoods relative to the best country (≤ 0); empty for a text without letters. */
function relativeLanguage(knowledgeBase: KnowledgeBase, text: string): Map<string, number> {
  const raw = nameLanguageModel(knowledgeBase).score(text);
  const best = Math.max(...raw.values());
  return new Map([...raw].map(([country, value]) => [country, value - best]));
}

/**
 * The words after the house's name that are not a grape or a place: the cuvée's own name and its label words
 * ("Rosso", "Vieilles Vignes"), which are in the label's language.
 */
function cuveeWords(query: QueryAnalysis, lead: number): { tokens: string[]; text: string } {
  const tokens: string[] = [];
  const wordIndexes = new Set<number>();
  for (let position = lead; position < query.tokens.length; position += 1) {
    if (query.phraseAt[position]?.terms.some((term) => term.kind !== "style")) continue;
    tokens.push(query.tokens[position]!);
    wordIndexes.add(query.parsed.tokens[position]!.wordIndex);
  }
  return { tokens, text: [...wordIndexes].map((index) => query.parsed.words[index]).join(" ") };
}

/**
 * With the vintage last, where the wine's own words begin: at the first place, grape or style word that follows
 * a word of no phrase ("Proelio Crianza 2012" reads as "Proelio 2012 Crianza"), else at the end.
 */
function cuveeStart(query: QueryAnalysis): number {
  const first = query.phrases.find(
    (phrase) =>
      phrase.terms.length > 0 &&
      query.tokens.slice(0, phrase.start).some((_, position) => query.phraseAt[position] === undefined),
  );
  return first?.start ?? query.tokens.length;
}

/** How many of the words outside phrases stand before `end`. */
function outsideBefore(query: QueryAnalysis, end: number): number {
  return query.tokens.slice(0, end).filter((_, position) => query.phraseAt[position] === undefined).length;
}

export function collectCountryEvidence(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  varietyIds: readonly string[],
  styleTerms: readonly StyleTerm[],
): CountryEvidence {
  const { parsed } = query;
  const lead = parsed.hasYearInside ? leadTokenCount(query) : cuveeStart(query);
  // With the vintage last, place, grape and style words are not the house's name: "Cabernet Franc 2019" has none.
  const houseTokens = parsed.hasYearInside
    ? query.tokens.slice(0, lead)
    : wordsOutsidePhrases(query).slice(0, outsideBefore(query, lead));
  const houseNameWords = parsed.hasYearInside
    ? parsed.words.slice(0, parsed.tokens[lead]?.wordIndex ?? parsed.words.length)
    : parsed.words.filter((_, index) =>
        parsed.tokens.some(
          ({ wordIndex }, position) =>
            wordIndex === index && position < lead && query.phraseAt[position] === undefined,
        ),
      );
  const houseName = houseNameWords.join(" ");
  const cues = wordAndLetterVotes(houseTokens, houseName);
  const vote = (country: string, amount: number) => cues.set(country, (cues.get(country) ?? 0) + amount);
  for (const term of styleTerms) {
    term.countries?.forEach((country, index) => {
      vote(country, 2 / (1 + index));
    });
  }
  const rest = cuveeWords(query, lead);
  return {
    varietyId: varietyIds[0],
    varietyPhrase: firstGrapePhrase(query),
    language: relativeLanguage(knowledgeBase, houseName),
    cues,
    restLanguage: relativeLanguage(knowledgeBase, rest.text),
    restCues: wordAndLetterVotes(rest.tokens, rest.text),
    houseWords: nameWordModel(knowledgeBase).score(houseTokens),
    cuveeWords: cuveeWordModel(knowledgeBase).score(rest.tokens),
  };
}

/**
 * P(country | grape) from the knowledge base alone, for a grape the critics' rows say too little of: mostly its
 * homes, the rest spread as unknown houses' countries are (a home too rare among the critics' unknown houses to
 * have a share, Hungary for Furmint, is still a home). Fitted tables are smoothed toward it.
 */
export function homesPrior(
  knowledgeBase: KnowledgeBase,
  share: Readonly<Record<string, number>>,
  varietyId: string | undefined,
): Map<string, number> {
  const homes = varietyId === undefined ? undefined : varietyCountryWeights(knowledgeBase, varietyId);
  if (homes === undefined || homes.size === 0) return new Map(Object.entries(share));
  const homeTotal = [...homes.values()].reduce((sum, weight) => sum + weight, 0);
  const countries = new Set([...Object.keys(share), ...homes.keys()]);
  return new Map(
    [...countries].map((country) => [
      country,
      (1 - UNFITTED_AWAY_FROM_HOME) * ((homes.get(country) ?? 0) / homeTotal) +
        UNFITTED_AWAY_FROM_HOME * (share[country] ?? 0),
    ]),
  );
}

function prior(
  knowledgeBase: KnowledgeBase,
  weights: CountryWeights,
  evidence: CountryEvidence,
): Map<string, number> {
  const { varietyId, varietyPhrase } = evidence;
  const fitted =
    (varietyPhrase === undefined ? undefined : weights.byVariety[writtenGrapeKey(varietyPhrase)]) ??
    (varietyId === undefined ? undefined : weights.byVariety[varietyId]);
  if (fitted !== undefined) return new Map(Object.entries(fitted));
  if (Object.keys(weights.share).length > 0) return homesPrior(knowledgeBase, weights.share, varietyId);
  const homes =
    varietyId === undefined ? new Map<string, number>() : varietyCountryWeights(knowledgeBase, varietyId);
  return new Map(
    [
      ...new Set([...homes.keys(), ...[...knowledgeBase.regions.values()].map((region) => region.country)]),
    ].map((country) => [country, 0.05 + (homes.get(country) ?? 0)]),
  );
}

/**
 * A grape written in a label's language ("Rosato", "Rosat") whose spelling has too few rows for a fitted table
 * of its own: its prior falls back to the grape's, so the spelling votes as a cuvée word instead.
 */
function unfittedSpellingVotes(weights: CountryWeights, evidence: CountryEvidence): Record<string, number> {
  const { varietyPhrase } = evidence;
  if (varietyPhrase === undefined || weights.byVariety[writtenGrapeKey(varietyPhrase)] !== undefined)
    return {};
  return COUNTRY_WORD_CUES[varietyPhrase] ?? {};
}

/** A country's score before its own evidence weights, and the evidence it adds up (`EVIDENCE_KINDS` order). */
export interface CountryTerms {
  country: string;
  score: number;
  evidence: number[];
}

/** Each country's prior, shared-weight evidence and bias, with the evidence itself for the per-country weights. */
export function countryTerms(
  knowledgeBase: KnowledgeBase,
  evidence: CountryEvidence,
  weights: CountryWeights = COUNTRY_CALIBRATION,
): CountryTerms[] {
  const priors = prior(knowledgeBase, weights, evidence);
  const worstLanguage = Math.min(0, ...evidence.language.values());
  const worstRestLanguage = Math.min(0, ...evidence.restLanguage.values());
  const cap = weights.languageCap;
  const spellingVotes = unfittedSpellingVotes(weights, evidence);
  const shared = [
    1,
    weights.languageWeight,
    weights.cueWeight,
    weights.restLanguageWeight,
    weights.restCueWeight,
    weights.houseWordWeight,
    weights.cuveeWordWeight,
  ];
  return [...priors].map(([country, probability]) => {
    const terms = [
      Math.log(Math.max(FLOOR, probability)),
      Math.max(-cap, evidence.language.get(country) ?? worstLanguage),
      evidence.cues.get(country) ?? 0,
      Math.max(-cap, evidence.restLanguage.get(country) ?? worstRestLanguage),
      (evidence.restCues.get(country) ?? 0) + (spellingVotes[country] ?? 0),
      evidence.houseWords.get(country) ?? 0,
      evidence.cuveeWords.get(country) ?? 0,
    ];
    const score =
      terms.reduce((sum, term, index) => sum + shared[index]! * term, 0) +
      (weights.countryBias[country] ?? 0);
    return { country, score, evidence: terms };
  });
}

/** Countries ranked by log-score: prior from the grape, plus the sound of the house name, plus cue votes. */
export function scoreCountries(
  knowledgeBase: KnowledgeBase,
  evidence: CountryEvidence,
  weights: CountryWeights = COUNTRY_CALIBRATION,
): [country: string, score: number][] {
  return countryTerms(knowledgeBase, evidence, weights)
    .map(({ country, score, evidence: terms }): [string, number] => {
      const own = weights.featureWeights[country];
      return [
        country,
        own === undefined ? score : terms.reduce((sum, term, index) => sum + (own[index] ?? 0) * term, score),
      ];
    })
    .sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
}
