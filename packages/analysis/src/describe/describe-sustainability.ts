import { regionLineage } from "../knowledge/region-lineage.ts";
import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { listWords } from "../text/list-words.ts";
import type { DescribeContext } from "./describe-context.ts";

/** What each certification is worth on the 0–10 scale and how it reads. */
const CERTIFICATIONS: Record<string, { label: string; points: number; practice: string }> = {
  organic: { label: "Organic", points: 2, practice: "no synthetic pesticides or fertilisers" },
  ecocert: { label: "Ecocert organic", points: 2, practice: "no synthetic pesticides or fertilisers" },
  biodynamic: { label: "Biodynamic", points: 2.5, practice: "biodynamic farming with compost preparations" },
  demeter: {
    label: "Demeter biodynamic",
    points: 2.5,
    practice: "biodynamic farming with compost preparations",
  },
  "b-corp": { label: "B Corp", points: 1, practice: "audited social and environmental governance" },
  hve: {
    label: "HVE (Haute Valeur Environnementale)",
    points: 1.5,
    practice: "biodiversity and reduced inputs (HVE level 3)",
  },
  "terra-vitis": { label: "Terra Vitis", points: 1.5, practice: "integrated pest management" },
  "lodi-rules": { label: "Lodi Rules", points: 1.5, practice: "third-party audited sustainable viticulture" },
  "sip-certified": { label: "SIP Certified", points: 1.5, practice: "water, energy and habitat standards" },
  "napa-green": { label: "Napa Green", points: 1.5, practice: "watershed protection and energy efficiency" },
  swnz: {
    label: "Sustainable Winegrowing New Zealand",
    points: 1.5,
    practice: "audited water, soil and spray programmes",
  },
  "wines-of-chile-sustainable": {
    label: "Wines of Chile Sustainability Code",
    points: 1.5,
    practice: "vineyard, cellar and social standards",
  },
  ipw: {
    label: "IPW (Integrated Production of Wine)",
    points: 1.5,
    practice: "integrated production in vineyard and cellar",
  },
  "sustainable-certified": {
    label: "Certified sustainable",
    points: 1.5,
    practice: "audited sustainable viticulture",
  },
  "fair-trade": { label: "Fair Trade", points: 1, practice: "fair pay and community premiums" },
};

const BASE_SCORE = 4.5;

function carbonFootprint(context: DescribeContext): string {
  const { profile } = context;
  const heavyGlass = profile.style === "sparkling" || profile.tier === "icon" || profile.tier === "fine";
  const kilograms = heavyGlass ? (profile.style === "sparkling" ? "1.6–2.0" : "1.4–1.8") : "1.0–1.3";
  const glass =
    profile.style === "sparkling"
      ? "thick pressure-resistant glass"
      : heavyGlass
        ? "a heavier prestige bottle"
        : "a standard bottle";
  return `Estimated ${kilograms} kg CO₂e per bottle before shipping, mostly from ${glass}; transport adds more the farther it travels from ${profile.country || "its origin"}`;
}

export function describeSustainability(
  context: DescribeContext,
): NonNullable<AnalysisResult["sustainability"]> {
  const { profile, knowledgeBase } = context;
  const certifications = [...new Set(profile.certifications)].flatMap((id) => CERTIFICATIONS[id] ?? []);
  // A region's organic or biodynamic bodies certify growers, not the region: without the producer's own
  // certificate they say nothing of this wine. Its region-wide programmes (SWNZ, Napa Green) do.
  const regionalPractices = [
    ...new Set(regionLineage(knowledgeBase, profile.region).flatMap((region) => region.sustainability)),
  ].filter((practice) => !/^(organic|biodynamic)\b/i.test(practice));
  // Each part of the score, so the explanation can show the sum.
  const parts: [points: number, reason: string][] = [[BASE_SCORE, "the baseline of conventional farming"]];
  const strongest = [...certifications].sort((left, right) => right.points - left.points);
  strongest.forEach((certification, index) => {
    parts.push([index === 0 ? certification.points : certification.points / 2, certification.label]);
  });
  if (regionalPractices.length > 0) {
    parts.push([
      Math.min(1, 0.4 * regionalPractices.length),
      `the region's sustainability programme${regionalPractices.length > 1 ? "s" : ""}`,
    ]);
  }
  if (profile.region?.climate === "cool" || profile.region?.climate === "moderate") {
    parts.push([0.3, `a ${profile.region.climate} climate that needs less spraying`]);
  }
  const total = parts.reduce((sum, [points]) => sum + points, 0);
  const score = Math.round(Math.min(10, total) * 10) / 10;
  // Half points (a second certification) keep their two decimals so the parts add up to what is shown.
  const shown = (points: number) => (Number.isInteger(points * 10) ? points.toFixed(1) : points.toFixed(2));
  const sum = `${parts
    .map(([points, reason], index) => `${index === 0 ? "" : "+"}${shown(points)} for ${reason}`)
    .join(", ")}${total > 10 ? ", capped at 10" : ""}`;
  const practices = [
    ...new Set([
      ...certifications.map((certification) => certification.practice),
      ...regionalPractices.slice(0, 3),
    ]),
  ];
  const producer = profile.producer || "the producer";
  const known =
    certifications.length > 0
      ? `${producer} holds ${listWords(certifications.map((certification) => certification.label))}`
      : profile.producerEntry !== undefined
        ? `No certification is on record for ${producer}`
        : "The producer's own certifications are not known to us";
  const regional =
    regionalPractices.length > 0
      ? `region-wide programmes in ${profile.region?.name ?? profile.country} add credit (${listWords(regionalPractices.slice(0, 3))})`
      : "no regional scheme is recorded for its region";
  return {
    score,
    certifications: certifications.map((certification) => certification.label),
    practices,
    carbonFootprint: carbonFootprint(context),
    explanation: `${known}; ${regional}. Score ${score}/10: ${sum}.`,
  };
}
