import { type CatalogProducer, normalizeWineName } from "@vinestra/analysis";
import { computeStringSimilarity } from "@vinestra/domain";
import type { CatalogMatch } from "./catalog-match.ts";
import { type ClippedHouse, isPartOfHouseName } from "./clipped-house-names.ts";
import { LABEL_FILLER_WORDS } from "./label-boilerplate.ts";
import { type NamePart, overlaps } from "./label-naming.ts";
import type { LabelCandidate } from "./label-recognition.ts";
import type { LabelTerms } from "./label-terms.ts";

/** Other readings offered beside the first. */
const MAX_CANDIDATES = 3;

/** A misread legal or filler word ("NTROLEE", "Controliata", "Denominazion"). */
export function isNearFillerWord(key: string): boolean {
  if (key.length < 5) return false;
  for (const filler of LABEL_FILLER_WORDS) {
    if (filler.length < 5) continue;
    if (computeStringSimilarity(key, filler) >= 0.75) return true;
    if (filler.includes(key) && key.length / filler.length >= 0.6) return true;
    if (key.includes(filler) && filler.length / key.length >= 0.7) return true;
  }
  return false;
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
export const tokensOf = (text: string) => normalizeWineName(text).split(" ").filter(Boolean);

/** The catalogue's name of a wine: the house's name first unless the wine's name already carries it. */
function catalogWineName(match: CatalogMatch): string {
  if (!match.entry) return match.producer.name;
  const houseTokens = new Set(tokensOf(match.producer.name));
  const wineName = match.entry.wine.name;
  return tokensOf(wineName).some((token) => houseTokens.has(token))
    ? wineName
    : `${match.producer.name} ${wineName}`;
}

/** Name parts joined, a part left out when its words are already there (also as a near-spelling). */
function joinNames(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  const seen: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const tokens = tokensOf(part);
    if (tokens.length > 0 && overlaps(tokens, seen) && tokens.every((token) => overlaps([token], seen)))
      continue;
    kept.push(part);
    seen.push(...tokens);
  }
  return kept.join(" ");
}

function regionField(terms: LabelTerms, fallback: string | null | undefined, fallbackConfidence: number) {
  const found = terms.regions.find((term) => term.value.level !== "country") ?? terms.regions[0];
  if (found) return { value: found.value.name, confidence: round(0.5 + 0.5 * found.certainty) };
  return { value: fallback ?? null, confidence: fallback ? round(fallbackConfidence) : 0 };
}

function varietyField(terms: LabelTerms, fallback: string | null, fallbackConfidence: number) {
  const found = terms.varieties[0];
  if (found) return { value: found.value.name, confidence: round(0.5 + 0.5 * found.certainty) };
  return { value: fallback, confidence: fallback ? round(fallbackConfidence) : 0 };
}

function catalogCandidate(match: CatalogMatch): LabelCandidate {
  return {
    wineName: catalogWineName(match),
    producer: match.producer.name,
    region: match.entry?.region?.name ?? match.producer.region?.name ?? null,
    confidence: round(match.score),
  };
}

export function fromCatalogWine(match: CatalogMatch, others: CatalogMatch[], terms: LabelTerms) {
  const entry = match.entry!;
  const varieties = entry.varieties.map((variety) => variety.name).join(", ") || null;
  return {
    wineName: catalogWineName(match),
    confidence: round(match.score),
    fields: {
      producer: { value: match.producer.name, confidence: round(match.producerCoverage) },
      wine: { value: entry.wine.name, confidence: round(match.wineCoverage ?? match.producerCoverage) },
      region: match.isRegionSeen
        ? regionField(terms, entry.region?.name, match.score)
        : { value: entry.region?.name ?? null, confidence: round(0.85 * match.score) },
      variety: match.isVarietySeen
        ? { value: varieties, confidence: round(Math.max(0.9, match.score)) }
        : { value: varieties, confidence: round(0.85 * match.score) },
    },
    candidates: others.map(catalogCandidate),
  };
}

export function fromHouse(house: CatalogMatch, names: NamePart[], wines: CatalogMatch[], terms: LabelTerms) {
  const houseTokens = tokensOf(house.producer.name);
  const wine = names.find((part) => !overlaps(part.tokens, houseTokens)) ?? null;
  const variety = varietyField(terms, null, 0);
  const region = regionField(terms, house.producer.region?.name, 0.5);
  const confidence = round(0.45 + 0.3 * house.producerCoverage * (wine ? wine.confidence : 0.8));
  // Without words of its own, the wine is the house's wine of the appellation printed ("Louis Latour Santenay").
  const printedRegion = terms.regions.length > 0 ? region.value : null;
  return {
    wineName: joinNames([house.producer.name, wine?.text ?? printedRegion, variety.value]),
    confidence,
    fields: {
      producer: { value: house.producer.name, confidence: round(house.producerCoverage) },
      wine: { value: wine?.text ?? null, confidence: round((wine?.confidence ?? 0) * 0.8) },
      region,
      variety,
    },
    candidates: wines.filter((match) => match.producer === house.producer).map(catalogCandidate),
  };
}

export function fromLabelText(
  house: NamePart | null,
  bottler: NamePart | null,
  names: NamePart[],
  terms: LabelTerms,
) {
  // The bottler line spells the house the headline shows in a styled, harder to read letter.
  // When the small print lost a word of it the headline has ("FLAVIO" of "SAGLIETTI FLAVIO"), the headline's.
  const headlineBottler = bottler
    ? names.slice(0, 3).find((part) => overlaps(part.tokens, bottler.tokens))
    : undefined;
  const bottlerName =
    headlineBottler && bottler
      ? headlineBottler.tokens.length > bottler.tokens.length
        ? headlineBottler
        : bottler
      : null;
  const producer = house ?? bottlerName ?? names[0] ?? null;
  const top = names[0]?.prominence ?? 0;
  const wine =
    names.find(
      (part) =>
        part !== producer && !overlaps(part.tokens, producer?.tokens ?? []) && part.prominence >= 0.3 * top,
    ) ?? null;
  const region = regionField(terms, null, 0);
  const variety = varietyField(terms, null, 0);
  const wineName = joinNames([producer?.text, wine?.text, variety.value ?? (producer ? null : region.value)]);
  if (wineName === "") return null;
  const sureness = producer?.confidence ?? region.confidence;
  const alternatives = names
    .filter((part) => part !== producer && part !== wine)
    .slice(0, MAX_CANDIDATES)
    .map((part) => ({
      wineName: joinNames([part.text, variety.value]),
      producer: null,
      region: region.value,
      confidence: round(0.3 * part.confidence),
    }));
  return {
    wineName,
    confidence: round(0.2 + 0.35 * sureness),
    fields: {
      producer: { value: producer?.text ?? null, confidence: round(0.6 * (producer?.confidence ?? 0)) },
      wine: { value: wine?.text ?? null, confidence: round(0.5 * (wine?.confidence ?? 0)) },
      region,
      variety,
    },
    candidates: alternatives,
  };
}

/** A catalogued house read without its wine: the share of its name read, how large, whether its place was seen. */
function houseMatch(
  producer: CatalogProducer,
  share: number,
  prominence: number,
  isRegionSeen: boolean,
): CatalogMatch {
  return {
    producer,
    entry: null,
    producerCoverage: share,
    wineCoverage: null,
    isRegionSeen,
    isVarietySeen: false,
    score: share,
    houseProminence: prominence,
    wineWordsRead: 0,
  };
}

/** A house the bottle's curve clipped, with the label's other words for its wine. */
export function fromClippedHouse(
  producer: CatalogProducer,
  clipped: ClippedHouse,
  names: NamePart[],
  wines: CatalogMatch[],
  terms: LabelTerms,
) {
  const ownNames = names.filter((part) => !isPartOfHouseName(part.tokens.join(""), producer.name));
  return fromHouse(houseMatch(producer, clipped.share, clipped.prominence, false), ownNames, wines, terms);
}

/** A house known only by a piece of its name, with the label's place and grape for its wine. */
export function fromPieceHouse(producer: CatalogProducer, wines: CatalogMatch[], terms: LabelTerms) {
  return fromHouse(houseMatch(producer, 0, 0, true), [], wines, terms);
}
