import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import { canonicalWords, normalizePhrase, tokenize } from "../text/normalize.ts";
import { NAME_PARTICLES } from "../text/parse-query.ts";
import { includesRun } from "../text/token-runs.ts";
import { hasForeignHouseWord } from "./foreign-house-word.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { houseNamedAfterVintage, inLabelOrder } from "./house-after-vintage.ts";
import { isPartNamedHouseOfOtherGrape, makesNamedGrape, namingFullness } from "./house-of-other-grapes.ts";
import { inferredProfile } from "./inferred-profile.ts";
import { isGrapeKind, isOnlyClassWords, isOnlyPlaceOrGrape, isPlaceKind } from "./kind-of-wine.ts";
import {
  type CatalogCandidate,
  HOUSE_NAMED_SHARE,
  isTermConsistent,
  scoreCatalogWine,
} from "./match-catalog.ts";
import { findNamedProducer, rankProducers } from "./match-producer.ts";
import { isLabelPhrase, type PhraseMatch, type Term } from "./phrase-dictionary.ts";
import {
  grapesBesideHouse,
  homeWineOfHouseGrape,
  namedByPartOfHouseName,
  plainWineOfHouse,
} from "./plain-wine.ts";
import { producerDisplayName } from "./producer-display-name.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { rankCatalogWines } from "./rank-catalog-wines.ts";
import { producerNameFromWords } from "./read-label.ts";
import { isWithinRegionName } from "./region-filter.ts";
import {
  houseFlagship,
  housesNamedAs,
  housesSharingWords,
  isNamedAsHouse,
  twinHouses,
} from "./twin-houses.ts";

export interface IdentifyOptions {
  specificProducer?: string | undefined;
  specificRegion?: string | undefined;
}

export type Identification =
  | { kind: "wine"; profile: WineProfile }
  | { kind: "ambiguous"; candidates: CatalogCandidate[] };

/** A catalogued wine is taken when it explains the query this well … */
const ACCEPT_SCORE = 0.75;
/** … and no other wine comes this close to it. */
const RIVAL_MARGIN = 0.1;
/** Ambiguity is only reported among wines that explain all of a short query. */
const AMBIGUOUS_COVERAGE = 0.95;
const MAX_POSSIBLE_MATCHES = 5;
/** A wine the text names this fully but for words that say little ("Estate") is the house's plain one. */
const PLAIN_WINE_COVERAGE = 0.9;
/** A query explained this fully leaves no word unread (shares are sums of weights, so not exactly 1). */
const FULLY_EXPLAINED = 0.999;
/** The share of a house's name the text must hold for the house to be named in full. */
const EXACT_HOUSE = 0.99;
/**
 * A sister house abroad takes a cuvée of its own named by a word this rare: one found in fewer than 1 in about
 * 660 of the catalogue's wines, about 40 of 27,000 ("Velasco", not "Vintage").
 */
const RARE_WORD_WEIGHT = 6.5;

function producerMatches(entry: CatalogWineEntry, wanted: string): boolean {
  const target = normalizePhrase(wanted);
  if (target === "") return true;
  return [entry.producer.name, ...entry.producer.aliases].some((name) => {
    const normalized = normalizePhrase(name);
    return normalized === target || normalized.includes(target) || target.includes(normalized);
  });
}

/**
 * A catalogued wine's name as shown: its house's name before it unless it holds a word of the house's own. A
 * particle or generic word both share ("du" of Domaine du Pégau and Châteauneuf-du-Pape, "Vineyard" of Kistler
 * Vineyards and its Vine Hill Vineyard Chardonnay) is not the house's own, but an estate title that opens both
 * ("Château" of Château Montus and its Château Bouscassé) makes the wine an estate named in full. A word the house's
 * name ends with and the wine's begins with is written once ("Bien Nacido Estate Pinot Noir").
 */
export function displayedWineName(producerName: string, wineName: string): string {
  const houseWords = normalizePhrase(producerName).split(" ");
  const wineWords = normalizePhrase(wineName).split(" ");
  const isOwnWordShared = wineWords.some(
    (word) => houseWords.includes(word) && !NAME_PARTICLES.has(word) && !GENERIC_NAME_WORDS.has(word),
  );
  const isEstateNamed = wineWords[0] === houseWords[0] && GENERIC_NAME_WORDS.has(wineWords[0]!);
  if (isOwnWordShared || isEstateNamed) return wineName;
  const [firstWritten, ...restWritten] = wineName.split(" ");
  if (
    houseWords.at(-1) === wineWords[0] &&
    normalizePhrase(firstWritten!) === wineWords[0] &&
    restWritten.length > 0
  )
    return `${producerName} ${restWritten.join(" ")}`;
  return `${producerName} ${wineName}`;
}

function catalogProfile(query: QueryAnalysis, candidate: CatalogCandidate): WineProfile {
  const { entry } = candidate;
  const { wine, producer } = entry;
  return {
    name: displayedWineName(producer.name, wine.name),
    producer: producerDisplayName(query, producer),
    producerEntry: producer,
    catalogWine: entry,
    region: entry.region,
    regionSource: "catalog",
    country: entry.region?.country ?? producer.country,
    varieties: entry.varieties,
    isVarietyNamed: true,
    color: wine.color,
    defaultColor: wine.color,
    style: wine.style,
    tier: wine.tier,
    classification: wine.classification,
    vintage: wine.nonVintage && query.parsed.vintage === null ? null : query.parsed.vintage,
    isNonVintage: query.parsed.vintage === null && (wine.nonVintage || query.parsed.isNonVintage),
    certifications: [...producer.certifications],
    styleTerms: [],
    source: "catalog",
    confidence: Math.round(Math.min(0.98, 0.55 + 0.45 * candidate.score) * 100) / 100,
    evidence: [`catalogued wine of ${producer.name}`],
  };
}

/**
 * Aging classes of Spain, Portugal and Italy, lowest first (style term id and name): a bottling carries one of
 * them, and they exclude each other.
 */
const AGING_CLASS_ORDER = [
  ["crianza", "crianza"],
  ["reserva", "reserva"],
  ["riserva", "riserva"],
  ["gran-reserva", "gran reserva"],
] as const;
const AGING_CLASSES: ReadonlyMap<string, string> = new Map(AGING_CLASS_ORDER);

/**
 * True when the candidate shares only kind words with the text ("Tawny", "Brut", "Reserva"), names no word of its
 * house, and the text keeps words it does not explain: those name another house, whose wine of that kind it is
 * ("Krohn 20 Years Old Tawny Porto" is not Liebich Wein's Australian "Tawny").
 */
function isKindOfUnnamedHouse(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  candidate: CatalogCandidate,
): boolean {
  if (candidate.producerCoverage > 0 || candidate.queryCoverage >= AMBIGUOUS_COVERAGE) return false;
  const wineTokens = knowledgeBase.catalog.wineTokens[candidate.entry.index]!;
  return query.tokens.every(
    (token, position) => !wineTokens.has(token) || isLabelPhrase(query.phraseAt[position]),
  );
}

/**
 * True when the wine's own words (after a vintage written mid-text; with the vintage last, the words that are
 * not its house's name) say it is another bottling than the catalogued wine: they name grapes it has none of
 * ("Trapiche 2013 Broquel Cabernet Sauvignon" is not the catalogued Broquel Malbec, "Zind Humbrecht Riesling
 * 2019" not the house's Chardonnay "Zind"), another colour ("Kopke 1935 Colheita White" is not the catalogued
 * tawny Colheita), or another aging class than its own ("Gran Reserva" for a catalogued Reserva). Such a wine is
 * analysed from its own words with the house's facts.
 */
function contradictsOwnWords(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  candidate: CatalogCandidate,
): boolean {
  const { wine, varieties } = candidate.entry;
  const houseTokens = knowledgeBase.catalog.producerTokens[candidate.entry.producer.index]!;
  const isWineWords = (phrase: PhraseMatch) =>
    query.parsed.hasYearInside
      ? phrase.start >= query.parsed.tailStart
      : query.tokens.slice(phrase.start, phrase.end).some((token) => !houseTokens.has(token));
  // A colour word of the wine's own name ("White Zinfandel", "Red Shoulder Ranch") is its name, not its colour.
  const ownWords = new Set(tokenize([wine.name, ...wine.aliases].join(" ")));
  const grapes = new Set<string>();
  const colors = new Set<string>();
  const classes = new Set<string>();
  let namesOwnGrapeWord = false;
  for (const phrase of query.phrases) {
    if (!isWineWords(phrase)) continue;
    const isOwnName = query.tokens.slice(phrase.start, phrase.end).every((token) => ownWords.has(token));
    if (phrase.terms.every((term) => term.kind === "variety")) {
      // A grape word of the wine's own name is its name, whatever grape the catalogue files it under: an Oltrepò
      // "Bonarda" is Croatina, a Collio "Malvasia" Malvasia Istriana, Chapoutier's "La Petite Ruche" no Ruchè.
      if (isOwnName) namesOwnGrapeWord = true;
      for (const term of phrase.terms) {
        if (term.kind !== "variety") continue;
        // "Red Blend" or "Meritage" names several grapes of a colour, not one the wine must have.
        const blendColor = term.varietyId.includes("blend")
          ? knowledgeBase.varieties.get(term.varietyId)?.color
          : undefined;
        if (blendColor !== undefined) colors.add(blendColor);
        else grapes.add(term.varietyId);
      }
    }
    for (const term of phrase.terms) {
      if (term.kind !== "style") continue;
      if (term.term.color !== undefined && !isOwnName) colors.add(term.term.color);
      const named = AGING_CLASSES.get(term.term.id);
      if (named !== undefined) classes.add(named);
    }
  }
  if (grapes.size > 0 && !namesOwnGrapeWord && !varieties.some((variety) => grapes.has(variety.id)))
    return true;
  if (colors.size > 0 && !colors.has(wine.color)) return true;
  const own = normalizePhrase(wine.classification ?? "");
  return classes.size > 0 && [...AGING_CLASSES.values()].includes(own) && !classes.has(own);
}

/** True when the text (its vintage aside) is one of the wine's names, word for word, connectors and all. */
function isWrittenAs(query: QueryAnalysis, entry: CatalogWineEntry): boolean {
  const written = canonicalWords(query.parsed.displayName).join(" ");
  return [entry.wine.name, ...entry.wine.aliases].some((name) => canonicalWords(name).join(" ") === written);
}

/**
 * The house's name alone is its grand vin, the wine that bears that name, even beside a second wine named by one
 * of the house's words ("Mondot" of Château Troplong Mondot) or by a letter ("Y" of Yquem); not when the text is
 * written as another of its wines ("Y d'Yquem").
 */
function houseGrandVin(
  query: QueryAnalysis,
  candidates: readonly CatalogCandidate[],
  top: CatalogCandidate,
): CatalogCandidate | undefined {
  const close = candidates.filter(
    (candidate) =>
      candidate.score >= Math.max(ACCEPT_SCORE, top.score - RIVAL_MARGIN) &&
      candidate.queryCoverage >= AMBIGUOUS_COVERAGE,
  );
  if (close.some((candidate) => isWrittenAs(query, candidate.entry) && !isNamedAsHouse(candidate.entry)))
    return undefined;
  const grandVins = close.filter((candidate) => isNamedAsHouse(candidate.entry));
  if (grandVins.length !== 1) return undefined;
  // Words the grand vin's name leaves unread that another of the house's wines names in full are that wine's:
  // "Château Léoville Las Cases Clos du Marquis" (the label says "… du Marquis de Las Cases") is the Clos du Marquis,
  // "Château Suduiraut S de Suduiraut" the S.
  const grandVinWords = new Set(tokenize(grandVins[0]!.entry.wine.name));
  const beyond = query.tokens.filter((token) => !grandVinWords.has(token));
  const isNamedBeyond = close.some(
    (candidate) =>
      !isNamedAsHouse(candidate.entry) &&
      wordsNamedInFull(query, candidate) > 0 &&
      beyond.every((token) =>
        [candidate.entry.wine.name, ...candidate.entry.wine.aliases].some((name) =>
          tokenize(name).includes(token),
        ),
      ),
  );
  return beyond.length > 0 && isNamedBeyond ? undefined : grandVins[0];
}

/** True when every distinctive word the text shares with the house's names is a word of the wine's own names. */
function isReadFromWineName(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer,
  entry: CatalogWineEntry,
): boolean {
  const houseTokens = knowledgeBase.catalog.producerTokens[house.index]!;
  const wineTokens = new Set(tokenize([entry.wine.name, ...entry.wine.aliases].join(" ")));
  return query.tokens.every(
    (token) => !houseTokens.has(token) || GENERIC_NAME_WORDS.has(token) || wineTokens.has(token),
  );
}

/** The words of a Vintage Port's category on its label. */
const VINTAGE_PORT_WORDS: ReadonlySet<string> = new Set(["vintage", "port", "porto"]);

/** Words of a Burgundy rank that labels and people often leave out ("Les Pucelles" for the Premier Cru). */
const RANK_WORDS: ReadonlySet<string> = new Set(["premier", "1er", "cru"]);

/**
 * The number of words of the longest of the wine's names (its name or an alias) whose every word is in the text;
 * 0 when the text gives none of them in full.
 */
function wordsNamedInFull(
  query: QueryAnalysis,
  candidate: CatalogCandidate,
  written: readonly string[] = query.tokens,
): number {
  const { wine } = candidate.entry;
  return Math.max(
    0,
    ...[wine.name, ...wine.aliases]
      .map((name) => tokenize(name).filter((token) => !RANK_WORDS.has(token)))
      .filter((tokens) => isWrittenAsOften(tokens, written))
      .map((tokens) => tokens.length),
  );
}

/**
 * As `wordsNamedInFull`, of the words after the house's name when the text opens with it: in "Château Cheval Blanc
 * Le Petit Cheval" the house's "Blanc" does not name its Petit Cheval Blanc.
 */
function wordsNamedAfterHouse(query: QueryAnalysis, candidate: CatalogCandidate): number {
  const { producer } = candidate.entry;
  const opening = [producer.name, ...producer.aliases]
    .map((name) => tokenize(name))
    .filter((tokens) => tokens.length > 0 && tokens.every((token, index) => query.tokens[index] === token))
    .reduce((longest, tokens) => Math.max(longest, tokens.length), 0);
  return wordsNamedInFull(query, candidate, query.tokens.slice(opening));
}

/**
 * True when every word of the name is written, a word the name repeats as often: "Les Saint-Georges" of
 * Nuits-Saint-Georges needs "Saint-Georges" twice, so "Nuits-Saint-Georges … Les Vaucrains" does not name it.
 */
function isWrittenAsOften(name: readonly string[], written: readonly string[]): boolean {
  const count = (tokens: readonly string[], token: string) => tokens.filter((each) => each === token).length;
  return name.every((token) => count(written, token) >= count(name, token));
}

/**
 * True when the text names a sister house abroad and, in full, one of its cuvées by a rare word that is no grape,
 * place or style word: "Miguel Torres 2007 Manso de Velasco" is the Chilean house's wine, though "Miguel Torres"
 * is also what the Spanish house is called, and so is a bottling of that cuvée the catalogue does not list
 * ("… Santa Digna Reserva Chardonnay"). Every word before a vintage written mid-text must be the sister house's
 * name too: "Domaine Weinbach … Cuvée Laurence" is not Pégau's Cuvée Laurence. With the vintage last, those words
 * are the sister's name and the cuvée's ("Stags Leap Artemis 2019"). A generic bottling ("Brut") names no house.
 */
function namesOwnCuvee(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  candidate: CatalogCandidate,
): boolean {
  const houseTokens = knowledgeBase.catalog.producerTokens[candidate.entry.producer.index]!;
  // With the vintage last, the words before it hold the cuvée's name too ("Stags Leap Artemis 2019").
  const cuveeTokens = query.parsed.hasYearInside
    ? new Set<string>()
    : new Set((knowledgeBase.catalog.wineNames[candidate.entry.index] ?? []).flat());
  const lead = query.tokens.slice(0, query.parsed.tailStart);
  if (
    !lead.every((token) => GENERIC_NAME_WORDS.has(token) || houseTokens.has(token) || cuveeTokens.has(token))
  )
    return false;
  const free = new Set(
    query.tokens.filter(
      (token, position) =>
        (query.parsed.hasYearInside ? position >= query.parsed.tailStart : !houseTokens.has(token)) &&
        query.phraseAt[position] === undefined &&
        knowledgeBase.catalog.weight(token) >= RARE_WORD_WEIGHT,
    ),
  );
  const present = new Set(query.tokens);
  return (knowledgeBase.catalog.wineNames[candidate.entry.index] ?? []).some(
    (name) =>
      name.length > 0 && name.every((token) => present.has(token)) && name.some((token) => free.has(token)),
  );
}

/**
 * True when the text gives a rare word of its own that none of the close candidates' names holds, and that is no
 * house, grape or style word (a vineyard's may be a place's): "Emmerich Knoll 2008 Ried Kreutles Smaragd Grüner
 * Veltliner" is the house's Kreutles, which the catalogue does not list, not one of its two catalogued Smaragd
 * vineyards.
 */
function namesAnotherCuvee(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  candidates: readonly CatalogCandidate[],
): boolean {
  const known = new Set(
    candidates.flatMap((candidate) => [
      ...knowledgeBase.catalog.producerTokens[candidate.entry.producer.index]!,
      ...(knowledgeBase.catalog.wineNames[candidate.entry.index] ?? []).flat(),
    ]),
  );
  return query.tokens.some(
    (token, position) =>
      !known.has(token) &&
      (query.phraseAt[position]?.terms ?? []).every((term) => term.kind === "region") &&
      !GENERIC_NAME_WORDS.has(token) &&
      knowledgeBase.catalog.weight(token) >= RARE_WORD_WEIGHT,
  );
}

/**
 * One house's wines of one place that differ by colour, for a label naming no colour ("Guigal Hermitage", "Calvet
 * Bordeaux"): the red, as a place's name alone means on a label; the white or rosé is named as such.
 */
function houseRedOfOnePlace(choices: readonly CatalogCandidate[]): CatalogCandidate | undefined {
  const [first] = choices;
  if (first === undefined) return undefined;
  const isOnePlace = choices.every(
    (candidate) =>
      candidate.entry.producer === first.entry.producer && candidate.entry.region === first.entry.region,
  );
  const reds = choices.filter((candidate) => candidate.entry.wine.color === "red");
  return isOnePlace && reds.length === 1 ? reds[0] : undefined;
}

/** The words of each aging class, lowest first: a name without one is lower still. */
const CLASS_RANKS = AGING_CLASS_ORDER.map(([, name]) => name.split(" "));

/** The rank of the aging class a wine's name carries (0 for none) and its name without those words. */
function agingClassOf(name: readonly string[]): { rank: number; rest: string } {
  let rank = 0;
  CLASS_RANKS.forEach((words, index) => {
    if (words.every((word) => name.includes(word))) rank = index + 1;
  });
  const classWords = new Set(rank === 0 ? [] : CLASS_RANKS[rank - 1]);
  return { rank, rest: name.filter((token) => !classWords.has(token)).join(" ") };
}

/**
 * Of one house's wines named alike but for their aging class, the text naming none: the one without a class, else
 * the lowest. A Riserva or a Reserva says so on its label: "Giuseppe Cortese Rabajà" is the Barbaresco Rabajà,
 * "Pagos del Rey Arnegui" the Crianza.
 */
function lowestClassOfOneWine(
  query: QueryAnalysis,
  choices: readonly CatalogCandidate[],
): CatalogCandidate | undefined {
  const [first] = choices;
  if (first === undefined || choices.some((candidate) => candidate.entry.producer !== first.entry.producer))
    return undefined;
  if (agingClassOf(query.tokens).rank > 0) return undefined;
  const classes = choices.map((candidate) => agingClassOf(tokenize(candidate.entry.wine.name)));
  if (new Set(classes.map(({ rest }) => rest)).size !== 1) return undefined;
  const lowest = Math.min(...classes.map(({ rank }) => rank));
  const atLowest = choices.filter((_, index) => classes[index]!.rank === lowest);
  return atLowest.length === 1 ? atLowest[0] : undefined;
}

/**
 * "Margaux 2015": the one place whose name alone collectors use for the icon château named after it, when the text
 * is that place's name and nothing more. Château Margaux's grand vin, not an unnamed Margaux; other villages'
 * châteaux ("Château de Pommard") are not what their village's name means.
 */
function chateauCalledByItsPlace(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
): CatalogWineEntry | undefined {
  const [phrase, ...others] = query.phrases;
  if (phrase === undefined || others.length > 0 || phrase.start > 0 || phrase.end < query.tokens.length) {
    return undefined;
  }
  const places = phrase.terms.flatMap((term) => (term.kind === "region" ? [term.regionId] : []));
  const grandVins = housesNamedAs(knowledgeBase, `chateau ${query.tokens.join(" ")}`).flatMap((house) =>
    house.wines.filter(
      (entry) =>
        isNamedAsHouse(entry) &&
        entry.wine.tier === "icon" &&
        places.some((place) => isWithinRegion(knowledgeBase, house.region, place)),
    ),
  );
  return grandVins.length === 1 ? grandVins[0] : undefined;
}

/** The word "wine" in the languages of labels, which a colour alone comes with ("Red Wine", "Vin Rouge"). */
const WINE_WORDS: ReadonlySet<string> = new Set(["wine", "wines", "vin", "vino", "vinho", "wein"]);

/** True when the text is a colour and nothing more: no grape, place, rank, style or name. */
function isColourOnly(query: QueryAnalysis): boolean {
  const isColour = (term: Term) =>
    term.kind === "style" &&
    term.term.color !== undefined &&
    term.term.style === undefined &&
    term.term.classification === undefined &&
    term.term.varieties === undefined;
  return (
    query.phrases.length > 0 &&
    query.tokens.every(
      (token, position) =>
        (WINE_WORDS.has(token) && query.phraseAt[position] === undefined) ||
        (query.phraseAt[position]?.terms.every(isColour) ?? false),
    )
  );
}

/** True when each phrase of two words or more is in one of the wine's names, or describes it ("Brut Nature"). */
function holdsEveryLongPhrase(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  entry: CatalogWineEntry,
): boolean {
  const names = knowledgeBase.catalog.wineNames[entry.index] ?? [];
  return query.phrases.every((phrase) => {
    if (phrase.end - phrase.start < 2) return true;
    const words = query.tokens.slice(phrase.start, phrase.end);
    return (
      phrase.terms.some((term) => isTermConsistent(knowledgeBase, entry, term)) ||
      names.some((name) => includesRun(name, words))
    );
  });
}

/**
 * For a text of label words alone ("Reserva 2018"), the bottlings so named from the houses a collector most
 * likely means: those the catalogue knows best (the most wines listed), then the dearer.
 */
function bestKnownBottlings(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  accept: (entry: CatalogWineEntry) => boolean,
): CatalogCandidate[] {
  const indexes = new Set(query.tokens.flatMap((token) => knowledgeBase.catalog.winesWithToken(token)));
  const named = [...indexes]
    .map((index) => knowledgeBase.wines[index]!)
    .filter(accept)
    .map((entry) => scoreCatalogWine(knowledgeBase, query, entry))
    .filter(
      (candidate) =>
        candidate.queryCoverage >= AMBIGUOUS_COVERAGE && candidate.wineCoverage >= AMBIGUOUS_COVERAGE,
    )
    .sort(
      (left, right) =>
        right.entry.producer.wines.length - left.entry.producer.wines.length ||
        right.entry.wine.priceUsd[1] - left.entry.wine.priceUsd[1] ||
        left.entry.index - right.entry.index,
    );
  const onePerHouse = new Map<CatalogProducer, CatalogCandidate>();
  for (const candidate of named) {
    if (!onePerHouse.has(candidate.entry.producer)) onePerHouse.set(candidate.entry.producer, candidate);
  }
  return [...onePerHouse.values()].slice(0, MAX_POSSIBLE_MATCHES);
}

/**
 * Catalogued wine when one explains the query clearly; several close ones → ambiguous; otherwise an inferred
 * wine (using the house's facts when a catalogued producer is named).
 */
export function identifyWine(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  options: IdentifyOptions = {},
): Identification {
  const { specificProducer, specificRegion } = options;
  const isNarrowed = Boolean(specificProducer) || Boolean(specificRegion);
  const accept = (entry: CatalogWineEntry) =>
    (specificProducer
      ? producerMatches(entry, specificProducer)
      : !hasForeignHouseWord(knowledgeBase, query, entry.producer, entry)) &&
    (!specificRegion || isWithinRegionName(knowledgeBase, entry, specificRegion));
  const rankedHouses = rankProducers(knowledgeBase, query);
  const isHouseMeant = (producer: CatalogProducer) =>
    !hasForeignHouseWord(knowledgeBase, query, producer) &&
    !isPartNamedHouseOfOtherGrape(knowledgeBase, query, producer);
  const firstNamed = findNamedProducer(knowledgeBase, query, isHouseMeant, rankedHouses);
  // Of houses the text names alike, the one that makes or grows the grape it names.
  const firstFullness =
    firstNamed === undefined ? 0 : namingFullness(knowledgeBase, query, firstNamed.producer);
  const named =
    firstNamed !== undefined && makesNamedGrape(knowledgeBase, query, firstNamed.producer) === false
      ? (findNamedProducer(
          knowledgeBase,
          query,
          (producer) =>
            isHouseMeant(producer) &&
            namingFullness(knowledgeBase, query, producer) >= Math.max(1, firstFullness) &&
            makesNamedGrape(knowledgeBase, query, producer) === true,
          rankedHouses,
        ) ?? firstNamed)
      : firstNamed;
  // A house after the vintage, the wine's name first: the text read in the label's order.
  const relabelled = inLabelOrder(knowledgeBase, query, named?.producer);
  if (relabelled !== undefined) return identifyWine(knowledgeBase, relabelled, options);
  // A house the text names in full is not another house that shares one of its words: "Taittinger Brut" is
  // not Domaine Carneros (known as "Domaine Carneros by Taittinger"), nor "Louis Roederer" Roederer Estate.
  const ranked = rankCatalogWines(knowledgeBase, query, accept, 24);
  // The cuvée first and its house after it ("Black Label Wolf Blass", "Barolo Le Vigne Luciano Sandrone"): a
  // catalogued wine whose house and name the text gives whole, every word of it, is that house's, when the house
  // the first words seemed to name ("Black Estate") was read from that wine's own name.
  const whole = ranked[0];
  const isWholeOfOtherHouse =
    whole !== undefined &&
    named !== undefined &&
    whole.entry.producer !== named.producer &&
    whole.queryCoverage >= FULLY_EXPLAINED &&
    whole.wineCoverage >= FULLY_EXPLAINED &&
    whole.producerCoverage >= EXACT_HOUSE &&
    isReadFromWineName(knowledgeBase, query, named.producer, whole.entry);
  const exactHouse = isWholeOfOtherHouse
    ? whole.entry.producer
    : named !== undefined && named.coverage >= EXACT_HOUSE
      ? named.producer
      : undefined;
  // With the vintage last, text that is all the named house's name ("Screaming Eagle Second Flight 2019", a house
  // of its own) names no sister's cuvée.
  const isAllExactHouse =
    exactHouse !== undefined &&
    !query.parsed.hasYearInside &&
    query.tokens.every(
      (token) =>
        GENERIC_NAME_WORDS.has(token) || knowledgeBase.catalog.producerTokens[exactHouse.index]!.has(token),
    );
  // A cuvée name the named house bottles as well ("Graham's 20 Year Old Tawny", not Churchill's, whose alias
  // "Churchill Graham" shares a word) is that house's.
  const sisterCuvee = ranked.find(
    (candidate) =>
      exactHouse !== undefined &&
      !isAllExactHouse &&
      candidate.entry.producer !== exactHouse &&
      namesOwnCuvee(knowledgeBase, query, candidate) &&
      !ranked.some((own) => own.entry.producer === exactHouse && own.score >= candidate.score),
  );
  // The house's whole name is not its cuvée named by a part of it: "Zind-Humbrecht 2019" is no "Zind".
  const isPartOfHouseName = (candidate: CatalogCandidate) =>
    isAllExactHouse && !isNarrowed && namedByPartOfHouseName(knowledgeBase, query, candidate.entry);
  // A house that goes by the same name is named as much: "Hafner Cabernet Sauvignon" is Hafner Vineyard's.
  const twins = exactHouse === undefined ? [] : twinHouses(knowledgeBase, exactHouse);
  const candidates = ranked.filter(
    (candidate) =>
      !isPartOfHouseName(candidate) &&
      (exactHouse === undefined ||
        candidate.entry.producer === exactHouse ||
        twins.includes(candidate.entry.producer) ||
        // Another house's cuvée that shares a word is not meant when the text is all this house's name ("Clos du
        // Caillou 2018" is not Château Talbot's Caillou Blanc).
        (candidate.producerCoverage === 0 && !isAllExactHouse) ||
        candidate === sisterCuvee),
  );
  // A wine the text's own words contradict is not the best match when one as close is not: "Marqués de Murrieta
  // Reserva" is its Reserva, not the Castillo Ygay Gran Reserva the house's other name also reads.
  const isContradicted = (candidate: CatalogCandidate) =>
    contradictsOwnWords(knowledgeBase, query, candidate);
  const first = candidates[0];
  const isFirstContradicted = first !== undefined && isContradicted(first);
  const top = isFirstContradicted
    ? (candidates.find(
        (candidate) => candidate.score >= first.score - RIVAL_MARGIN && !isContradicted(candidate),
      ) ?? first)
    : first;
  const isTopContradicted = isFirstContradicted && top === first;
  const fullyExplained = candidates.filter((candidate) => candidate.queryCoverage >= AMBIGUOUS_COVERAGE);
  // Label words alone name bottlings that hold each phrase of them whole: "Orange Wine" is no Orange Muscat.
  const holdsPhrases = (entry: CatalogWineEntry) => holdsEveryLongPhrase(knowledgeBase, query, entry);
  const classBottlings = fullyExplained.filter((candidate) => holdsPhrases(candidate.entry));
  // A colour alone ("white wine 2020", "Vin Rouge") is a kind of wine, not the bottlings that happen to be named so.
  if (!isNarrowed && isColourOnly(query)) {
    return { kind: "wine", profile: { ...inferredProfile(knowledgeBase, query, undefined), producer: "" } };
  }
  if (!isNarrowed && isOnlyClassWords(query) && classBottlings.length >= 2) {
    const bestKnown = bestKnownBottlings(
      knowledgeBase,
      query,
      (entry) => accept(entry) && holdsPhrases(entry),
    );
    return {
      kind: "ambiguous",
      candidates: bestKnown.length >= 2 ? bestKnown : classBottlings.slice(0, MAX_POSSIBLE_MATCHES),
    };
  }
  // A name two houses go by, alone ("Cos 2010"), asks which: the dearer house's wine first.
  const sameName =
    isAllExactHouse && !isNarrowed ? housesNamedAs(knowledgeBase, query.parsed.displayName) : [];
  if (sameName.length >= 2) {
    const flagships = sameName
      .flatMap((house) => houseFlagship(house) ?? [])
      .sort((left, right) => right.wine.priceUsd[1] - left.wine.priceUsd[1])
      .map((entry) => scoreCatalogWine(knowledgeBase, query, entry));
    if (flagships.length >= 2)
      return { kind: "ambiguous", candidates: flagships.slice(0, MAX_POSSIBLE_MATCHES) };
  }
  // A word several houses' names share, alone, and no wine it clearly names ("Léoville 2010"): which house?
  const isWineNamed =
    top !== undefined && top.score >= ACCEPT_SCORE && top.wineCoverage >= AMBIGUOUS_COVERAGE;
  const sharing =
    exactHouse === undefined && !isNarrowed && !isWineNamed ? housesSharingWords(knowledgeBase, query) : [];
  const sharingFlagships = sharing
    .flatMap((house) => houseFlagship(house) ?? [])
    .sort((left, right) => right.wine.priceUsd[1] - left.wine.priceUsd[1]);
  if (sharingFlagships.length >= 2) {
    const houses = sharingFlagships
      .slice(0, MAX_POSSIBLE_MATCHES)
      .map((entry) => scoreCatalogWine(knowledgeBase, query, entry));
    return { kind: "ambiguous", candidates: houses };
  }
  const grandVin =
    isAllExactHouse && !isNarrowed && top !== undefined ? houseGrandVin(query, candidates, top) : undefined;
  if (grandVin !== undefined) return { kind: "wine", profile: catalogProfile(query, grandVin) };
  // "Château Chablis", "Estate Shiraz": a house the catalogue does not know, by its generic words alone, and a
  // place many houses make wine in or a grape. The kind of wine, not one catalogued house's taken at random.
  const isBusinessWord = (token: string) => GENERIC_NAME_WORDS.has(token);
  const isKindByBusinessWords =
    exactHouse === undefined &&
    // Before a mid-text vintage the words are the label's house ("Pence Ranch 2013 Estate Chardonnay").
    !query.parsed.hasYearInside &&
    // A catalogued name holding those words too ("Gavi dei Gavi", "Langhe Rosso La Villa") is that wine.
    (top === undefined ||
      (top.producerCoverage < HOUSE_NAMED_SHARE && top.queryCoverage < FULLY_EXPLAINED)) &&
    (isPlaceKind(knowledgeBase, query, isBusinessWord) || isGrapeKind(query, isBusinessWord));
  const isKindOfWine =
    !isNarrowed &&
    named === undefined &&
    (isGrapeKind(query) || isPlaceKind(knowledgeBase, query) || isKindByBusinessWords);
  const firstGrowth = isKindOfWine ? chateauCalledByItsPlace(knowledgeBase, query) : undefined;
  if (firstGrowth !== undefined) {
    return {
      kind: "wine",
      profile: catalogProfile(query, scoreCatalogWine(knowledgeBase, query, firstGrowth)),
    };
  }
  if (
    top !== undefined &&
    top.score >= ACCEPT_SCORE &&
    !isTopContradicted &&
    !isKindOfWine &&
    !isKindOfUnnamedHouse(knowledgeBase, query, top)
  ) {
    const isExact = top.queryCoverage >= AMBIGUOUS_COVERAGE && top.wineCoverage >= AMBIGUOUS_COVERAGE;
    // The house and a grape alone ("Villa Maria Sauvignon Blanc"): each of its wines of the grape is meant as
    // much, whatever the words of their ranges ("Private Bin", "Cellar Selection"), unless one is named all but
    // in full, the house's plain one ("Estate Shiraz").
    const isAnyOfHouseGrape =
      top.wineCoverage < PLAIN_WINE_COVERAGE &&
      exactHouse !== undefined &&
      grapesBesideHouse(knowledgeBase, query, exactHouse) !== undefined;
    const isSameGrapeOfHouse = (candidate: CatalogCandidate) =>
      isAnyOfHouseGrape &&
      candidate.entry.producer === top.entry.producer &&
      candidate.entry.varieties[0] === top.entry.varieties[0];
    const rivals = candidates.filter(
      (candidate) =>
        candidate !== top &&
        (candidate.score >= top.score - RIVAL_MARGIN || isSameGrapeOfHouse(candidate)) &&
        candidate.queryCoverage >= AMBIGUOUS_COVERAGE &&
        (!isExact || candidate.wineCoverage >= AMBIGUOUS_COVERAGE) &&
        // A cuvée named in the query beats the house's grand vin that merely shares the house's words; a cuvée
        // named in more words than the top one is as much meant ("Le Petit Cheval Blanc" beside "Le Petit Cheval").
        (candidate.ownNameWeight >= top.ownNameWeight * 0.5 ||
          (candidate.ownNameWeight > 0 &&
            wordsNamedAfterHouse(query, candidate) > wordsNamedAfterHouse(query, top))) &&
        // A house the text names beats houses it does not name that leave its words unread, or read them only as
        // the place they also name: "Chateau Pommard" is Château de Pommard's, not any house's Pommard; "Colomé
        // Torrontés" is Bodega Colomé's, not any Torrontés of the Calchaquí valley (of which Colomé is a village).
        !(
          candidate.producerCoverage < HOUSE_NAMED_SHARE &&
          top.producerCoverage >= HOUSE_NAMED_SHARE &&
          candidate.queryCoverage <= top.queryCoverage
        ) &&
        !isContradicted(candidate),
    );
    if (rivals.length === 0 || isNarrowed) return { kind: "wine", profile: catalogProfile(query, top) };
    // Of close candidates, the one whose whole name the text gives is the wine meant: "Château d'Yquem 2001" is
    // not its second wine "Y", "Fonseca Vintage Port" not "Guimaraens Vintage Port".
    // The longest such name wins: "Fonseca Guimaraens Vintage Port" names more than "Vintage Port" does.
    const inFull = [top, ...rivals]
      .map((candidate) => ({ candidate, words: wordsNamedInFull(query, candidate) }))
      .filter(({ words }) => words > 0)
      .sort((left, right) => right.words - left.words);
    if (inFull.length > 0 && inFull[0]!.words > (inFull[1]?.words ?? 0)) {
      return { kind: "wine", profile: catalogProfile(query, inFull[0]!.candidate) };
    }
    // A name written exactly as one of theirs, every letter kept: "Y d'Yquem" is the "Y", though its "Y" and
    // "d'" are no words to the matching.
    const writtenAs = [top, ...rivals].filter((candidate) => isWrittenAs(query, candidate.entry));
    if (writtenAs.length === 1) return { kind: "wine", profile: catalogProfile(query, writtenAs[0]!) };
    if (
      top.queryCoverage >= AMBIGUOUS_COVERAGE &&
      !isOnlyPlaceOrGrape(query) &&
      !namesAnotherCuvee(knowledgeBase, query, [top, ...rivals])
    ) {
      const red = houseRedOfOnePlace([top, ...rivals]) ?? lowestClassOfOneWine(query, [top, ...rivals]);
      if (red !== undefined) return { kind: "wine", profile: catalogProfile(query, red) };
      // Equally good matches: the dearer first, the one a collector more likely means ("Unico": Vega Sicilia's).
      const choices = [top, ...rivals].sort(
        (left, right) =>
          right.score - left.score || right.entry.wine.priceUsd[1] - left.entry.wine.priceUsd[1],
      );
      return { kind: "ambiguous", candidates: choices.slice(0, MAX_POSSIBLE_MATCHES) };
    }
  }
  if (isNarrowed && top !== undefined && top.queryCoverage >= AMBIGUOUS_COVERAGE) {
    return { kind: "wine", profile: catalogProfile(query, top) };
  }
  const plain =
    exactHouse === undefined
      ? undefined
      : (plainWineOfHouse(knowledgeBase, query, exactHouse) ??
        homeWineOfHouseGrape(knowledgeBase, query, exactHouse));
  if (plain !== undefined) {
    return { kind: "wine", profile: catalogProfile(query, scoreCatalogWine(knowledgeBase, query, plain)) };
  }
  // The words before the vintage name no house we know, and those after it one: the owner or exporter is written
  // first. That house says where the wine is from; the label's first words stay its producer.
  const houseAfterVintage =
    sisterCuvee === undefined && named === undefined && rankedHouses.length === 0
      ? houseNamedAfterVintage(knowledgeBase, query)
      : undefined;
  const house = sisterCuvee?.entry.producer ?? named?.producer ?? houseAfterVintage;
  const inferred = inferredProfile(knowledgeBase, query, house);
  const profile =
    houseAfterVintage === undefined ? inferred : { ...inferred, producer: producerNameFromWords(query) };
  // A Douro house's "Vintage", read as its Vintage Port, is the house's catalogued one ("Quinta do Crasto 2015
  // Vintage"); the category alone on the label left too few of its words for the matching.
  const houseTokens =
    profile.producerEntry === undefined
      ? undefined
      : knowledgeBase.catalog.producerTokens[profile.producerEntry.index]!;
  // Only the house and the category: "Sandeman 2015 Quinta do Seixo Vintage" is another of its Vintage Ports.
  const isHouseVintageAlone =
    houseTokens !== undefined &&
    query.tokens.every(
      (token) => houseTokens.has(token) || GENERIC_NAME_WORDS.has(token) || VINTAGE_PORT_WORDS.has(token),
    );
  const vintagePort =
    profile.classification === "Vintage Port" && isHouseVintageAlone
      ? profile.producerEntry?.wines.find((entry) => normalizePhrase(entry.wine.name) === "vintage port")
      : undefined;
  if (vintagePort !== undefined) {
    return {
      kind: "wine",
      profile: catalogProfile(query, scoreCatalogWine(knowledgeBase, query, vintagePort)),
    };
  }
  return { kind: "wine", profile };
}
