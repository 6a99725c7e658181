import { listWords } from "../text/list-words.ts";
import { agingRecord, recordPhrase } from "../window/aging-record.ts";
import { signedYears } from "../window/estimate-window.ts";
import { describeVintageScore } from "../window/vintage-rating.ts";
import { type DescribeContext, grapeNames } from "./describe-context.ts";
import { levelWord } from "./structure-scales.ts";

/** Appellation categories ("DOC", "Alto Adige DOC", "IGP") say where a wine is from, not how long it keeps. */
const ORIGIN_CATEGORY = /(?:^|\s)(?:docg?|doca|do|aoc|aop|igt|igp|pdo|pgi|dac|ava)$/i;
/** Categories of wines made to drink young or named for their method, not their aging. */
const YOUTH_OR_METHOD_CATEGORIES = new Set(["cava", "roble", "joven", "méthode cap classique", "tidal bay"]);

function isOriginOrYouthCategory(classification: string): boolean {
  return (
    ORIGIN_CATEGORY.test(classification.trim()) ||
    YOUTH_OR_METHOD_CATEGORIES.has(classification.trim().toLowerCase())
  );
}

/** Why the peak falls where it does: grape, structure, place, classification and vintage, in that order. */
export function describePeak(context: DescribeContext): string {
  const { profile, window, scales } = context;
  const reasons: string[] = [];
  if (profile.vintage === null) {
    reasons.push(
      `As a non-vintage ${profile.style === "sparkling" ? "sparkling wine" : "wine"} it is blended for consistency and released ready, so its best years are the first ${window.optimalEnd - window.baseYear} after purchase`,
    );
  } else if (window.madeAs !== undefined) {
    reasons.push(window.madeAs);
  } else {
    const structure: string[] = [];
    if (profile.color === "red") structure.push(`${levelWord(scales.tannin).toLowerCase()} tannin`);
    structure.push(`${levelWord(scales.acidity).toLowerCase()} acidity`);
    if (scales.body >= 4) structure.push("full body");
    reasons.push(
      `${grapeNames(context)} with ${listWords(structure)} sets ${/^[aeiou]/.test(profile.tier) ? "an" : "a"} ${profile.tier}-tier curve of about ${Math.round(window.baseCurve[0])}–${Math.round(window.baseCurve[1])} years`,
    );
  }
  if (window.madeAs !== undefined) {
    // The making, not the place's climate, sets its pace.
  } else if (profile.region !== undefined && window.agingFactor !== 1) {
    const direction = window.agingFactor > 1 ? "lengthens" : "shortens";
    reasons.push(
      `${profile.region.name} ${direction} it (aging factor ×${window.agingFactor}, ${profile.region.climate} climate)`,
    );
  } else if (profile.region !== undefined) {
    reasons.push(
      `${profile.region.name}'s ${profile.region.climate} climate gives a typical pace of development`,
    );
  }
  if (profile.classification !== null && !isOriginOrYouthCategory(profile.classification)) {
    reasons.push(`its classification (${profile.classification}) signals a wine built to age`);
  }
  const record = agingRecord(profile);
  // A window its making sets (a Frasqueira, a Colheita) is not the critics' at release that a record corrects.
  if (record !== undefined && profile.vintage !== null && window.madeAs === undefined) {
    reasons.push(
      window.criticsEnd === undefined
        ? `${recordPhrase(profile)} over many vintages is about ${record[0]} to ${record[1]} years after the harvest (critics' windows at release, which this window follows, are more cautious)`
        : `${recordPhrase(profile)} over many vintages is about ${record[0]} to ${record[1]} years after the harvest: critics' windows at release closed in ${window.criticsEnd}, and by that record it keeps until ${window.optimalEnd}`,
    );
  }
  if (window.vintageRating !== undefined) {
    const { score, chartRegion, note } = window.vintageRating;
    reasons.push(
      `${profile.vintage} was ${describeVintageScore(score)} in ${chartRegion.name} (${score}/100${note ? `: ${note}` : ""})`,
    );
  } else if (profile.vintage !== null && window.madeAs === undefined) {
    reasons.push(`no vintage rating is on record for ${profile.vintage}, so the window is kept wider`);
  }
  const [openShift, endShift] = window.criticsShift;
  const [openWords, endWords] = window.criticsReasons;
  const why = (years: number, words: readonly string[]) =>
    `(${signedYears(years)}${words.length > 0 ? `, mostly for its ${listWords(words)}` : ""})`;
  const moves = [
    Math.abs(openShift) >= 1
      ? `open ${openShift > 0 ? "later" : "earlier"} ${why(openShift, openWords)}`
      : "",
    Math.abs(endShift) >= 1 ? `close ${endShift > 0 ? "later" : "earlier"} ${why(endShift, endWords)}` : "",
  ].filter(Boolean);
  if (moves.length > 0) reasons.push(`critics' own windows for wines like it ${listWords(moves)}`);
  const peak =
    profile.vintage === null
      ? `Best drunk ${window.peakStart}–${window.peakEnd}.`
      : `Peak expected ${window.peakStart}–${window.peakEnd} within a window of ${window.optimalStart}–${window.optimalEnd}.`;
  return `${peak} ${reasons.map((reason) => reason.charAt(0).toUpperCase() + reason.slice(1)).join(". ")}.`;
}
