import { type AnalysisOutcome, isMultipleMatches, type KnowledgeBase } from "@vinestra/analysis";
import { isCountryCorrect, isProducerCorrect, isVarietyCorrect, isVarietyKnown } from "./accuracy-rules.ts";
import type { CalibrationRow } from "./calibration-data.ts";
import { mean, parseMarketValue, percentile, Tally } from "./metrics.ts";
import { isRegionCorrect } from "./region-rules.ts";

export interface Evaluation {
  rows: number;
  answered: Tally;
  country: Tally;
  region: Tally;
  variety: Tally;
  varietyKnownToUs: Tally;
  producer: Tally;
  windowEndErrors: number[];
  windowStartErrors: number[];
  priceFactors: number[];
}

export function createEvaluation(): Evaluation {
  return {
    rows: 0,
    answered: new Tally(),
    country: new Tally(),
    region: new Tally(),
    variety: new Tally(),
    varietyKnownToUs: new Tally(),
    producer: new Tally(),
    windowEndErrors: [],
    windowStartErrors: [],
    priceFactors: [],
  };
}

/** Scores one answer; an unanswered row (disambiguation) counts as wrong for every accuracy. */
export function scoreRow(
  knowledgeBase: KnowledgeBase,
  evaluation: Evaluation,
  row: CalibrationRow,
  outcome: AnalysisOutcome,
): void {
  evaluation.rows += 1;
  const result = isMultipleMatches(outcome) ? undefined : outcome;
  evaluation.answered.add(result !== undefined);
  evaluation.varietyKnownToUs.add(isVarietyKnown(knowledgeBase, row));
  evaluation.country.add(result !== undefined && isCountryCorrect(row, result));
  evaluation.region.add(result !== undefined && isRegionCorrect(knowledgeBase, row, result));
  evaluation.variety.add(result !== undefined && isVarietyCorrect(knowledgeBase, row, result));
  if (row.winery !== "") evaluation.producer.add(result !== undefined && isProducerCorrect(row, result));
  if (result === undefined) return;
  const window = result.drinkingWindow;
  if (row.windowEnd !== null) evaluation.windowEndErrors.push(Math.abs(window.optimalEnd - row.windowEnd));
  if (row.windowStart !== null)
    evaluation.windowStartErrors.push(Math.abs(window.optimalStart - row.windowStart));
  const price = parseMarketValue(result.identification.marketValue);
  if (row.price !== null && row.price > 0 && price !== undefined) {
    evaluation.priceFactors.push(Math.exp(Math.abs(Math.log(price / row.price))));
  }
}

export function summarize(evaluation: Evaluation) {
  return {
    rows: evaluation.rows,
    answered: evaluation.answered.share,
    country: evaluation.country.share,
    region: evaluation.region.share,
    variety: evaluation.variety.share,
    varietyKnownToUs: evaluation.varietyKnownToUs.share,
    producer: evaluation.producer.share,
    windowEndMae: mean(evaluation.windowEndErrors),
    windowEndCount: evaluation.windowEndErrors.length,
    windowStartMae: mean(evaluation.windowStartErrors),
    windowStartCount: evaluation.windowStartErrors.length,
    medianPriceFactor: percentile(evaluation.priceFactors, 0.5),
    priceCount: evaluation.priceFactors.length,
  };
}
