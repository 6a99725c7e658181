import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { broadRegion } from "../knowledge/region-lineage.ts";
import type { QualityTier, Region, Variety, WineColor } from "../knowledge/schema.ts";
import { DEFAULT_CALIBRATION } from "../model/default-calibration.ts";
import { REGION_NAME_CALIBRATION } from "../model/region-name-calibration.ts";
import { houseGrapes } from "./house-grapes.ts";
import {
  grapesOutsideHouseName,
  houseGrapeHome,
  placesOutsideHouseName,
  stillWineHome,
} from "./house-places.ts";
import { defaultKeyWords } from "./house-word.ts";
import { collectCountryEvidence, scoreCountries } from "./infer-country.ts";
import { labelClassification, labelStyle, labelTier } from "./label-style.ts";
import { isBelievable, pickRegion } from "./named-region.ts";
import { namesHouseAlone } from "./plain-wine.ts";
import { producerDisplayName } from "./producer-display-name.ts";
import { type QueryAnalysis, wordsOutsidePhrases } from "./query-analysis.ts";
import { producerNameFromWords, readLabel } from "./read-label.ts";
import { rankRegionsByName } from "./region-name-model.ts";
import { type StyleTerm, termsAsReadIn, type WineStyle } from "./style-terms.ts";
import { countryRegion, typicalRegion } from "./typical-regions.ts";
import { houseWords, namedPortOfDouroHouse, readVintagePort } from "./vintage-port.ts";

/** How a fact about an uncatalogued wine was obtained. */
export type FactSource = "label" | "producer" | "assumed";

/** What the words of an uncatalogued wine tell us, with the reasons. */
export interface InferredFacts {
  producerName: string;
  region: Region | undefined;
  regionSource: FactSource;
  country: string;
  varieties: Variety[];
  varietySource: FactSource;
  color: WineColor;
  /** The colour the fitted defaults are keyed by: stated on the label, else red (white for a sparkling wine). */
  defaultColor: WineColor;
  style: WineStyle;
  tier: QualityTier;
  classification: string | null;
  styleTerms: StyleTerm[];
  evidence: string[];
  confidence: number;
}

/** Grapes that make the world's traditional sparkling wines. */
const SPARKLING_GRAPES = new Set([
  "chardonnay",
  "pinot-noir",
  "pinot-meunier",
  "pinot-blanc",
  "glera",
  "viura",
  "xarel-lo",
  "parellada",
  "chenin-blanc",
  "muscat",
  "riesling",
]);

/**
 * Grapes assumed for a wine are a blend when its place's typical wine is one (Bordeaux, Rioja) or the wine is
 * sparkling; otherwise they are alternatives (Piedmont: Nebbiolo or Barbera).
 */
export function isBlendOf(region: Region, style: WineStyle): boolean {
  return style === "sparkling" || /blend/i.test(region.typicalWine);
}

function regionGrapes(
  knowledgeBase: KnowledgeBase,
  region: Region | undefined,
  color: WineColor | undefined,
  style: WineStyle,
): Variety[] {
  if (region === undefined) return [];
  const grapes = region.varieties.flatMap((id) => knowledgeBase.varieties.get(id) ?? []);
  if (style === "sparkling") {
    // The place's sparkling grapes whatever their colour (Pinot Noir makes white Champagne); a place without any
    // gives a sparkling blend, not its still wines' grapes.
    const sparkling = grapes.filter((variety) => SPARKLING_GRAPES.has(variety.id)).slice(0, 3);
    const blend = knowledgeBase.varieties.get("sparkling-blend");
    return sparkling.length > 0 ? sparkling : blend === undefined ? [] : [blend];
  }
  const wanted = color ?? region.colors[0];
  const matching = grapes.filter((variety) => wanted === "rose" || variety.color === wanted);
  return (matching.length > 0 ? matching : grapes).slice(0, isBlendOf(region, style) ? 3 : 2);
}

/**
 * What kind of wine the defaults are keyed by: the colour of a still wine, else its style — a sparkling wine
 * whose label names no place is a Prosecco or a Cava far more often than a Tuscan red.
 */
export type DefaultKind = WineColor | Exclude<WineStyle, "still">;

export function defaultKind(styleTerms: readonly StyleTerm[], color: WineColor): DefaultKind {
  const style = labelStyle(styleTerms, undefined);
  return style === "still" ? color : style;
}

/** A fitted default for "country|kind|label word" (the first word that has one), else for "country|kind". */
function byLabelWordThenCountry(
  table: Record<string, string>,
  country: string,
  kind: DefaultKind,
  words: readonly string[],
) {
  for (const word of words) {
    const fitted = table[`${country}|${kind}|${word}`];
    if (fitted !== undefined) return fitted;
  }
  return table[`${country}|${kind}`];
}

/**
 * The key of the fitted region for a named grape: "country|grape" for a still wine, with the style for another
 * ("France|chardonnay|sparkling"): a French Chardonnay is a Burgundy unless its label says Brut.
 */
export function grapeDefaultKey(
  country: string,
  varietyId: string,
  kind: DefaultKind,
  color: WineColor,
): string {
  return kind === color ? `${country}|${varietyId}` : `${country}|${varietyId}|${kind}`;
}

/** The style a default's kind stands for: a colour is a still wine's. */
function styleOfKind(kind: DefaultKind): WineStyle {
  return kind === "red" || kind === "white" || kind === "rose" ? "still" : kind;
}

/** The region assumed when the label names none: the usual home of the grape (or colour) in that country. */
function assumedRegion(
  knowledgeBase: KnowledgeBase,
  country: string,
  varietyIds: readonly string[],
  color: WineColor,
  kind: DefaultKind,
  words: readonly string[],
): Region | undefined {
  const isStyleKind = kind !== color;
  const fitted =
    (varietyIds[0] === undefined
      ? undefined
      : DEFAULT_CALIBRATION.regionByCountryVariety[grapeDefaultKey(country, varietyIds[0], kind, color)]) ??
    (varietyIds.length === 0 || isStyleKind
      ? byLabelWordThenCountry(DEFAULT_CALIBRATION.regionByCountryColor, country, kind, words)
      : undefined);
  const region = fitted === undefined ? undefined : knowledgeBase.regions.get(fitted);
  return (
    region ??
    typicalRegion(knowledgeBase, country, varietyIds, color, styleOfKind(kind)) ??
    countryRegion(knowledgeBase, country)
  );
}

/**
 * The broad region the house's and wine's names point to, when it is not the one the defaults assume (which
 * then stays, with its finer fitted choice). A label that names a colour or a grape but no style is a still wine,
 * not sent by the sound of its names to a place that makes none: "Nugnes 2014 Rosato" is no Champagne.
 */
function regionFromName(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  country: string,
  varietyId: string | undefined,
  color: WineColor,
  assumed: Region | undefined,
  isStillStated: boolean,
): Region | undefined {
  // With the vintage last, only the words outside place, grape and style phrases can be a house's name: a bare
  // "Cabernet Franc 2019" names no house to read.
  const tokens = query.parsed.hasYearInside ? query.tokens : wordsOutsidePhrases(query);
  if (tokens.length === 0) return undefined;
  const favoured = broadRegion(knowledgeBase, assumed)?.id;
  const ranked = rankRegionsByName(
    knowledgeBase,
    { country, tokens, varietyId, color, favoured },
    REGION_NAME_CALIBRATION,
  );
  const best = ranked.find(
    ([id]) => !isStillStated || knowledgeBase.regions.get(id)?.styles.includes("still") !== false,
  )?.[0];
  return best === undefined || best === favoured ? undefined : knowledgeBase.regions.get(best);
}

/**
 * Infers region, country, grapes and style of a wine from its words. With `knownProducer` (a catalogued house
 * whose cuvée is not catalogued) the house's home region and country are used; nothing else about it is assumed.
 */
export function inferWine(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  knownProducer?: CatalogProducer,
): InferredFacts {
  const evidence: string[] = [];
  const houseTokens =
    knownProducer === undefined ? undefined : knowledgeBase.catalog.producerTokens[knownProducer.index];
  const label = readLabel(knowledgeBase, query, houseTokens);
  const { terms, termColor } = label;
  const namedVarieties = grapesOutsideHouseName(
    knowledgeBase,
    query,
    terms.varieties,
    label.namedVarieties,
    knownProducer,
  );
  const house = houseWords(knowledgeBase, query, knownProducer);
  const vintagePort =
    knownProducer === undefined
      ? undefined
      : readVintagePort(knowledgeBase, query, label.styleTerms, knownProducer.region, house);
  let styleTerms = vintagePort === undefined ? label.styleTerms : [...label.styleTerms, vintagePort.term];
  const namedIds = namedVarieties.map((variety) => variety.id);

  const named = pickRegion(
    placesOutsideHouseName(knowledgeBase, query, terms.regions, knownProducer, namedIds),
    namedIds,
  );
  let region =
    named !== undefined && isBelievable(knowledgeBase, query, named, namedIds) ? named.value : undefined;
  let regionSource: FactSource = "label";
  // A country on the label ("J. Portugal Ramos", "Espíritu de Chile") gives the country; where in it is still open.
  const namedCountry = region?.level === "country" ? region.country : undefined;
  if (namedCountry !== undefined) region = undefined;
  if (region === undefined && vintagePort !== undefined) {
    region = vintagePort.region;
    evidence.push(`"Vintage" from a Douro house names a Vintage ${region.name}`);
  } else if (region !== undefined) evidence.push(`the label names ${region.name}`);
  else if (knownProducer?.region !== undefined) {
    const namedPort = namedPortOfDouroHouse(
      knowledgeBase,
      query,
      knownProducer.region,
      house,
      termColor !== undefined,
    );
    const grapeHome = namedPort ?? houseGrapeHome(knowledgeBase, knownProducer, namedIds, query);
    region = grapeHome ?? stillWineHome(knowledgeBase, knownProducer.region, styleTerms, namedIds);
    regionSource = "producer";
    evidence.push(
      grapeHome === undefined
        ? `${knownProducer.name} is based in ${region.name}`
        : namedPort !== undefined
          ? `the label names a ${namedPort.name}`
          : `${knownProducer.name}'s ${namedVarieties[0]!.name} comes from ${region.name}`,
    );
  }

  let country = region?.country ?? knownProducer?.country ?? namedCountry ?? "";
  if (namedCountry !== undefined && country === namedCountry)
    evidence.push(`the label names ${namedCountry}`);
  if (country === "") {
    const evidenceForCountry = collectCountryEvidence(knowledgeBase, query, namedIds, styleTerms);
    country = scoreCountries(knowledgeBase, evidenceForCountry)[0]?.[0] ?? "";
    if (country !== "") {
      const hasHouseName = query.parsed.hasYearInside || wordsOutsidePhrases(query).length > 0;
      const pointers =
        namedIds.length === 0
          ? "the house name points"
          : hasHouseName
            ? "the grape and the house name point"
            : "the grape points";
      evidence.push(`${pointers} to ${country}`);
    }
  }

  const namedStyle = labelStyle(styleTerms, undefined);
  // A sparkling wine is white unless the label says rosé, whatever its place's still wines are; a sweet one is
  // white where its place makes white wine (a Burgenland Trockenbeerenauslese is no Blaufränkisch).
  const sweetColor = namedStyle === "sweet" && region?.colors.includes("white") ? "white" : undefined;
  const placeColor = sweetColor ?? region?.colors[0];
  const statedColor =
    termColor ?? namedVarieties[0]?.color ?? (namedStyle === "sparkling" ? undefined : placeColor);
  const defaultColor: WineColor = statedColor ?? (namedStyle === "sparkling" ? "white" : "red");
  const kind = defaultKind(styleTerms, defaultColor);
  const keyWords = defaultKeyWords(query, styleTerms);
  let isRegionFromName = false;
  if (region === undefined && country !== "") {
    region = assumedRegion(knowledgeBase, country, namedIds, defaultColor, kind, keyWords);
    regionSource = "assumed";
    const isStillStated = statedColor !== undefined && !styleTerms.some((term) => term.style !== undefined);
    const byName = regionFromName(
      knowledgeBase,
      query,
      country,
      namedIds[0],
      defaultColor,
      region,
      isStillStated,
    );
    if (byName !== undefined) {
      region = byName;
      isRegionFromName = true;
      evidence.push(`the names read like a house of ${region.name}`);
    } else if (region !== undefined) evidence.push(`${region.name} assumed as the usual region`);
    // An unknown quinta assumed in the Douro: its "Vintage" is a Vintage Port too, its "Tawny" or "Colheita" a Port.
    const assumedPort = readVintagePort(knowledgeBase, query, styleTerms, region, house);
    const namedPort =
      assumedPort === undefined
        ? namedPortOfDouroHouse(knowledgeBase, query, region, house, termColor !== undefined)
        : undefined;
    if (assumedPort !== undefined) {
      region = assumedPort.region;
      styleTerms = [...styleTerms, assumedPort.term];
      evidence.push(`"Vintage" from a Douro house names a Vintage ${region.name}`);
    } else if (namedPort !== undefined) {
      region = namedPort;
      evidence.push(`the label names a ${namedPort.name}`);
    }
  }

  let varieties = namedVarieties;
  let varietySource: FactSource = "label";
  let houseGrapeColor: WineColor | undefined;
  if (varieties.length === 0) {
    const fitted =
      regionSource === "assumed" && !isRegionFromName
        ? byLabelWordThenCountry(DEFAULT_CALIBRATION.varietyByCountryColor, country, kind, keyWords)
        : undefined;
    const assumed = fitted === undefined ? undefined : knowledgeBase.varieties.get(fitted);
    // A fitted grape of another colour than the label states ("Rouge") is not this wine's.
    const isColorRight = assumed !== undefined && (termColor === undefined || assumed.color === termColor);
    const style = labelStyle(styleTerms, region);
    // The house named alone: its own grapes, unless its place's wine is a blend. With a cuvée's name or a colour
    // word the place's grapes say more (a "Red" is most often a blend, a Riserva the place's own grape).
    const ofHouse =
      knownProducer === undefined ||
      regionSource !== "producer" ||
      !namesHouseAlone(knowledgeBase, query, knownProducer) ||
      (region !== undefined && isBlendOf(region, style))
        ? []
        : houseGrapes(knownProducer, termColor ?? sweetColor, style);
    varieties = isColorRight
      ? [assumed]
      : ofHouse.length > 0
        ? ofHouse
        : regionGrapes(knowledgeBase, region, termColor ?? sweetColor, style);
    varietySource = "assumed";
    if (ofHouse.length > 0 && !isColorRight) {
      evidence.push(`grapes assumed from ${knownProducer!.name}'s wines`);
      houseGrapeColor = ofHouse[0]!.color;
    } else if (varieties.length > 0) evidence.push(`grapes assumed from ${region?.name ?? "the region"}`);
  } else evidence.push(`grapes named: ${varieties.map((variety) => variety.name).join(", ")}`);

  // Nothing stated the colour: it is the assumed grape's, so that a wine is not called red and Chardonnay at once.
  // The house's own grapes say more than its place's usual colour: Santa Margherita named alone is its Pinot
  // Grigio, a white, though the Veneto makes mostly red.
  const color =
    termColor ??
    (namedStyle === "sparkling" ? undefined : houseGrapeColor) ??
    statedColor ??
    (namedStyle === "sparkling" ? defaultColor : varieties[0]?.color) ??
    defaultColor;

  // Known only now, the country decides what the label's rank words mean.
  const readTerms = termsAsReadIn(styleTerms, country);
  let confidence = 0.25;
  if (regionSource === "label") confidence += 0.2;
  if (varietySource === "label") confidence += 0.15;
  if (knownProducer !== undefined) confidence += 0.15;
  if (country !== "") confidence += 0.05;

  return {
    producerName:
      knownProducer === undefined ? producerNameFromWords(query) : producerDisplayName(query, knownProducer),
    region,
    regionSource,
    country,
    varieties,
    varietySource,
    color,
    defaultColor,
    style: labelStyle(readTerms, region),
    tier: labelTier(readTerms, region),
    classification: labelClassification(readTerms),
    styleTerms: readTerms,
    evidence,
    confidence: Math.min(confidence, 0.75),
  };
}
