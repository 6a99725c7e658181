import type { AnalysisResult } from "../result/analysis-result.schema.ts";
import { listWords } from "../text/list-words.ts";
import { type DescribeContext, yearsWord } from "./describe-context.ts";

/** A mature wine with more years than this left is told it holds, not to drink soon. */
const MATURE_HOLDS_YEARS = 3;

function servingTemperature(context: DescribeContext): string {
  const { profile, scales } = context;
  const made = context.made?.temperature;
  if (made !== undefined) return made;
  if (profile.style === "sparkling") return "6–8 °C";
  if (profile.style === "sweet") return "8–10 °C";
  if (profile.style === "fortified") return profile.color === "red" ? "16–18 °C" : "10–12 °C";
  if (profile.color === "white") return scales.body >= 3.5 ? "10–13 °C" : "8–10 °C";
  if (profile.color === "rose") return "8–10 °C";
  return scales.body >= 3.5 ? "16–18 °C" : "14–16 °C";
}

function decanting(context: DescribeContext): string {
  const { profile, stage, scales } = context;
  const made = context.made?.decanting;
  if (made !== undefined) return made;
  if (profile.color !== "red" || profile.style === "sparkling") return "no decanting needed";
  if (stage === "too-young") return scales.tannin >= 3.5 ? "decant 2–3 hours" : "decant about an hour";
  if (stage === "mature" || stage === "past")
    return "stand upright a day and decant gently off the sediment just before serving";
  return "decant 30–60 minutes";
}

function cellaringAdvice(context: DescribeContext): string {
  const { stage, window, nowYear } = context;
  const serve = `serve at ${servingTemperature(context)}, ${decanting(context)}`;
  // Its vintage says how long it aged in cask, not how long a bottle keeps: it is sold ready and does not improve.
  if (context.made?.isBottledReady === true && stage !== "too-young") {
    return `Ready to drink: aged in cask and bottled as it is sold, it will not improve in bottle; open it within a few years of buying. ${serve.charAt(0).toUpperCase()}${serve.slice(1)}.`;
  }
  switch (stage) {
    case "too-young":
      return `Cellar for ${yearsWord(window.optimalStart - nowYear)} before opening (from ${window.optimalStart}); ideally wait for the peak in ${window.peakStart}–${window.peakEnd}. If opening early, ${serve}.`;
    case "opening":
      return `Can be enjoyed now but will improve: hold most bottles until ${window.peakStart}; ${serve}.`;
    case "peak":
      return `Drink now through ${window.peakEnd}, the best years; bottles will keep until about ${window.optimalEnd}. ${serve.charAt(0).toUpperCase()}${serve.slice(1)}.`;
    case "mature":
      // Years left are a mature wine's holding time, not a reason to hurry ("Drink soon, by 2041" misleads).
      return window.optimalEnd - nowYear > MATURE_HOLDS_YEARS
        ? `Drink over the coming years; it holds until about ${window.optimalEnd} in a cool cellar but will not improve further. ${serve.charAt(0).toUpperCase()}${serve.slice(1)}.`
        : `Drink soon, by the end of ${window.optimalEnd}; no benefit from further cellaring. ${serve.charAt(0).toUpperCase()}${serve.slice(1)}.`;
    case "past":
      return `Open at the next occasion; beyond its expected window since ${window.optimalEnd}. ${serve.charAt(0).toUpperCase()}${serve.slice(1)}.`;
  }
}

function storageConditions(context: DescribeContext): string {
  const { profile, window } = context;
  if (context.made?.isHeatProof === true) {
    return "Store upright, dark and away from strong smells: its strength and acidity attack a cork kept wet. Made by heat and air, it is unharmed by a warm room, and an opened bottle keeps for months.";
  }
  if (context.made?.isBottledReady === true) {
    return "Store upright (stopper cork), cool and dark. Aged in cask and bottled ready, it does not improve in bottle: drink it within a few years of bottling, and within a month or two of opening.";
  }
  const position =
    profile.style === "fortified" && profile.vintage === null
      ? "upright (stopper cork)"
      : "lying on its side";
  const remaining = window.optimalEnd - context.nowYear;
  // Halving a year or less says nothing; a wine at the end of its window would fade within months.
  const warmCost =
    remaining >= 2
      ? `cutting its remaining ${yearsWord(remaining)} to about ${yearsWord(Math.round(remaining / 2))}`
      : "so this late in its window it would fade within months";
  const sparkling =
    profile.style === "sparkling" ? " Keep sparkling wine away from light, which quickly dulls it." : "";
  return `Store ${position} at a steady 12–14 °C (13 °C ideal), 60–75% humidity, dark and free of vibration. In a warm room (around 21 °C) it ages roughly twice as fast, ${warmCost}.${sparkling}`;
}

function riskFactors(context: DescribeContext): string {
  const { profile, window, stage, nowYear } = context;
  const isBottledReady = context.made?.isBottledReady === true;
  const risks: string[] =
    context.made?.isHeatProof === true
      ? []
      : isBottledReady
        ? ["fading freshness if kept for years after bottling"]
        : ["warm or fluctuating storage (halves the window)"];
  if (stage === "too-young" && profile.color === "red" && context.scales.tannin >= 3.5) {
    risks.push("opening too early (closed, astringent)");
  }
  if (stage === "mature" || stage === "past")
    risks.push("oxidation and fading fruit with every further year");
  // A Colheita's age is its time in cask: its bottle is young.
  if (profile.vintage !== null && nowYear - profile.vintage >= 15 && !isBottledReady)
    risks.push("cork failure and ullage in older bottles");
  else if (profile.country !== "New Zealand" && profile.country !== "Australia")
    risks.push("cork taint (TCA)");
  if (
    profile.color === "white" &&
    profile.style === "still" &&
    profile.varieties[0]?.id === "chardonnay" &&
    (profile.tier === "fine" || profile.tier === "icon")
  ) {
    risks.push("premature oxidation, known in fine white Burgundy-style wines");
  }
  if (profile.style === "sparkling") risks.push("loss of mousse after long storage");
  if (window.vintageRating !== undefined && window.vintageRating.score < 84) {
    risks.push(`a weaker ${profile.vintage} vintage, so it may fade sooner`);
  }
  if (window.confidence < 0.5) risks.push("a window estimated from limited facts");
  if (profile.tier === "icon") risks.push("counterfeits: buy with provenance");
  return `${listWords(risks).charAt(0).toUpperCase()}${listWords(risks).slice(1)}.`;
}

export function describeRecommendations(context: DescribeContext): AnalysisResult["recommendations"] {
  return {
    cellaringAdvice: cellaringAdvice(context),
    storageConditions: storageConditions(context),
    riskFactors: riskFactors(context),
  };
}
