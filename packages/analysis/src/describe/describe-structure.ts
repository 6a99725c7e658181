import { regionLineage } from "../knowledge/region-lineage.ts";
import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { type DescribeContext, grapeNames, yearsWord } from "./describe-context.ts";
import { alcoholRange, levelWord } from "./structure-scales.ts";

function describeTannins(context: DescribeContext): string {
  const { profile, scales, stage } = context;
  // A white made like a red keeps the grip its skins gave it.
  if (profile.styleTerms.some((term) => term.id === "orange-wine")) {
    return `${levelWord(scales.tannin)}: fermented on its skins, so a white with a red's grip`;
  }
  if (profile.color !== "red") {
    const texture = { sparkling: "mousse", fortified: "its strength" }[profile.style as string] ?? "lees";
    return `${levelWord(scales.tannin)}: a ${profile.color === "rose" ? "rosé" : "white"} wine, so texture comes from acidity and ${texture} rather than tannin`;
  }
  const level = levelWord(scales.tannin);
  const grain =
    scales.tannin >= 4 ? "firm, structured" : scales.tannin >= 3 ? "fine-grained" : "soft, supple";
  const phase: Record<typeof stage, string> = {
    "too-young": scales.tannin >= 3 ? "still grippy and youthful" : "still youthful",
    opening: "beginning to soften",
    peak: "polished and integrated",
    mature: "fully resolved",
    past: "largely dissolved, sediment likely",
  };
  return `${level} (${scales.tannin.toFixed(1)}/5): ${grain} tannins from ${grapeNames(context)}, ${phase[stage]}`;
}

/** The place whose climate is meant: a vineyard or village appellation (La Tâche) speaks for its region. */
function climatePlace(context: DescribeContext): string {
  const lineage = regionLineage(context.knowledgeBase, context.profile.region);
  const place = lineage.find((region) => region.level !== "appellation" && region.level !== "country");
  return (place ?? context.profile.region)?.name ?? "";
}

function describeAcidity(context: DescribeContext): string {
  const { profile, scales } = context;
  const climate = profile.region?.climate;
  const place = climatePlace(context);
  const of = place === "" ? "" : ` of ${place}`;
  const source =
    climate === "cool"
      ? `the cool climate${of} preserves it`
      : climate === "hot" || climate === "warm"
        ? scales.acidity >= 3.5
          ? `${grapeNames(context)} holds its freshness despite the ${climate} climate${of}`
          : `the ${climate} climate${of} softens it`
        : `balanced freshness from ${grapeNames(context)}`;
  const isLongLived = context.window.optimalEnd - context.window.baseYear >= 8;
  const role =
    scales.acidity >= 3.5
      ? isLongLived
        ? "giving a backbone for long aging"
        : "keeping it crisp and mouth-watering"
      : scales.acidity >= 2.5
        ? "with enough lift to stay fresh"
        : "for a rounder, softer feel";
  return `${levelWord(scales.acidity)} (${scales.acidity.toFixed(1)}/5): ${source}, ${role}`;
}

function describeAlcohol(context: DescribeContext): string {
  const { profile, scales, stage } = context;
  const { made } = context;
  if (made !== undefined) {
    const level =
      Number.parseFloat(made.range) >= 15 ? "High" : Number.parseFloat(made.range) < 10 ? "Low" : "Medium";
    return `${level} (typically ${made.range} ABV): ${made.why}`;
  }
  const range = alcoholRange(profile, scales.alcohol);
  const integration =
    stage === "too-young" && scales.alcohol >= 4
      ? "may show some warmth until the fruit and tannin settle"
      : scales.alcohol >= 4
        ? "carried by rich fruit and body"
        : "well integrated and balanced";
  return `${levelWord(scales.alcohol)} (typically ${range} ABV): ${integration}`;
}

function describeAgingPotential(context: DescribeContext): string {
  const { profile, window } = context;
  if (profile.vintage === null) {
    return `Short: a non-vintage ${profile.style === "sparkling" ? "sparkling wine" : "wine"} is made to drink within ${yearsWord(window.optimalEnd - window.baseYear)} of purchase`;
  }
  const span = window.optimalEnd - profile.vintage;
  const length = span >= 25 ? "Exceptional" : span >= 15 ? "Long" : span >= 8 ? "Medium" : "Short";
  const rating = window.vintageRating
    ? `, ${profile.vintage} vintage rated ${window.vintageRating.score}/100`
    : "";
  return `${length}: drinks well until about ${window.optimalEnd} (${yearsWord(span)} from the vintage; ${profile.tier} tier${rating})`;
}

export function describeStructure(context: DescribeContext): AnalysisResult["structure"] {
  return {
    tannins: describeTannins(context),
    acidity: describeAcidity(context),
    alcohol: describeAlcohol(context),
    agingPotential: describeAgingPotential(context),
  };
}
