import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { recordHolder } from "../window/aging-record.ts";
import { STATUS_BY_STAGE } from "../window/life-stage.ts";
import { aromas } from "./aromas.ts";
import { type DescribeContext, recordKeepsUntil, yearsWord } from "./describe-context.ts";

function currentCondition(context: DescribeContext): string {
  const { stage, window, nowYear, profile } = context;
  const mature = aromas(context, "mature", 2);
  if (profile.vintage === null) {
    return `Released ready to drink; best opened by ${window.optimalEnd} while its freshness lasts`;
  }
  switch (stage) {
    case "too-young":
      return `Youthful and developing: needs ${yearsWord(window.optimalStart - nowYear)} more (from ${window.optimalStart}); if opened now, ${context.profile.color === "red" && context.scales.tannin >= 3 ? "decant well" : "give it time in the glass"}`;
    case "opening":
      return `Drinking well and still improving: opens into its peak from ${window.peakStart}`;
    case "peak":
      return profile.tier === "entry"
        ? `In its best years until ${window.peakEnd}: the fruit at its most expressive`
        : `In its peak window until ${window.peakEnd}: fully expressive, with ${mature.join(" and ")} emerging`;
    case "mature":
      return `Past its peak plateau but sound: drink by the end of ${window.optimalEnd}`;
    case "past":
      return `Beyond its expected window (ended ${window.optimalEnd}): may be fading; check the fill level and colour before serving${recordNote(context)}`;
  }
}

/** For a wine past the critics' window that its aging record says lasts longer: what the record promises. */
function recordNote(context: DescribeContext): string {
  const lastYear = recordKeepsUntil(context);
  if (lastYear === undefined) return "";
  const holder = recordHolder(context.profile);
  const whose = `${holder.name} ${holder.isPlural ? "have" : "has"}`;
  return `. Over many vintages ${whose} kept until about ${lastYear}, so a bottle stored cool may still be in good shape`;
}

export function describeWindow(context: DescribeContext): AnalysisResult["drinkingWindow"] {
  const { window, stage } = context;
  return {
    currentStatus: STATUS_BY_STAGE[stage],
    optimalStart: window.optimalStart,
    optimalEnd: window.optimalEnd,
    peakStart: window.peakStart,
    peakEnd: window.peakEnd,
    currentCondition: currentCondition(context),
    confidence: window.confidence,
    factors: window.factors,
  };
}
