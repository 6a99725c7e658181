import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { grapesGrownIn, regionLineage } from "../knowledge/region-lineage.ts";
import type { Region, Variety } from "../knowledge/schema.ts";
import { normalizePhrase } from "../text/normalize.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import type { Found } from "./read-label.ts";
import type { StyleTerm } from "./style-terms.ts";

// Where a catalogued house's uncatalogued wine is from: which places the label names count, and where its table
// wine comes from when its home makes none.

/**
 * Whether a place in another country than the house's is where this wine is from. One word naming a place
 * abroad ("Ribera" del Tinguiririca for a Chilean house) is most often a vineyard's name, more words the place
 * ("Penfolds … Napa Valley Cabernet Sauvignon"). A grape named decides further: a place that does not grow it
 * is a cuvée's name ("Viña La Rosa … La Palma Carmenère" is the Chilean house's, not the Canary island's), and
 * one word naming a place that grows it, for a house that makes no wine of it, is the place: "Hirsch … Zöbing
 * Riesling" is Kamptal's Hirsch, not Sonoma's Hirsch Vineyards. With no grape named, an appellation that ends the
 * label is the place too ("Kirkland Signature 2013 Médoc").
 */
function isPlaceAbroad(
  knowledgeBase: KnowledgeBase,
  place: Found<Region>,
  house: CatalogProducer,
  namedIds: readonly string[],
  tokenCount: number,
): boolean {
  const isSeveralWords = place.phrase.end - place.phrase.start > 1;
  // An appellation that ends the label is what the wine is named for ("Mano a Mano 2007 Soave").
  const endsLabel = place.value.level === "appellation" && place.phrase.end === tokenCount;
  if (namedIds.length === 0) return isSeveralWords || endsLabel;
  const grown = grapesGrownIn(knowledgeBase, place.value);
  const made = new Set(house.wines.flatMap((entry) => entry.varieties.map((variety) => variety.id)));
  return namedIds.some((id) => grown.has(id) && (isSeveralWords || !made.has(id)));
}

/**
 * Places named by the catalogued house's own name ("Concha y Toro") say nothing about where the wine is from;
 * a place in another country only when `isPlaceAbroad` says so.
 */
export function placesOutsideHouseName(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  places: Found<Region>[],
  knownProducer: CatalogProducer | undefined,
  namedIds: readonly string[],
): Found<Region>[] {
  if (knownProducer === undefined) return places;
  const houseTokens = new Set((knowledgeBase.catalog.producerNames[knownProducer.index] ?? []).flat());
  const lead = leadTokenCount(query);
  return places.filter(
    (place) =>
      (place.phrase.start >= lead ||
        query.tokens.slice(place.phrase.start, place.phrase.end).some((token) => !houseTokens.has(token))) &&
      (place.value.country === knownProducer.country ||
        isPlaceAbroad(knowledgeBase, place, knownProducer, namedIds, query.tokens.length)),
  );
}

/**
 * Grapes named only by the catalogued house's own name ("Sauvignon Republic", "Chard Farm", "Marilyn Merlot") are
 * not the wine's: "Sauvignon Republic 2014 Pinot Noir" is a red Pinot Noir, and Giuseppe Cortese's Dolcetto d'Alba
 * or Vecchia Cantina di Montepulciano's Chianti is its place's grape. Where nothing else names one, the house's
 * own wines say which it is.
 */
export function grapesOutsideHouseName(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  grapes: readonly Found<Variety>[],
  named: readonly Variety[],
  knownProducer: CatalogProducer | undefined,
): Variety[] {
  if (knownProducer === undefined) return [...named];
  const houseTokens = new Set((knowledgeBase.catalog.producerNames[knownProducer.index] ?? []).flat());
  const lead = leadTokenCount(query);
  const outside = new Set(
    grapes
      .filter(
        (grape) =>
          grape.phrase.start >= lead ||
          query.tokens.slice(grape.phrase.start, grape.phrase.end).some((token) => !houseTokens.has(token)),
      )
      .map((grape) => grape.value.id),
  );
  const inside = new Set(grapes.map((grape) => grape.value.id).filter((id) => !outside.has(id)));
  return named.filter((variety) => !inside.has(variety.id));
}

/**
 * Where a house's table wine comes from when its home appellation makes none: the nearest enclosing region
 * that makes still wine, when the label names no style but a red or white colour, or a grape that is not one of
 * the home's own kinds (a Port lodge's "Red", "Branco", "Alvarinho" or "Touriga Nacional" is a Douro wine;
 * Madeira's "Verdelho" stays Madeira).
 */
export function stillWineHome(
  knowledgeBase: KnowledgeBase,
  home: Region,
  styleTerms: readonly StyleTerm[],
  namedIds: readonly string[],
): Region {
  // A lodge's "Colheita", even a white one, is its dated tawny.
  if (
    home.styles.includes("still") ||
    styleTerms.some((term) => term.style !== undefined || term.id === "colheita")
  )
    return home;
  // Madeira's Verdelho or Malmsey is one of its own kinds; a Port lodge's Touriga Nacional or a Marsala house's
  // Inzolia is a table wine, whatever the home grows.
  const kinds = new Set(home.classifications.map(normalizePhrase));
  const isKindOfHome = (id: string) => {
    const variety = knowledgeBase.varieties.get(id);
    return (
      variety !== undefined &&
      [variety.name, ...variety.synonyms].some((name) => kinds.has(normalizePhrase(name)))
    );
  };
  // A sparkling home's grapes (Franciacorta's Chardonnay) are its own kind too.
  const isOwnGrape = (id: string) =>
    home.styles.includes("fortified") ? isKindOfHome(id) : home.varieties.includes(id);
  const isTableWine =
    namedIds.some((id) => !isOwnGrape(id)) ||
    styleTerms.some((term) => term.color === "red" || term.color === "white");
  if (!isTableWine) return home;
  return (
    regionLineage(knowledgeBase, home).find(
      (region) => region.level !== "country" && region.styles.includes("still"),
    ) ?? home
  );
}

/**
 * Where a house's uncatalogued wine of a grape comes from: the one place other than its home that its catalogued
 * wines of that grape come from, or, when they come from several (home among them), the place of the one that
 * shares the most of the label's own words (its range: "Medalla Real", "Limited Edition"). A Chilean house in
 * Colchagua makes its Sauvignon Blanc in Leyda or Casablanca, a Barossa house its Riesling in Eden Valley.
 */
export function houseGrapeHome(
  knowledgeBase: KnowledgeBase,
  house: CatalogProducer,
  namedIds: readonly string[],
  query: QueryAnalysis,
): Region | undefined {
  const grape = namedIds[0];
  const home = house.region;
  if (grape === undefined || home === undefined) return undefined;
  // A single vineyard or grand cru inside the home is made at home; a name around it is a blend's broader one
  // (South Eastern Australia, California): the house makes the grape in more places than one.
  const isAtHome = (place: Region) =>
    regionLineage(knowledgeBase, place).some((region) => region.id === home.id);
  const isAroundHome = (place: Region) =>
    regionLineage(knowledgeBase, home).some((region) => region.id === place.id);
  const sameGrape = house.wines.filter((entry) => entry.varieties[0]?.id === grape);
  const places = new Map(
    sameGrape.flatMap((entry) =>
      entry.region === undefined || isAtHome(entry.region) ? [] : [[entry.region.id, entry.region] as const],
    ),
  );
  if (places.size === 0) return undefined;
  const isMadeAtHome = sameGrape.some((entry) => entry.region !== undefined && isAtHome(entry.region));
  // Made at home too, or in several places: the range named on the label decides.
  const place =
    places.size === 1 && !isMadeAtHome
      ? [...places.values()][0]
      : closestRange(knowledgeBase, house, sameGrape, query);
  return place === undefined || isAtHome(place) || isAroundHome(place) || place.country !== house.country
    ? undefined
    : place;
}

/** A range is named by words at least this rare in the catalogue ("Medalla", not "Old" or "Reserve"). */
const RANGE_WORD_WEIGHT = 7;

/**
 * The house's wines (of those given) that share the most of the label's own words (not the house's, nor a
 * grape's), when those words name a range: "Medalla Real" in "Santa Rita 2012 Medalla Real Gran Reserva
 * Chardonnay" picks the house's other Medalla Real wines. Empty when the label names no range of the house.
 */
export function rangeWines(
  knowledgeBase: KnowledgeBase,
  house: CatalogProducer,
  wines: readonly CatalogWineEntry[],
  query: QueryAnalysis,
): CatalogWineEntry[] {
  const houseTokens = knowledgeBase.catalog.producerTokens[house.index]!;
  const own = new Set(
    query.tokens.filter(
      (token, position) =>
        !houseTokens.has(token) &&
        !GENERIC_NAME_WORDS.has(token) &&
        !(query.phraseAt[position]?.terms.some((term) => term.kind === "variety") ?? false),
    ),
  );
  if (own.size === 0) return [];
  const { catalog } = knowledgeBase;
  const shared = wines.map((entry) => {
    const tokens = catalog.wineTokens[entry.index]!;
    return [...own].reduce((sum, token) => sum + (tokens.has(token) ? catalog.weight(token) : 0), 0);
  });
  const most = Math.max(...shared);
  return most >= RANGE_WORD_WEIGHT ? wines.filter((_, index) => shared[index] === most) : [];
}

/** The region of the one wine that shares the most of the label's own words. */
function closestRange(
  knowledgeBase: KnowledgeBase,
  house: CatalogProducer,
  wines: readonly CatalogWineEntry[],
  query: QueryAnalysis,
): Region | undefined {
  const best = rangeWines(knowledgeBase, house, wines, query);
  return best.length === 1 ? best[0]!.region : undefined;
}
