import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { listWords } from "../text/list-words.ts";
import { recordPhrase } from "../window/aging-record.ts";
import { aromas } from "./aromas.ts";
import { type DescribeContext, recordKeepsUntil, yearsWord } from "./describe-context.ts";

function bodyWord(body: number): string {
  return body >= 4.2
    ? "full-bodied"
    : body >= 3.2
      ? "medium-to-full-bodied"
      : body >= 2.4
        ? "medium-bodied"
        : "light-bodied";
}

function currentProfile(context: DescribeContext): string {
  const { stage, age, scales, profile } = context;
  const young = aromas(context, "young", 4);
  const mature = aromas(context, "mature", 3);
  const body = bodyWord(scales.body);
  const ageText =
    profile.vintage === null ? "Non-vintage" : age === 0 ? "Just released" : `At ${yearsWord(age)}`;
  // An everyday wine is made for its fresh fruit: it is never "closed", nor "complex" at its best.
  const isEveryday = profile.tier === "entry";
  switch (stage) {
    case "too-young":
      return isEveryday
        ? `${ageText}: primary ${listWords(young)}; ${body}, fruit-forward and youthful`
        : `${ageText}: primary ${listWords(young)}; ${body}, tight and still closed`;
    case "opening":
      return `${ageText}: ${listWords(young.slice(0, 3))} leading, with first hints of ${mature[0]}; ${body} and opening up`;
    case "peak":
      return isEveryday
        ? `${ageText}: ${listWords(young.slice(0, 3))}, with a hint of ${mature[0]}; ${body}, fresh and easy-drinking`
        : `${ageText}: ${listWords(young.slice(0, 2))} woven with ${listWords(mature.slice(0, 2))}; ${body}, ${profile.tier === "premium" ? "harmonious and expressive" : "harmonious and complex"}`;
    case "mature":
      return `${ageText}: mature ${listWords(mature)} with fading ${young[0]}; ${body}, soft and savoury`;
    case "past":
      // Past the critics' window but within its own record: mature, not yet declining.
      return recordKeepsUntil(context) === undefined
        ? `${ageText}: tertiary ${listWords(mature)}; fruit fading, drying on the finish`
        : `${ageText}: tertiary ${listWords(mature)}; ${body}, fruit now in the background`;
  }
}

function evolution(context: DescribeContext): string {
  const { window, profile, nowYear } = context;
  const young = aromas(context, "young", 3);
  const mature = aromas(context, "mature", 3);
  if (profile.vintage === null) {
    return `Made to be drunk fresh: over ${yearsWord(Math.max(1, window.optimalEnd - nowYear))} the ${listWords(young.slice(0, 2))} soften toward ${mature[0]}; it does not improve with long keeping`;
  }
  if (nowYear > window.optimalEnd) {
    const lastYear = recordKeepsUntil(context);
    return lastYear === undefined
      ? `Now declining: remaining fruit gives way to ${listWords(mature)}; further keeping will not improve it`
      : `Past the critics' window: ${listWords(mature)} lead now; by ${recordPhrase(profile)} it holds until about ${lastYear} in a cool cellar, without improving further`;
  }
  const journey = `From ${listWords(young)} in youth toward ${listWords(mature)}`;
  const recedes = `fruit slowly recedes until about ${window.optimalEnd}`;
  if (nowYear > window.peakEnd) return `${journey}: its best years ended in ${window.peakEnd}; ${recedes}`;
  // Best years that run to the window's end leave no fading years to tell of.
  const then = window.optimalEnd > window.peakEnd ? `, then ${recedes}` : "";
  if (nowYear >= window.peakStart) return `${journey}: at its best now and through ${window.peakEnd}${then}`;
  const tannin = profile.color === "red" ? "tannins soften, " : "";
  return `${journey}: ${tannin}texture gains silkiness through ${window.peakStart}${then}`;
}

function peakExpectation(context: DescribeContext): string {
  const { window, scales, profile } = context;
  const young = aromas(context, "young", 2);
  const mature = aromas(context, "mature", 3);
  const texture =
    profile.style === "sparkling"
      ? "a finer, creamier mousse"
      : profile.color === "red" && scales.tannin >= 3
        ? "silky, resolved tannins"
        : "a rounded, layered texture";
  return `At its peak (${window.peakStart}–${window.peakEnd}): ${listWords(mature)} over ${listWords(young)}, with ${texture} and a long finish`;
}

export function describeTastingProfile(context: DescribeContext): AnalysisResult["tastingProfile"] {
  return {
    currentProfile: currentProfile(context),
    evolution: evolution(context),
    peakExpectation: peakExpectation(context),
  };
}
