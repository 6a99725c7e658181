import type { CurrencyCode } from "@vinestra/domain";

/** The longest name a caller may pass (the API's bound too): longer text is not a wine's name. */
export const MAX_WINE_NAME_LENGTH = 300;
export const WINE_NAME_TOO_LONG = "The wine name is too long";

/** What the user gave names no wine (a year alone): a message for them, not a failure of the engine. */
export class InvalidAnalysisInput extends Error {}

export interface AnalyzeInput {
  /** What the user typed or the label said, possibly with the vintage ("Château Margaux 2015"). */
  wineName: string;
  /** Wins over a year in the text; null or absent means "read it from the text, else non-vintage". */
  vintage?: number | null;
  /** Chosen from a disambiguation: restricts matching to this producer / region. */
  specificProducer?: string;
  specificRegion?: string;
  currency?: CurrencyCode;
  /** The engine never reads the clock: ages and statuses are relative to this. */
  now: Date;
}
