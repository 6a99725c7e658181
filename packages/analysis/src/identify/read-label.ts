import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { Region, Variety } from "../knowledge/schema.ts";
import { normalizePhrase, tokenize } from "../text/normalize.ts";
import { nameForDisplay } from "../text/parse-query.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { leadTokenCount } from "./match-producer.ts";
import { isLabelPhrase, type PhraseMatch } from "./phrase-dictionary.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { colorOfWord, type StyleTerm } from "./style-terms.ts";

/** A place, grape or style word found on the label, weighted by where it stands. */
export interface Found<T> {
  value: T;
  phrase: PhraseMatch;
  weight: number;
}

const VINEYARD_WORDS = new Set(["vineyard", "vineyards", "vyd", "ranch", "block", "estate", "hill", "hills"]);

/** Words after a mid-text vintage describe the wine; words before it name the house (and may mislead). */
function phraseWeight(query: QueryAnalysis, phrase: PhraseMatch): number {
  const lead = leadTokenCount(query);
  let weight = phrase.start >= lead ? 3 : query.parsed.hasYearInside ? 1 : 2.5;
  for (let position = phrase.start; position < phrase.end; position += 1) {
    if (query.isCorrected[position]) weight *= query.parsed.hasYearInside ? 0 : 0.5;
  }
  // "Allan Nelson Vineyard" is a vineyard, not the Nelson region.
  if (VINEYARD_WORDS.has(query.tokens[phrase.end] ?? "")) weight *= 0.3;
  return weight + phrase.start * 0.01;
}

const NAME_CONNECTORS = new Set(["de", "del", "della", "di", "do", "da", "des", "du"]);

/**
 * A place's short name followed by a connector and other words names another place: "Ribera" is Ribera del Duero,
 * but "Ribera del Tinguirica" is a Chilean riverside.
 */
function isShortNameOfOther(query: QueryAnalysis, phrase: PhraseMatch, region: Region): boolean {
  const next = query.tokens[phrase.end];
  if (next === undefined || !NAME_CONNECTORS.has(next)) return false;
  const written = query.tokens.slice(phrase.start, phrase.end).join(" ");
  const fullName = normalizePhrase(region.name);
  return (
    fullName.startsWith(`${written} ${next} `) &&
    !query.tokens.slice(phrase.start).join(" ").startsWith(fullName)
  );
}

function collectTerms(knowledgeBase: KnowledgeBase, query: QueryAnalysis) {
  const regions: Found<Region>[] = [];
  const varieties: Found<Variety>[] = [];
  const styles: Found<StyleTerm>[] = [];
  for (const phrase of query.phrases) {
    const weight = phraseWeight(query, phrase);
    for (const term of phrase.terms) {
      if (term.kind === "region") {
        const region = knowledgeBase.regions.get(term.regionId);
        if (region !== undefined && !isShortNameOfOther(query, phrase, region))
          regions.push({ value: region, phrase, weight });
      } else if (term.kind === "variety") {
        const variety = knowledgeBase.varieties.get(term.varietyId);
        if (variety !== undefined) varieties.push({ value: variety, phrase, weight });
      } else styles.push({ value: term.term, phrase, weight });
    }
  }
  return { regions, varieties, styles };
}

/** "Coste di Rose", "Monte Rosso", "Castelo Branco" are places, not colours. */
const NOT_COLOR_AFTER = new Set(["di", "de", "del", "della", "monte", "castelo", "casa", "coste"]);

/** The colour an appellation phrase states in its own words: "Bordeaux Blanc", "Etna Rosso", "Bianco di Custoza". */
function colorInsidePlaces(query: QueryAnalysis, regions: readonly Found<Region>[]) {
  for (const { phrase } of regions) {
    for (let position = phrase.start; position < phrase.end; position += 1) {
      const color = colorOfWord(query.tokens[position]!);
      if (color !== undefined && !NOT_COLOR_AFTER.has(query.tokens[position - 1] ?? "")) return color;
    }
  }
  return undefined;
}

const WHITE_PORT_GRAPES = ["rabigato", "viosinho", "codega-do-larinho"];

/** The terms that only name a colour ("Rouge", "Branco", "Rosé"), not a style or rank as well. */
const COLOR_ONLY_TERMS: ReadonlySet<string> = new Set(["red", "white", "rose"]);

/**
 * A colour word that is part of the house's name ("Red Car", "Quinta do Casal Branco", "Château La Rose du Pin"):
 * before a mid-text vintage or, with the vintage last, opening the text among the catalogued house's own words or
 * before a word of an unknown house's own. It names the house, not this wine's colour or blend.
 */
function isColorWordOfHouse(
  query: QueryAnalysis,
  phrase: PhraseMatch,
  houseTokens: ReadonlySet<string> | undefined,
): boolean {
  const words = query.tokens.slice(phrase.start, phrase.end);
  if (!words.every((token) => colorOfWord(token) !== undefined)) return false;
  if (query.parsed.hasYearInside) return phrase.end <= leadTokenCount(query);
  if (houseTokens !== undefined)
    return (
      query.tokens.slice(0, phrase.end).every((token) => houseTokens.has(token)) &&
      (phrase.start > 0 || houseTokens.has(query.tokens[phrase.end] ?? ""))
    );
  // An unknown house's name opening with a colour word, before the wine's own grape or place ("Red Car
  // Chardonnay").
  const next = phrase.end;
  return (
    phrase.start === 0 &&
    next < query.tokens.length &&
    query.phraseAt[next] === undefined &&
    query.phrases.some((other) => other.start > next)
  );
}

/**
 * The label's places, grapes, style words and colour word, each at most once. `houseTokens` are the words of the
 * catalogued house the text names, if any: a colour word among them is the house's name.
 */
export function readLabel(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  houseTokens?: ReadonlySet<string>,
) {
  const collected = collectTerms(knowledgeBase, query);
  const terms = {
    ...collected,
    styles: collected.styles.filter(
      ({ value, phrase }) =>
        !COLOR_ONLY_TERMS.has(value.id) || !isColorWordOfHouse(query, phrase, houseTokens),
    ),
    // "Rosé", "Tinto" and "Branco" are blends' names too.
    varieties: collected.varieties.filter(({ phrase }) => !isColorWordOfHouse(query, phrase, houseTokens)),
  };
  const styleTerms = [...new Map(terms.styles.map((found) => [found.value.id, found.value])).values()];
  const namedVarieties = [...new Map(terms.varieties.map((found) => [found.value.id, found.value])).values()];
  // A style's own grapes ("Blanc de Blancs" is Chardonnay) say more than a place's blend named by its place word.
  const implied = styleTerms.flatMap((term) => term.varieties ?? []);
  if (implied.length > 0 && namedVarieties.every((variety) => variety.id.endsWith("blend"))) {
    namedVarieties.splice(0, namedVarieties.length);
    namedVarieties.push(...implied.flatMap((id) => knowledgeBase.varieties.get(id) ?? []));
  }
  const termColor =
    terms.styles.find((found) => found.value.color !== undefined)?.value.color ??
    colorInsidePlaces(query, terms.regions);
  // "Port" names the red blend; a white Port is made of the Douro's white grapes.
  const portAt = namedVarieties.findIndex((variety) => variety.id === "port-blend");
  if (portAt >= 0 && termColor === "white") {
    namedVarieties.splice(
      portAt,
      1,
      ...WHITE_PORT_GRAPES.flatMap((id) => knowledgeBase.varieties.get(id) ?? []),
    );
  }
  return { terms, styleTerms, namedVarieties, termColor };
}

/**
 * The producer as written: the words before the vintage, or before the first grape/place/style word. With the
 * vintage last, words that only say "a wine business" ("Château Chablis") name no producer; before a mid-text
 * vintage they are the label's house ("Mas 2013 Malbec").
 */
export function producerNameFromWords(query: QueryAnalysis): string {
  const name = writtenProducerName(query);
  const isBusinessWordsOnly = tokenize(name).every((token) => GENERIC_NAME_WORDS.has(token));
  return isBusinessWordsOnly && !query.parsed.hasYearInside ? "" : name;
}

function writtenProducerName(query: QueryAnalysis): string {
  const { parsed } = query;
  if (parsed.hasYearInside) {
    const firstTailWord = parsed.tokens[parsed.tailStart]!.wordIndex;
    return nameForDisplay(parsed.words.slice(0, firstTailWord)).trim();
  }
  // A house's name may open with a label word ("Red Earth", "White Oak"): the name runs to the first phrase after
  // a word of its own.
  const ownWord = query.tokens.findIndex((_, position) => query.phraseAt[position] === undefined);
  const opensWithLabelWord =
    query.phrases[0]?.start === 0 && isLabelPhrase(query.phrases[0]) && ownWord === query.phrases[0].end;
  const firstPhrase = opensWithLabelWord
    ? query.phrases.find((phrase) => phrase.start > ownWord)
    : query.phrases[0];
  // Words we know nothing of, all of them: the house's name is among them, most often first, and the whole is
  // as near as the words come to it ("Biondi Cisterna Fuori": Biondi's Cisterna Fuori).
  if (firstPhrase === undefined) return nameForDisplay(parsed.words).trim();
  if (firstPhrase.start === 0) return "";
  const wordIndex = parsed.tokens[firstPhrase.start]!.wordIndex;
  return nameForDisplay(parsed.words.slice(0, wordIndex)).trim();
}
