import { validateVintage } from "@vinestra/domain";
import type { LabelLine } from "./label-lines.ts";

/** Words before a year that make it a founding or classification date, not the vintage. */
const NOT_A_VINTAGE_BEFORE =
  /\b(since|depuis|dal|dall|seit|desde|est|estd|established|founded|fondee|fonde|fondata|fondato|gegrundet|anno|classe|classee|classified|classification|en|in|em|depuis|ab)\s*\.?\s*$/;

export type LabelVintage = { year: number; confidence: number };

/**
 * The vintage printed on a label: a year the domain accepts for typed input (1900 to this year), not a
 * founding date ("Depuis 1831", "Dal 1877") nor a classification ("Premier Cru Classé en 1855"); the most
 * prominent one when several are printed.
 */
export function findLabelVintage(lines: readonly LabelLine[], now: Date): LabelVintage | null {
  let best: (LabelVintage & { prominence: number }) | null = null;
  for (const line of lines) {
    for (const match of line.folded.matchAll(/(?<![\d.,])(?:18|19|20)\d\d(?![\d.,%])/g)) {
      const before = line.folded.slice(0, match.index);
      if (NOT_A_VINTAGE_BEFORE.test(before)) continue;
      const checked = validateVintage(match[0], "input", now);
      if (!checked.ok) continue;
      const word = line.words.find((candidate) => candidate.text.includes(match[0]));
      const confidence = word?.confidence ?? line.confidence;
      const prominence = (word?.height ?? line.height) * confidence;
      if (best === null || prominence > best.prominence)
        best = { year: checked.value, confidence, prominence };
    }
  }
  return best && { year: best.year, confidence: Math.round(best.confidence * 100) / 100 };
}
