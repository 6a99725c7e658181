import type { CurrencyCode } from "@vinestra/domain";
import { estimatePriceUsd, formatMarketValue } from "../describe/market-value.ts";
import type { CatalogCandidate } from "../identify/match-catalog.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { MultipleMatches, PossibleMatch } from "../result/analysis-result.schema.ts";
import { describeVarieties } from "./describe-varieties.ts";
import type { WineProfile } from "./wine-profile.ts";

function candidateProfile(candidate: CatalogCandidate, vintage: number | null): WineProfile {
  const { entry } = candidate;
  return {
    name: entry.wine.name,
    producer: entry.producer.name,
    producerEntry: entry.producer,
    catalogWine: entry,
    region: entry.region,
    regionSource: "catalog",
    country: entry.producer.country,
    varieties: entry.varieties,
    isVarietyNamed: true,
    color: entry.wine.color,
    defaultColor: entry.wine.color,
    style: entry.wine.style,
    tier: entry.wine.tier,
    classification: entry.wine.classification,
    vintage,
    isNonVintage: vintage === null,
    certifications: [...entry.producer.certifications],
    styleTerms: [],
    source: "catalog",
    confidence: candidate.score,
    evidence: [],
  };
}

function distinguishingFeatures(profile: WineProfile): string {
  const parts = [`${profile.producer}, ${profile.region?.name ?? profile.country}`];
  if (profile.classification) parts.push(profile.classification);
  parts.push(
    `${profile.color === "rose" ? "rosé" : profile.color}${profile.style === "still" ? "" : ` ${profile.style}`}`,
  );
  parts.push(`${profile.tier} tier`);
  return parts.join(" · ");
}

/** The spec's disambiguation data: each candidate with what tells it apart. */
export function buildMultipleMatches(
  knowledgeBase: KnowledgeBase,
  candidates: CatalogCandidate[],
  wineName: string,
  vintage: number | null,
  nowYear: number,
  currency: CurrencyCode,
): MultipleMatches {
  const possibleMatches: PossibleMatch[] = candidates.map((candidate) => {
    const profile = candidateProfile(candidate, vintage);
    return {
      name: profile.name,
      producer: profile.producer,
      region: profile.region?.name ?? profile.country,
      variety: describeVarieties(profile),
      marketValue: formatMarketValue(estimatePriceUsd(knowledgeBase, profile, nowYear), currency),
      distinguishingFeatures: distinguishingFeatures(profile),
    };
  });
  return { multipleMatches: true, wineName, vintage, possibleMatches };
}
