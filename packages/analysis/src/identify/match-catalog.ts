import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perCatalogWine, perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import type { Variety } from "../knowledge/schema.ts";
import { tokenize } from "../text/normalize.ts";
import { includesRun } from "../text/token-runs.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { isRedWordImplied, isVintageWordOf, namesNoColor, RED_WORDS } from "./implied-words.ts";
import type { PhraseMatch, Term } from "./phrase-dictionary.ts";
import { isPlaceCalledOtherwise } from "./place-called-otherwise.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { regionNameTokens } from "./region-name-tokens.ts";
import { colorOfWord } from "./style-terms.ts";

export interface CatalogCandidate {
  entry: CatalogWineEntry;
  /** 0–1: how well this wine explains the whole query and how much of its own name the query names. */
  score: number;
  /** Share of the query's weight explained by this wine (its names, region, grapes, colour, style). */
  queryCoverage: number;
  /** Share of the wine's own name (apart from the producer's) found in the query. */
  wineCoverage: number;
  /** Share of the producer's name found in the query. */
  producerCoverage: number;
  /** Weight of the query words found in the wine's own name (0 for a grand vin named like its house). */
  ownNameWeight: number;
}

/** A typo-corrected token counts a little less than an exact one. */
const CORRECTED_TOKEN_FACTOR = 0.85;
const LEAD_PRODUCER_SHARE = 0.6;
/** The share of its house's name (by weight) a text must give for a catalogued wine to be its. */
export const HOUSE_NAMED_SHARE = 0.5;

export function isTermConsistent(knowledgeBase: KnowledgeBase, entry: CatalogWineEntry, term: Term): boolean {
  switch (term.kind) {
    case "region":
      return isWithinRegion(knowledgeBase, entry.region, term.regionId);
    case "variety":
      return entry.wine.varieties.includes(term.varietyId);
    case "style": {
      const { color, style, classification, countries } = term.term;
      if (color === undefined && style === undefined && classification === undefined) return false;
      if (color !== undefined && color !== entry.wine.color) return false;
      if (style !== undefined && style !== entry.wine.style) return false;
      // A kind of wine named in its country's word ("Sekt", "Eiswein") is that country's: no Champagne is a Sekt.
      if (style !== undefined && countries !== undefined && !countries.includes(entry.producer.country)) {
        return false;
      }
      if (classification !== undefined) {
        const wineClassification = entry.wine.classification?.toLowerCase() ?? "";
        return wineClassification.includes(classification.toLowerCase());
      }
      return true;
    }
  }
}

/** What the text writes as the house's name alone, for a cuvée's name that shares its words. */
interface HouseWords {
  /** Words written only as the house's name before the vintage (`houseOnlyWords`). */
  only: ReadonlySet<string>;
  /** The cuvée's own words after the vintage (`cuveeWordsAfterVintage`). */
  cuvee: ReadonlySet<string>;
  /** The wine is not the house's grand vin, and the house has one. */
  isBesideGrandVin: boolean;
  /** No vintage inside the text: words in `only` are then all of it, the house's name alone. */
  isHouseAlone: boolean;
}

const NO_HOUSE_WORDS: HouseWords = {
  only: new Set(),
  cuvee: new Set(),
  isBesideGrandVin: false,
  isHouseAlone: false,
};

function coverage(
  names: readonly (readonly string[])[],
  weights: readonly (readonly number[])[],
  present: ReadonlySet<string>,
  house: HouseWords = NO_HOUSE_WORDS,
) {
  let best = 0;
  let bestFound = 0;
  names.forEach((name, nameIndex) => {
    // The house's words name this wine only with its whole name written ("Quinta do Quetzal 2007 Reserva" for
    // its "Quetzal Reserva"), a word of its own among them where the house has a grand vin ("Château Troplong
    // Mondot 2009" is not its second wine "Mondot"), or with a cuvée word of it after the vintage ("Castello
    // della Sala 2014 San Giovanni" for its "Orvieto Classico Superiore San Giovanni della Sala"). The house's
    // words alone name a wine beside its grand vin only when they are its whole name, every word: "Mondot 2016"
    // is the second wine "Mondot", "Canon 2015" not Château Canon's "Clos Canon".
    const isRestWritten =
      house.only.size === 0 ||
      (house.isHouseAlone
        ? !house.isBesideGrandVin || name.every((token) => present.has(token))
        : name.every((token) => present.has(token) || GENERIC_NAME_WORDS.has(token)) &&
          (!house.isBesideGrandVin ||
            name.some((token) => !house.only.has(token) && !GENERIC_NAME_WORDS.has(token)))) ||
      name.some((token) => house.cuvee.has(token));
    const nameWeights = weights[nameIndex]!;
    let total = 0;
    let found = 0;
    name.forEach((token, position) => {
      const weight = nameWeights[position]!;
      total += weight;
      if (present.has(token) && (isRestWritten || !house.only.has(token))) found += weight;
    });
    // A name of weightless words only ("Rouge" of "Trévallon Rouge") is named by its house's name.
    const share = total > 0 ? found / total : 1;
    if (share > best || (share === best && found > bestFound)) {
      best = share;
      bestFound = found;
    }
  });
  return { share: best, found: bestFound };
}

/** Each word's weight in a list of names, in the same shape. */
function weighNames(
  names: readonly (readonly string[])[],
  weight: (token: string) => number,
): readonly (readonly number[])[] {
  return names.map((name) => name.map(weight));
}

/** A house's names with their words' weights, read once per house. */
const producerNameWeights = perKnowledgeBase((knowledgeBase: KnowledgeBase) => {
  const weighed = new Map<number, readonly (readonly number[])[]>();
  return (producerIndex: number) => {
    let weights = weighed.get(producerIndex);
    if (weights === undefined) {
      weights = weighNames(
        knowledgeBase.catalog.producerNames[producerIndex] ?? [],
        knowledgeBase.catalog.weight,
      );
      weighed.set(producerIndex, weights);
    }
    return weights;
  };
});

/**
 * A wine's own names (those that are more than its house's name), their words, their words' weights, and whether
 * it has one.
 */
const ownNamesOf = perCatalogWine((knowledgeBase: KnowledgeBase, entry: CatalogWineEntry) => {
  const all = knowledgeBase.catalog.wineNames[entry.index]!;
  const names = all.filter((name) => name.length > 0);
  return {
    names,
    tokens: new Set(names.flat()) as ReadonlySet<string>,
    weights: weighNames(names, knowledgeBase.catalog.weight),
    /** The wine is also named as its house alone: a grand vin. */
    isNamedAsHouse: names.length < all.length,
  };
});

/**
 * The query's words with the full names of the places it names in short and the wine is from: "Quintarelli
 * Amarone" names the house's "Amarone della Valpolicella Classico" as fully as its label's words do.
 */
function withNamedPlaces(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  entry: CatalogWineEntry,
  present: ReadonlySet<string>,
): ReadonlySet<string> {
  let widened: Set<string> | undefined;
  for (const phrase of query.phrases) {
    for (const term of phrase.terms) {
      if (term.kind !== "region" || !isTermConsistent(knowledgeBase, entry, term)) continue;
      const region = knowledgeBase.regions.get(term.regionId);
      if (region === undefined) continue;
      // Words of its name written in short, not another of its names: a region's aliases hold its vineyards
      // too (Barolo's "Ornato" is not a "Barolo" of the house).
      const name = regionNameTokens(region);
      if (!query.tokens.slice(phrase.start, phrase.end).every((token) => name.includes(token))) continue;
      widened ??= new Set(present);
      // Only the words left unwritten: a written word a longer phrase took away stays away.
      for (const token of name) if (!query.tokens.includes(token)) widened.add(token);
    }
  }
  return widened ?? present;
}

/**
 * The query's words with the full names of the grapes it names in short, the wine is made of and its own names
 * use: "Leonetti Cabernet" names its "Cabernet Sauvignon". Another name of the grape is another wine: a house's
 * "Primitivo" is not its "Zinfandel".
 */
function withNamedGrapes(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  entry: CatalogWineEntry,
  ownNames: readonly string[][],
  present: ReadonlySet<string>,
): ReadonlySet<string> {
  let widened: Set<string> | undefined;
  for (const { varietyId, names } of grapesWrittenInShort(knowledgeBase, query)) {
    if (!entry.wine.varieties.includes(varietyId)) continue;
    for (const grapeName of names) {
      if (!ownNames.some((name) => includesRun(name, grapeName))) continue;
      widened ??= new Set(present);
      for (const token of grapeName) widened.add(token);
    }
  }
  return widened ?? present;
}

const shortGrapesByQuery = new WeakMap<QueryAnalysis, { varietyId: string; names: readonly string[][] }[]>();

/** The grapes the query names in short ("Cabernet"), each with its longer names ("Cabernet Sauvignon"). */
function grapesWrittenInShort(knowledgeBase: KnowledgeBase, query: QueryAnalysis) {
  let found = shortGrapesByQuery.get(query);
  if (found === undefined) {
    found = [];
    for (const phrase of query.phrases) {
      const written = query.tokens.slice(phrase.start, phrase.end);
      for (const term of phrase.terms) {
        if (term.kind !== "variety") continue;
        const variety = knowledgeBase.varieties.get(term.varietyId);
        if (variety === undefined) continue;
        const names = grapeNames(variety).filter(
          (name) => name.length > written.length && includesRun(name, written),
        );
        if (names.length > 0) found.push({ varietyId: variety.id, names });
      }
    }
    shortGrapesByQuery.set(query, found);
  }
  return found;
}

const grapeNameTokens = new WeakMap<Variety, readonly string[][]>();

/** A grape's name and synonyms as tokens (read once per grape). */
export function grapeNames(variety: Variety): readonly string[][] {
  let names = grapeNameTokens.get(variety);
  if (names === undefined) {
    names = [variety.name, ...variety.synonyms].map(tokenize);
    grapeNameTokens.set(variety, names);
  }
  return names;
}

/**
 * Words written only as the house's name before the vintage, and naming no place or grape: in "Concha y Toro
 * 2013 Chardonnay" they name the house, not its "Marques de Casa Concha Chardonnay", whose other words are not
 * written. A word written again after the vintage ("Catena Zapata 2015 Catena Alta") names the wine as well.
 */
function houseOnlyWords(
  query: QueryAnalysis,
  producerTokens: ReadonlySet<string>,
  present: ReadonlySet<string>,
): ReadonlySet<string> {
  // With the vintage last or none, the whole text is the lead: when it is all the house's words, they are the
  // house's alone; when it says more, none is.
  const tailStart = query.parsed.hasYearInside ? query.parsed.tailStart : query.tokens.length;
  const lead = query.tokens.slice(0, tailStart);
  if (!lead.every((token) => producerTokens.has(token) || GENERIC_NAME_WORDS.has(token))) return new Set();
  const tail = new Set(query.tokens.slice(tailStart));
  return new Set(
    lead.filter(
      (token, position) =>
        producerTokens.has(token) &&
        present.has(token) &&
        !tail.has(token) &&
        !(query.phraseAt[position]?.terms.some((term) => term.kind !== "style") ?? false),
    ),
  );
}

/** The houses with a wine named as the house itself (a grand vin: "Château Troplong Mondot"). */
const housesWithGrandVin = perKnowledgeBase(
  (knowledgeBase: KnowledgeBase): ReadonlySet<CatalogProducer> =>
    new Set(
      knowledgeBase.wines
        .filter((entry) => knowledgeBase.catalog.wineNames[entry.index]!.some((name) => name.length === 0))
        .map((entry) => entry.producer),
    ),
);

/** Each query's cuvée words, read once: every wine scored against the query asks for them. */
const cuveeWordsOfQuery = new WeakMap<QueryAnalysis, ReadonlySet<string>>();

/** Words after the vintage that name no place, grape or style and are not generic: a cuvée's own. */
function cuveeWordsAfterVintage(query: QueryAnalysis): ReadonlySet<string> {
  let words = cuveeWordsOfQuery.get(query);
  if (words === undefined) {
    const { tailStart } = query.parsed;
    words = new Set(
      query.tokens.filter(
        (token, position) =>
          position >= tailStart && query.phraseAt[position] === undefined && !GENERIC_NAME_WORDS.has(token),
      ),
    );
    cuveeWordsOfQuery.set(query, words);
  }
  return words;
}

/**
 * True when a word of a place's other name is in the name of another wine of the same house: "Asili", a cru of
 * Barbaresco, names Produttori del Barbaresco's Riserva Asili, not its plain Barbaresco from around it.
 */
function namesSisterWine(knowledgeBase: KnowledgeBase, entry: CatalogWineEntry, token: string): boolean {
  const { catalog } = knowledgeBase;
  if (catalog.producerTokens[entry.producer.index]!.has(token)) return false;
  return entry.producer.wines.some(
    (sister) => sister !== entry && catalog.wineTokens[sister.index]!.has(token),
  );
}

/** The words of the wine's classification ("Grand Cru"): a place written with them ("Musigny Grand Cru") is its own. */
const classificationTokens = perCatalogWine(
  (_knowledgeBase: KnowledgeBase, entry: CatalogWineEntry): ReadonlySet<string> =>
    new Set(entry.wine.classification === null ? [] : tokenize(entry.wine.classification)),
);

/** The query's words as every wine's score reads them, read once per query. */
export interface ScoredWords {
  /** Each word at its first place (a repeated word, "Mont Sec 2015 Mont Sec Vineyards", counts once). */
  distinct: { token: string; position: number; weight: number }[];
  total: number;
  /** The weight of the distinct words before a mid-text vintage. */
  leadTotal: number;
  /** Each phrase of two words or more ("late bottled vintage", "rioja reserva"), with its words. */
  longPhrases: { phrase: PhraseMatch; words: string[] }[];
  present: ReadonlySet<string>;
}

const scoredWordsByQuery = new WeakMap<QueryAnalysis, ScoredWords>();

export function scoredWords(knowledgeBase: KnowledgeBase, query: QueryAnalysis): ScoredWords {
  let words = scoredWordsByQuery.get(query);
  if (words === undefined) {
    const distinct: ScoredWords["distinct"] = [];
    const counted = new Set<string>();
    let total = 0;
    let leadTotal = 0;
    query.tokens.forEach((token, position) => {
      if (counted.has(token)) return;
      counted.add(token);
      const weight =
        knowledgeBase.catalog.weight(token) * (query.isCorrected[position] ? CORRECTED_TOKEN_FACTOR : 1);
      distinct.push({ token, position, weight });
      total += weight;
      if (position < query.parsed.tailStart) leadTotal += weight;
    });
    words = {
      distinct,
      total,
      leadTotal,
      longPhrases: query.phrases
        .filter((phrase) => phrase.end - phrase.start >= 2)
        .map((phrase) => ({ phrase, words: query.tokens.slice(phrase.start, phrase.end) })),
      present: new Set(query.tokens),
    };
    scoredWordsByQuery.set(query, words);
  }
  return words;
}

export function scoreCatalogWine(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  entry: CatalogWineEntry,
): CatalogCandidate {
  const { catalog } = knowledgeBase;
  const wineTokens = catalog.wineTokens[entry.index]!;
  const producerTokens = catalog.producerTokens[entry.producer.index]!;
  const words = scoredWords(knowledgeBase, query);
  const { total, leadTotal } = words;
  let explained = 0;
  let leadByProducer = 0;
  // With this wine's place alone after the vintage, the words before it name the wine: house and cuvée.
  const isFootOnlyPlaces = isPlaceFootOf(knowledgeBase, query, entry);
  // A place's name before the vintage is the cuvée's only beside a word of its house ("Ridge Monte Bello 2014
  // California"); alone it may be the house's own name ("Château du Moulin-à-Vent 2011 Moulin-à-Vent").
  const isHouseInLead =
    isFootOnlyPlaces &&
    query.tokens
      .slice(0, query.parsed.tailStart)
      .some((token, position) => producerTokens.has(token) && query.phraseAt[position] === undefined);
  // A word inside a longer label phrase ("vintage" in "Late Bottled Vintage") only names this wine when the
  // whole phrase belongs to it: its names and class, or its own place and its own word ("Rioja Reserva" for a
  // Rioja house's "Reserva").
  let present = words.present;
  for (const { phrase, words: phraseWords } of words.longPhrases) {
    const classification = classificationTokens(knowledgeBase, entry);
    const ownPlaceWords = phrase.terms.flatMap((term) => {
      if (term.kind !== "region" || !isTermConsistent(knowledgeBase, entry, term)) return [];
      const region = knowledgeBase.regions.get(term.regionId);
      return region === undefined ? [] : regionNameTokens(region);
    });
    const belongs = (token: string) =>
      wineTokens.has(token) || classification.has(token) || ownPlaceWords.includes(token);
    if (phraseWords.every((token) => wineTokens.has(token) || classification.has(token))) continue;
    // Its place and a word of its own ("Rioja Reserva"): that word names it, the place's do not (the village
    // "Gevrey-Chambertin" names no "Chambertin").
    const isOwnPlacePhrase = phraseWords.every(belongs);
    const narrowed = present === words.present ? new Set(present) : (present as Set<string>);
    for (const token of phraseWords) {
      if (!isOwnPlacePhrase || ownPlaceWords.includes(token)) narrowed.delete(token);
    }
    present = narrowed;
  }
  const producerCoverage = coverage(
    catalog.producerNames[entry.producer.index] ?? [],
    producerNameWeights(knowledgeBase)(entry.producer.index),
    present,
  ).share;
  const {
    names: ownNames,
    tokens: ownTokens,
    weights: ownNameWeights,
    isNamedAsHouse,
  } = ownNamesOf(knowledgeBase, entry);
  // A generic word of a house's name ("Château" of Château de la Commaraine) names no house alone: it explains
  // nothing of "Chateau Pommard" for Jaboulet-Vercherre's Pommard.
  const isHouseNamed = producerCoverage >= HOUSE_NAMED_SHARE;
  for (const { token, position, weight } of words.distinct) {
    if (position < query.parsed.tailStart) {
      const isCuveeWord =
        isFootOnlyPlaces &&
        wineTokens.has(token) &&
        (query.phraseAt[position] === undefined || isHouseInLead);
      if (producerTokens.has(token) || isCuveeWord) leadByProducer += weight;
    }
    if (!isHouseNamed && GENERIC_NAME_WORDS.has(token) && producerTokens.has(token) && !ownTokens.has(token))
      continue;
    if (wineTokens.has(token) || isVintageWordOf(knowledgeBase, query, position, entry)) explained += weight;
    else {
      const phrase = query.phraseAt[position];
      const consistent = phrase?.terms.filter((term) => isTermConsistent(knowledgeBase, entry, term)) ?? [];
      const isOnlyAround =
        phrase !== undefined &&
        consistent.every((term) => term.kind === "region") &&
        namesSisterWine(knowledgeBase, entry, token) &&
        isPlaceCalledOtherwise(knowledgeBase, query, phrase);
      if (consistent.length > 0 && !isOnlyAround) explained += weight;
    }
  }
  const named = withNamedGrapes(
    knowledgeBase,
    query,
    entry,
    ownNames,
    withNamedPlaces(knowledgeBase, query, entry, present),
  );
  const ownWeights =
    namesNoColor(query) && isRedWordImplied(knowledgeBase, entry)
      ? weighNames(ownNames, (token) => (RED_WORDS.has(token) ? 0 : catalog.weight(token)))
      : ownNameWeights;
  const own = coverage(ownNames, ownWeights, named, {
    only: houseOnlyWords(query, producerTokens, named),
    cuvee: cuveeWordsAfterVintage(query),
    isBesideGrandVin: housesWithGrandVin(knowledgeBase).has(entry.producer) && !isNamedAsHouse,
    isHouseAlone: !query.parsed.hasYearInside,
  });
  // A wine named like its producer (a grand vin) is fully named when the producer is.
  const wineCoverage = isNamedAsHouse ? Math.max(producerCoverage, own.share) : own.share;
  const queryCoverage = total > 0 ? explained / total : 0;
  let score = queryCoverage * (0.45 + 0.55 * wineCoverage);
  // "House 2015 Cuvée": the words before the vintage must name this wine's house, not just echo its cuvée.
  if (query.parsed.hasYearInside && leadTotal > 0 && leadByProducer / leadTotal < LEAD_PRODUCER_SHARE)
    score *= 0.5;
  // … and name it, not only a word it shares with another: "Leo 2006 Pinot Noir" is not Point Leo Road's. With
  // the vintage last, so too unless the house's words written are the cuvée's own ("Le Petit Mouton").
  else if (
    producerCoverage > 0 &&
    producerCoverage < HOUSE_NAMED_SHARE &&
    (query.parsed.hasYearInside || isHouseNamedApart(query, producerTokens, ownNames))
  )
    score *= 0.5;
  return { entry, score, queryCoverage, wineCoverage, producerCoverage, ownNameWeight: own.found };
}

/**
 * True when the words after a mid-text vintage are all places and the wine is of them, in its colour: the place is
 * the label's foot ("Penfolds Grange 2010 South Australia"), not the cuvée's own words. "Bordeaux Blanc" is no foot
 * of a red.
 */
function isPlaceFootOf(knowledgeBase: KnowledgeBase, query: QueryAnalysis, entry: CatalogWineEntry): boolean {
  if (!isTailOnlyPlaces(query)) return false;
  const { tailStart } = query.parsed;
  return query.tokens.slice(tailStart).every((token, offset) => {
    const terms = query.phraseAt[tailStart + offset]?.terms ?? [];
    return (
      terms.some((term) => term.kind === "region" && isTermConsistent(knowledgeBase, entry, term)) &&
      (colorOfWord(token) ?? entry.wine.color) === entry.wine.color
    );
  });
}

const tailOnlyPlaces = new WeakMap<QueryAnalysis, boolean>();

/** True when the words after a mid-text vintage are all places ("… 2010 South Australia"). */
function isTailOnlyPlaces(query: QueryAnalysis): boolean {
  let isOnlyPlaces = tailOnlyPlaces.get(query);
  if (isOnlyPlaces === undefined) {
    const { tailStart, hasYearInside } = query.parsed;
    isOnlyPlaces =
      hasYearInside &&
      query.phraseAt
        .slice(tailStart)
        .every((phrase) => phrase?.terms.some((term) => term.kind === "region") ?? false);
    tailOnlyPlaces.set(query, isOnlyPlaces);
  }
  return isOnlyPlaces;
}

/**
 * True when the text writes a distinctive word of the house's name that is no word of the wine's own name: it
 * names the house apart from the cuvée ("Leo" of Point Leo Road), not through it ("Mouton" of Le Petit Mouton).
 */
function isHouseNamedApart(
  query: QueryAnalysis,
  producerTokens: ReadonlySet<string>,
  ownNames: readonly string[][],
): boolean {
  // A place or label word the house's name holds ("Champagne" of "Krug Champagne") names no house.
  const written = query.tokens.filter(
    (token, position) =>
      producerTokens.has(token) && !GENERIC_NAME_WORDS.has(token) && query.phraseAt[position] === undefined,
  );
  return written.length > 0 && written.every((token) => !ownNames.some((name) => name.includes(token)));
}
