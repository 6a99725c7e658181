import type { CatalogProducer, KnowledgeBase } from "@vinestra/analysis";
import type { DescriptiveWords } from "./descriptive-words.ts";
import {
  GENERIC_WEIGHT,
  isCuveeInHeadline,
  isHouseNameReadable,
  isPlaceOrKindWord,
  type NameRules,
} from "./name-readability.ts";
import type { SeenWords } from "./seen-words.ts";

type CatalogWineEntry = KnowledgeBase["wines"][number];

export type CatalogMatch = {
  producer: CatalogProducer;
  /** The wine, or null when only the house is recognised. */
  entry: CatalogWineEntry | null;
  /** Share of the producer's name (by distinctiveness) seen on the label. */
  producerCoverage: number;
  /** Share of the wine's own name seen; null for a wine named like its house (a grand vin). */
  wineCoverage: number | null;
  isRegionSeen: boolean;
  isVarietySeen: boolean;
  score: number;
  /** Height of the tallest rare word of the house's name read, relative to the label's tallest words, 0–1. */
  houseProminence: number;
  /** How many words that name the wine itself (not its house, place or grape) are read. */
  wineWordsRead: number;
};

type Coverage = {
  share: number;
  /** Weight of the rare words seen. */
  distinctiveSeen: number;
  /** Weight of the rare words seen that name rather than describe (not a grape, place or class). */
  namingSeen: number;
  /** How many of those naming words are read. */
  namingRead: number;
  /** Height of the tallest of its rare words seen, relative to the label's tallest words, 0–1. */
  prominence: number;
};

/** A name is recognised only if the distinctive part seen weighs at least this (about one rare word). */
const MIN_DISTINCTIVE_WEIGHT = 4;
/** Share of a house's name that must be read for the house to count as named on the label. */
const MIN_HOUSE_SHARE = 0.7;

/** A house whose place word is excused counts at most this share: a name read whole is surer. */
const UNREAD_PLACE_SHARE = 0.9;

/** What a house's name read in the smallest print counts for against one read in the headline. */
const FINE_PRINT_WEIGHT = 0.4;

type CoverageRules = NameRules & { isHouse: boolean };

function nameRulesOf(
  knowledgeBase: KnowledgeBase,
  descriptive: DescriptiveWords,
  labelTermWords: ReadonlySet<string>,
): NameRules {
  return {
    weight: (token) => knowledgeBase.catalog.weight(token),
    descriptive: descriptive.words,
    placeWords: descriptive.placeWords,
    labelTermWords,
  };
}

/**
 * The best share of a name (or of one of its aliases) seen on the label, words weighted by rarity. A house's
 * place (a whole place name: "Toro", not the "Vinhos" of "Vinhos Verdes") left unread is no evidence against
 * it once the words that name it are read letter for letter: "ALBALÁ" names Toro Albalá whether or not "Toro"
 * is printed beside it.
 */
function coverage(
  names: readonly (readonly string[])[],
  seen: SeenWords,
  rules: CoverageRules,
): Coverage | null {
  const { weight, isHouse } = rules;
  let best: Coverage | null = null;
  for (const name of names) {
    const tokens = [...new Set(name)];
    if (tokens.length === 0) continue;
    if (isHouse && !isHouseNameReadable(tokens, seen, rules)) continue;
    let total = 0;
    let found = 0;
    let distinctiveSeen = 0;
    let namingSeen = 0;
    let namingRead = 0;
    let prominence = 0;
    let unreadPlaces = 0;
    let isNamingMisread = false;
    for (const token of tokens) {
      const tokenWeight = weight(token);
      const sighting = seen.get(token);
      const certainty = sighting?.certainty ?? 0;
      const isNaming = tokenWeight > GENERIC_WEIGHT && !isPlaceOrKindWord(token, rules);
      if (tokenWeight > GENERIC_WEIGHT && certainty > 0)
        prominence = Math.max(prominence, sighting?.prominence ?? 0);
      total += tokenWeight;
      found += tokenWeight * certainty;
      if (tokenWeight > GENERIC_WEIGHT) distinctiveSeen += tokenWeight * certainty;
      if (isNaming) namingSeen += tokenWeight * certainty;
      if (isNaming && certainty > 0) namingRead += 1;
      const isPlace = rules.descriptive.has(token);
      if (isHouse && isPlace && tokenWeight > GENERIC_WEIGHT && certainty === 0) unreadPlaces += tokenWeight;
      if (isNaming && certainty > 0 && sighting!.similarity < 1) isNamingMisread = true;
    }
    // … and only when what names it outweighs the places left out ("Tesoro" is not Marqués del Real Tesoro).
    const isPlaceExcused = namingSeen >= unreadPlaces && !isNamingMisread;
    const share =
      isPlaceExcused && unreadPlaces > 0
        ? UNREAD_PLACE_SHARE * (found / (total - unreadPlaces))
        : found / total;
    if (best === null || share > best.share)
      best = { share, distinctiveSeen, namingSeen, namingRead, prominence };
  }
  return best;
}

function isNameSeen(
  names: readonly string[],
  seen: SeenWords,
  tokensOf: (text: string) => string[],
): boolean {
  return names.some((name) => {
    const tokens = tokensOf(name);
    return tokens.length > 0 && tokens.every((token) => (seen.get(token)?.certainty ?? 0) >= 0.6);
  });
}

/** Houses whose name the label shows, with how much of each name is read. */
function readHouses(
  knowledgeBase: KnowledgeBase,
  seen: SeenWords,
  rules: CoverageRules,
): Map<number, Coverage> {
  const { catalog } = knowledgeBase;
  const houses = new Map<number, Coverage>();
  for (const token of seen.keys()) {
    if (rules.weight(token) <= GENERIC_WEIGHT) continue;
    for (const index of catalog.producersWithToken(token)) {
      if (houses.has(index)) continue;
      const found = coverage(catalog.producerNames[index] ?? [], seen, rules);
      if (found && found.distinctiveSeen >= MIN_DISTINCTIVE_WEIGHT) houses.set(index, found);
    }
  }
  return houses;
}

/**
 * Catalogued wines the label's words point to, best first. A wine scores by the share of its house's name
 * and of its own name seen, with a little for its region and grapes printed beside them; a grand vin (named
 * like its house) loses to another house whose name the label shows more of ("Louis Latour" over
 * "Château Latour").
 */
export function matchCatalog(
  knowledgeBase: KnowledgeBase,
  seen: SeenWords,
  tokensOf: (text: string) => string[],
  descriptive: DescriptiveWords,
  labelVarietyIds: ReadonlySet<string> = new Set(),
  labelTermWords: ReadonlySet<string> = new Set(),
): CatalogMatch[] {
  const { catalog } = knowledgeBase;
  const weight = (token: string) => catalog.weight(token);
  const rules = nameRulesOf(knowledgeBase, descriptive, labelTermWords);
  const houses = readHouses(knowledgeBase, seen, { ...rules, isHouse: true });
  const strongestHouse = Math.max(0, ...[...houses.values()].map((house) => house.distinctiveSeen));
  const wineIndexes = new Set<number>();
  for (const token of seen.keys()) {
    if (weight(token) > GENERIC_WEIGHT)
      for (const index of catalog.winesWithToken(token)) wineIndexes.add(index);
  }
  const matches: CatalogMatch[] = [];
  for (const index of wineIndexes) {
    const entry = knowledgeBase.wines[index]!;
    const house = houses.get(entry.producer.index) ?? {
      share: 0,
      distinctiveSeen: 0,
      namingSeen: 0,
      namingRead: 0,
      prominence: 0,
    };
    const own = coverage(catalog.wineNames[index] ?? [], seen, { ...rules, isHouse: false });
    const isHouseSeen = house.share >= MIN_HOUSE_SHARE && house.distinctiveSeen >= MIN_DISTINCTIVE_WEIGHT;
    // Without its house, a wine is recognised only by a cuvée name of its own read whole ("Dona Antónia"),
    // never by words any wine of its appellation carries ("Langhe Nebbiolo", "Reserva Sauvignon Blanc").
    // … and set large: a cuvée's name in fine print or a back-label sentence is a word that happens to match.
    const isCuveeSeen =
      own !== null &&
      own.share >= 0.85 &&
      own.namingSeen >= 2 * MIN_DISTINCTIVE_WEIGHT &&
      isCuveeInHeadline(catalog.wineNames[index] ?? [], seen, rules);
    if (!isHouseSeen && !isCuveeSeen) continue;
    const regionSeen = isNameSeen(
      entry.region ? [entry.region.name, ...entry.region.aliases] : [],
      seen,
      tokensOf,
    );
    const varietySeen = entry.varieties.some((variety) =>
      isNameSeen([variety.name, ...variety.synonyms], seen, tokensOf),
    );
    let score: number;
    if (!isHouseSeen) score = 0.75 * own!.share;
    else if (own === null) score = 0.9 * house.share * Math.min(1, house.distinctiveSeen / strongestHouse);
    else score = 0.5 * house.share + 0.5 * own.share;
    // The label names a grape this wine is not made of: another wine of the house.
    const isOtherGrape =
      labelVarietyIds.size > 0 && !entry.varieties.some((variety) => labelVarietyIds.has(variety.id));
    score = Math.min(
      1,
      score + (regionSeen ? 0.06 : 0) + (varietySeen ? 0.04 : 0) - (isOtherGrape ? 0.2 : 0),
    );
    matches.push({
      producer: entry.producer,
      entry,
      producerCoverage: house.share,
      wineCoverage: own?.share ?? null,
      isRegionSeen: regionSeen,
      isVarietySeen: varietySeen,
      score,
      houseProminence: house.prominence,
      wineWordsRead: own?.namingRead ?? 0,
    });
  }
  return matches.sort((a, b) => b.score - a.score || a.producer.name.localeCompare(b.producer.name));
}

/**
 * How much a house's name read on the label counts: the share read times the evidence, less when it is read
 * only in fine print, where the names of importers, grape growers and places a back label mentions are.
 */
function houseEvidence(found: Coverage): number {
  return (
    found.share * found.distinctiveSeen * (FINE_PRINT_WEIGHT + (1 - FINE_PRINT_WEIGHT) * found.prominence)
  );
}

/** Houses whose name the label shows, best first (most of the name read in the largest print). */
export function matchProducers(
  knowledgeBase: KnowledgeBase,
  seen: SeenWords,
  descriptive: DescriptiveWords,
  labelTermWords: ReadonlySet<string> = new Set(),
): CatalogMatch[] {
  const rules = nameRulesOf(knowledgeBase, descriptive, labelTermWords);
  const houses = readHouses(knowledgeBase, seen, { ...rules, isHouse: true });
  // Equal evidence: the house whose name is nothing more than what was read ("A Mano" before "Mano a Mano").
  const shortestName = (index: number) =>
    Math.min(...(knowledgeBase.catalog.producerNames[index] ?? []).map((name) => name.length));
  return [...houses.entries()]
    .sort(
      ([leftIndex, a], [rightIndex, b]) =>
        houseEvidence(b) - houseEvidence(a) || shortestName(leftIndex) - shortestName(rightIndex),
    )
    .map(([index, found]) => ({
      producer: knowledgeBase.producers[index]!,
      entry: null,
      producerCoverage: found.share,
      wineCoverage: null,
      isRegionSeen: false,
      isVarietySeen: false,
      score: found.share,
      houseProminence: found.prominence,
      wineWordsRead: 0,
    }));
}
