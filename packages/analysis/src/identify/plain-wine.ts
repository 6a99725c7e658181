import type { CatalogProducer, CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perCatalogWine } from "../knowledge/per-knowledge-base.ts";
import { isWithinRegion } from "../knowledge/region-lineage.ts";
import { normalizePhrase, tokenize } from "../text/normalize.ts";
import { parseQuery } from "../text/parse-query.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import type { Term } from "./phrase-dictionary.ts";
import { analyzeQuery, type QueryAnalysis } from "./query-analysis.ts";
import { isNamedAsHouse } from "./twin-houses.ts";

// "Screaming Eagle 2019", "Krug 2008", "Caymus 2021": a label or a list that gives the house alone means the
// house's plain wine, the one with no name of its own (its Cabernet Sauvignon, its Vintage), not its single
// vineyards or prestige cuvées ("Second Flight", "Clos du Mesnil", "Special Selection").

/** Label words that make a name no more particular than the house's own (beside grapes and style terms). */
const PLAIN_WORDS = new Set([
  "vintage",
  "brut",
  "red",
  "white",
  "rouge",
  "blanc",
  "tinto",
  "rosso",
  "bianco",
]);

/**
 * How plain a wine's name is: whether it holds only its house's words, grapes, style terms and generic label
 * words; whether it does when the house's home appellation or a place around it counts too ("Château de
 * Beaucastel Châteauneuf-du-Pape"); whether it holds only its house's words; and whether it names a colour.
 */
const plainness = perCatalogWine((knowledgeBase: KnowledgeBase, entry: CatalogWineEntry) => {
  const name = analyzeQuery(knowledgeBase, parseQuery(entry.wine.name));
  const houseTokens = knowledgeBase.catalog.producerTokens[entry.producer.index]!;
  const isPlainWith = (isAllowed: (term: Term) => boolean) =>
    name.tokens.every(
      (token, position) =>
        houseTokens.has(token) ||
        GENERIC_NAME_WORDS.has(token) ||
        PLAIN_WORDS.has(token) ||
        (name.phraseAt[position]?.terms.every(isAllowed) ?? false),
    );
  // A grape or a style term, not a place: "Clos du Mesnil" and a village's name are a vineyard's wine.
  const isPlain = isPlainWith((term) => term.kind !== "region");
  // Its home or a place around it: St. Helena's Duckhorn names its wines "Napa Valley".
  const isPlainAtHome = isPlainWith(
    (term) =>
      term.kind !== "region" ||
      (entry.producer.region !== undefined &&
        isWithinRegion(knowledgeBase, entry.producer.region, term.regionId)),
  );
  const isHouseNamed = isPlainWith(() => false);
  const namesColor = name.phrases.some((phrase) =>
    phrase.terms.some((term) => term.kind === "style" && term.term.color !== undefined),
  );
  const namesPlace = name.phrases.some((phrase) => phrase.terms.some((term) => term.kind === "region"));
  const namesKind = name.phrases.some((phrase) => phrase.terms.some((term) => term.kind !== "region"));
  // A word of the house's own name, not one of a place or kind it shares ("Port" of "Fonseca Port") nor a generic
  // one ("Estate" of Spottswoode Estate Vineyard & Winery's "Estate Cabernet Sauvignon").
  const hasHouseWords = name.tokens.some(
    (token, position) =>
      houseTokens.has(token) && !GENERIC_NAME_WORDS.has(token) && name.phraseAt[position] === undefined,
  );
  // The grapes the name gives: Pascal Jolivet's "Sancerre Rosé" names a rosé, not its Pinot Noir.
  const namedGrapes = name.phrases.flatMap((phrase) =>
    phrase.terms.flatMap((term) => (term.kind === "variety" ? [term.varietyId] : [])),
  );
  // Only the name of the house's own place and a grape: "Sonoma Coast Pinot Noir" of La Crema, at home on the
  // Sonoma Coast; not a vineyard its place is also called by ("Senftenberger Piri" of the Kremstal).
  const home = entry.producer.region;
  const placeWords = name.tokens
    .filter((_, position) => !name.phraseAt[position]?.terms.some((term) => term.kind === "variety"))
    .join(" ");
  const isHomePlaceAndGrape =
    home !== undefined && placeWords !== name.tokens.join(" ") && normalizePhrase(home.name) === placeWords;
  return {
    isPlain,
    isPlainAtHome,
    isHouseNamed,
    namesColor,
    namesPlace,
    namesKind,
    hasHouseWords,
    isHomePlaceAndGrape,
    namedGrapes,
  };
});

/** True when every word of the text belongs to the house's name (or is a generic word such as "Winery"). */
export function namesHouseAlone(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer,
): boolean {
  const houseTokens = knowledgeBase.catalog.producerTokens[house.index]!;
  return (
    query.tokens.length > 0 &&
    query.tokens.every((token) => houseTokens.has(token) || GENERIC_NAME_WORDS.has(token))
  );
}

/**
 * True when every name of the wine is a part of its house's name that the text gives with the rest of that name:
 * the text names the house, not the cuvée ("Zind-Humbrecht" and its "Zind"). A name given twice names it, and
 * so does a place the house is named for: Produttori del Barbaresco's "Barbaresco" is its plain wine.
 */
export function namedByPartOfHouseName(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  entry: CatalogWineEntry,
): boolean {
  if (isNamedAsHouse(entry) || plainness(knowledgeBase, entry).namesPlace) return false;
  const names = knowledgeBase.catalog.wineNames[entry.index] ?? [];
  // One of the house's names, holding every word of the text but generic ones: "Inglenook Rubicon" takes its words
  // from two ("Inglenook", "Rubicon Estate") and names the house's Rubicon.
  const houseNames = [entry.producer.name, ...entry.producer.aliases].map((name) => new Set(tokenize(name)));
  const isPart = (name: readonly string[]) =>
    name.length > 0 &&
    name.every((token) => query.tokens.filter((written) => written === token).length === 1) &&
    houseNames.some(
      (house) =>
        name.every((token) => house.has(token)) &&
        query.tokens.every((token) => house.has(token) || GENERIC_NAME_WORDS.has(token)),
    ) &&
    query.tokens.some((token) => !name.includes(token) && !GENERIC_NAME_WORDS.has(token));
  return names.length > 0 && names.every(isPart);
}

/**
 * A sparkling house named alone without a vintage means its non-vintage white, the cheapest of them: "Krug" is
 * the Grande Cuvée, "Veuve Clicquot" the Yellow Label, not the house's prestige cuvées or rosé.
 */
function houseNonVintage(house: CatalogProducer): CatalogWineEntry | undefined {
  if (!house.wines.every((entry) => entry.wine.style === "sparkling")) return undefined;
  return house.wines
    .filter((entry) => entry.wine.nonVintage && entry.wine.color === "white")
    .sort((left, right) => left.wine.priceUsd[0] - right.wine.priceUsd[0])[0];
}

/** The value met most often (the first met of those tied). */
function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((left, right) => right[1] - left[1])[0]?.[0];
}

/** The most vintage wines a house named alone may make for its icon to be the one meant. */
const FLAGSHIP_HOUSE_MAX_WINES = 3;

/** Spanish aging classes, youngest first, as wines are named by them alone. */
const AGING_CLASSES = ["crianza", "reserva", "gran reserva"];

/**
 * The house's one plain wine of a vintage (or its one vintage wine), when the text names the house alone with a
 * vintage; undefined when the house has none or several (Cloudy Bay's Sauvignon Blanc, Chardonnay and Pinot Noir).
 * Without a vintage, a sparkling house's non-vintage white.
 */
export function plainWineOfHouse(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer,
): CatalogWineEntry | undefined {
  if (!namesHouseAlone(knowledgeBase, query, house)) return undefined;
  if (query.parsed.vintage === null) return houseNonVintage(house);
  const ofVintage = house.wines.filter(
    (entry) => !entry.wine.nonVintage && !namedByPartOfHouseName(knowledgeBase, query, entry),
  );
  // A house named alone means a wine of the kind it mostly makes: a still-wine house not its sweet, sparkling or
  // fortified one (Concha y Toro's Late Harvest Sauvignon Blanc), a Champagne house not its still red (Bollinger's
  // La Côte aux Enfants).
  const mainStyle = mostCommon(house.wines.map((entry) => entry.wine.style));
  const isMainStyle = (entry: CatalogWineEntry) => entry.wine.style === mainStyle;
  const vintageWines = ofVintage.some(isMainStyle) ? ofVintage.filter(isMainStyle) : ofVintage;
  // A Port house named with a year alone means its Vintage Port: an LBV or a Colheita is written as such
  // ("Smith Woodhouse 2011" is its declared Vintage Port, not its Late Bottled Vintage).
  const vintagePorts = vintageWines.filter((entry) => normalizePhrase(entry.wine.name) === "vintage port");
  if (vintagePorts.length === 1 && vintageWines.every((entry) => entry.wine.style === "fortified"))
    return vintagePorts[0];
  // A house of one vintage wine, named in its own words alone, makes that wine whatever its name ("Errázuriz Don
  // Maximiano", a label of its own whose one wine is the Founder's Reserve); a generic word ("Clos") may be more.
  const houseTokens = knowledgeBase.catalog.producerTokens[house.index]!;
  if (vintageWines.length === 1 && query.tokens.every((token) => houseTokens.has(token)))
    return vintageWines[0];
  const plain = vintageWines.filter((entry) => plainness(knowledgeBase, entry).isPlain);
  // A wine named for the house's own place is as plain: Duckhorn's Sauvignon Blanc is no likelier than its
  // "Napa Valley Merlot", Heitz's Grignolino no likelier than its "Napa Valley Cabernet Sauvignon".
  const plainAtHome = vintageWines.filter((entry) => plainness(knowledgeBase, entry).isPlainAtHome);
  if (plain.length === 1 && (plainness(knowledgeBase, plain[0]!).isHouseNamed || plainAtHome.length === 1))
    return plain[0];
  // Of several, the one named for its kind alone rather than for one of the house's labels: Fonseca's "Vintage
  // Port", not its "Guimaraens Vintage Port".
  const kindOnly = plain.filter((entry) => !plainness(knowledgeBase, entry).hasHouseWords);
  if (plain.length > 1 && kindOnly.length === 1) return kindOnly[0];
  // Of several, the house's Vintage rather than its Vintage Rosé ("Veuve Clicquot 2012"), and a flagship that costs
  // twice any other rather than the wines beside it ("Spottswoode 2016" is its Estate Cabernet, not its Sauvignon
  // Blanc). Cloudy Bay's Sauvignon Blanc, Chardonnay and Pinot Noir stay a question.
  const colourless = plain.filter((entry) => !plainness(knowledgeBase, entry).namesColor);
  if (plain.length > 1 && colourless.length === 1) return colourless[0];
  const flagship = plain.find((entry) =>
    plain.every((other) => other === entry || entry.wine.priceUsd[0] >= 2 * other.wine.priceUsd[1]),
  );
  if (plain.length > 1 && flagship !== undefined) return flagship;
  // A sparkling house with a year alone means its vintage wine, the least dear white one of its plainest: "Bollinger
  // 2012" is La Grande Année, not R.D.; "Louis Roederer 2012" its Brut Vintage, not its Blanc de Blancs.
  if (mainStyle === "sparkling") {
    const whites = (plain.length > 0 ? plain : vintageWines).filter((entry) => entry.wine.color === "white");
    const leastDear = whites.sort((left, right) => left.wine.priceUsd[0] - right.wine.priceUsd[0])[0];
    if (leastDear !== undefined) return leastDear;
  }
  // A house whose plain wines of its main colour are its aging classes alone means the youngest, the one it makes
  // most of: "Tinto Pesquera 2016" is its Crianza, "Marqués de Riscal 2015" its Reserva (not its Rueda Verdejo).
  const mainColor = mostCommon(house.wines.map((entry) => entry.wine.color));
  const plainOfColor = plain.filter((entry) => entry.wine.color === mainColor);
  const classRanks = plainOfColor.map((entry) => AGING_CLASSES.indexOf(normalizePhrase(entry.wine.name)));
  if (plainOfColor.length > 1 && classRanks.every((rank) => rank >= 0))
    return plainOfColor[classRanks.indexOf(Math.min(...classRanks))];
  // A house of few wines, none named for the house alone, means its one icon when that costs twice any other and
  // is named for neither a place nor a kind of wine: "Vega Sicilia 2010" is its Único, not its Valbuena; a
  // Burgundy domaine's grand cru or a Montilla house's PX is not what its name alone means.
  const flagshipIcon = vintageWines.find(
    (entry) =>
      entry.wine.tier === "icon" &&
      !plainness(knowledgeBase, entry).namesPlace &&
      !plainness(knowledgeBase, entry).namesKind &&
      vintageWines.every(
        (other) =>
          other === entry ||
          (other.wine.tier !== "icon" && entry.wine.priceUsd[0] >= 2 * other.wine.priceUsd[1]),
      ),
  );
  if (plain.length === 0 && vintageWines.length <= FLAGSHIP_HOUSE_MAX_WINES && flagshipIcon !== undefined)
    return flagshipIcon;
  if (plain.length > 1 || !query.tokens.every((token) => houseTokens.has(token))) return undefined;
  // The house's name alone, and no wine of a plainer name: its wine named for its own appellation, of the red and
  // white ("Châteauneuf-du-Pape" and "… Blanc") the one named for no colour, and of the appellation's wine and its
  // crus, which the place's other names hold (Gaja's Sorì San Lorenzo), the one named for the appellation itself.
  const atHome = vintageWines.filter((entry) => plainness(knowledgeBase, entry).isPlainAtHome);
  const uncoloured = atHome.filter((entry) => !plainness(knowledgeBase, entry).namesColor);
  const placeNamed = uncoloured.filter(
    (entry) =>
      entry.region !== undefined && normalizePhrase(entry.wine.name) === normalizePhrase(entry.region.name),
  );
  if (atHome.length === 1) return atHome[0];
  if (uncoloured.length === 1) return uncoloured[0];
  return placeNamed.length === 1 ? placeNamed[0] : undefined;
}

/**
 * The grapes the text names when it names nothing but them and the house (its words, or generic ones such as
 * "Winery"): "Villa Maria Sauvignon Blanc"; undefined when it names anything else or no grape.
 */
export function grapesBesideHouse(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer,
): ReadonlySet<string> | undefined {
  const houseTokens = knowledgeBase.catalog.producerTokens[house.index]!;
  const grapes = new Set<string>();
  const isHouseOrGrape = query.tokens.every((token, position) => {
    const named = query.phraseAt[position]?.terms.flatMap((term) =>
      term.kind === "variety" ? [term.varietyId] : [],
    );
    for (const grape of named ?? []) grapes.add(grape);
    return (named?.length ?? 0) > 0 || houseTokens.has(token) || GENERIC_NAME_WORDS.has(token);
  });
  return isHouseOrGrape && grapes.size > 0 ? grapes : undefined;
}

/**
 * The house's wine of the grape the text names beside the house's name alone, when of the house's wines of that
 * grape exactly one is named for the house's own place, its wine of that grape from home: "La Crema Pinot Noir"
 * is its Sonoma Coast Pinot Noir, not its Russian River Valley or Willamette Valley one.
 */
export function homeWineOfHouseGrape(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer,
): CatalogWineEntry | undefined {
  const grapes = grapesBesideHouse(knowledgeBase, query, house);
  if (grapes === undefined || grapes.size !== 1) return undefined;
  const isVintaged = query.parsed.vintage !== null;
  const atHome = house.wines.filter(
    (entry) =>
      entry.wine.nonVintage !== isVintaged &&
      entry.varieties.length === 1 &&
      grapes.has(entry.varieties[0]!.id) &&
      plainness(knowledgeBase, entry).isHomePlaceAndGrape &&
      plainness(knowledgeBase, entry).namedGrapes.every((grape) => grapes.has(grape)),
  );
  return atHome.length === 1 ? atHome[0] : undefined;
}
