import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { QualityTier } from "../knowledge/schema.ts";
import { normalizePhrase } from "../text/normalize.ts";
import { nameForDisplay } from "../text/parse-query.ts";
import { rangeWines } from "./house-places.ts";
import { type InferredFacts, inferWine } from "./infer-wine.ts";
import { higherTier, TIER_ORDER } from "./label-style.ts";
import { courtesyWordCount, type QueryAnalysis } from "./query-analysis.ts";
import type { WineStyle } from "./style-terms.ts";

/** The wine's name as written, less the courtesy words that opened it ("a nice Bordeaux" is "Bordeaux"). */
function nameWithoutCourtesy(query: QueryAnalysis): string {
  const count = courtesyWordCount(query);
  const firstWord = query.parsed.tokens[count]?.wordIndex;
  if (count === 0 || firstWord === undefined) return query.parsed.displayName;
  return nameForDisplay(query.parsed.words.slice(firstWord));
}

function byTier(left: QualityTier, right: QualityTier): number {
  return TIER_ORDER.indexOf(left) - TIER_ORDER.indexOf(right);
}

function typicalTier(tiers: readonly QualityTier[]): QualityTier {
  const sorted = [...tiers].sort(byTier);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? "premium";
}

/** The house's lowest rank at or above the named place's: Jadot's Beaujolais-Villages is not one of its grands crus. */
function houseTierAt(tiers: readonly QualityTier[], placeTier: QualityTier): QualityTier {
  return tiers.filter((tier) => byTier(tier, placeTier) >= 0).sort(byTier)[0] ?? placeTier;
}

/**
 * A house that makes only one kind of wine other than still (a Port lodge, a Champagne house) makes this one
 * too, unless the label's words say otherwise — a style word, or a table wine's place: a Port lodge's "Red"
 * read as a Douro wine (see `stillWineHome`) is its table wine.
 */
function houseStyleFor(facts: InferredFacts, house: CatalogProducer | undefined): WineStyle {
  if (house === undefined || facts.styleTerms.some((term) => term.style !== undefined)) return facts.style;
  const styles = new Set(house.wines.map((entry) => entry.wine.style));
  const [only] = styles;
  if (styles.size !== 1 || only === undefined || only === "still") return facts.style;
  const isTableWinePlace = facts.regionSource === "producer" && facts.region !== house.region;
  return isTableWinePlace ? facts.style : only;
}

/**
 * The profile of a wine the catalogue does not list, read from its words, with the named house's facts (its
 * range's tier and price, its style) where the catalogue has the house.
 */
export function inferredProfile(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  house: CatalogProducer | undefined,
): WineProfile {
  let namedProducer = house;
  let facts = inferWine(knowledgeBase, query, namedProducer);
  // The label's place abroad outweighed the house's country: it is another house of that name.
  if (namedProducer !== undefined && facts.country !== namedProducer.country) {
    namedProducer = undefined;
    facts = inferWine(knowledgeBase, query);
  }
  let tier = facts.tier;
  // A range the label names ("Adrianna Vineyard") ranks and prices the wine as the house's other wines of it.
  const range =
    namedProducer === undefined ? [] : rangeWines(knowledgeBase, namedProducer, namedProducer.wines, query);
  // Else the class the label reads ("Vintage" from a Douro house): the house's wines of that class, so that a
  // single quinta's Vintage Port is priced as the house's Vintage Port, not as its ruby.
  if (namedProducer !== undefined && range.length === 0 && facts.classification !== null) {
    const ofClass = normalizePhrase(facts.classification);
    // The one named for the class alone (its plain "Vintage Port"), else all of the class.
    const named = namedProducer.wines.filter((entry) => normalizePhrase(entry.wine.name) === ofClass);
    range.push(
      ...(named.length > 0
        ? named
        : namedProducer.wines.filter(
            (entry) => normalizePhrase(entry.wine.classification ?? "") === ofClass,
          )),
    );
  }
  // Else the appellation on the label: the house's plainest wine of that very place, its cheapest ("Dal Forno
  // Amarone" is its Monte Lodoletta; "Vietti Barolo" its Castiglione, not a single vineyard).
  if (namedProducer !== undefined && range.length === 0 && facts.regionSource === "label") {
    const [plainest] = namedProducer.wines
      .filter((entry) => entry.region?.id === facts.region?.id)
      .sort((left, right) => left.wine.priceUsd[0] - right.wine.priceUsd[0]);
    if (plainest !== undefined) range.push(plainest);
  }
  if (namedProducer !== undefined) {
    const houseTiers = (range.length > 0 ? range : namedProducer.wines).map((entry) => entry.wine.tier);
    const namedPlace = facts.regionSource === "label" ? facts.region : undefined;
    const houseTier =
      namedPlace === undefined ? typicalTier(houseTiers) : houseTierAt(houseTiers, namedPlace.defaultTier);
    tier = facts.styleTerms.some((term) => term.tier !== undefined) ? higherTier(tier, houseTier) : houseTier;
  }
  return {
    name: nameWithoutCourtesy(query),
    producer: facts.producerName,
    producerEntry: namedProducer,
    catalogWine: undefined,
    rangeWines: range,
    region: facts.region,
    regionSource: facts.region === undefined ? "assumed" : facts.regionSource,
    country: facts.country,
    varieties: facts.varieties,
    isVarietyNamed: facts.varietySource === "label",
    color: facts.color,
    defaultColor: facts.defaultColor,
    style: houseStyleFor(facts, namedProducer),
    tier,
    classification: facts.classification,
    vintage: query.parsed.vintage,
    isNonVintage: query.parsed.isNonVintage || (query.parsed.vintage === null && facts.style === "sparkling"),
    certifications: namedProducer === undefined ? [] : [...namedProducer.certifications],
    styleTerms: facts.styleTerms,
    source: "inferred",
    confidence: Math.round(facts.confidence * 100) / 100,
    evidence: facts.evidence,
  };
}
