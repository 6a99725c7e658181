import {
  collectCountryEvidence,
  scoreCountries,
} from "../../packages/analysis/src/identify/infer-country.ts";
import { readLabel } from "../../packages/analysis/src/identify/read-label.ts";
import { COUNTRY_CALIBRATION } from "../../packages/analysis/src/model/country-calibration.ts";
import { knowledgeBase, type Sample } from "./fit-support.ts";

const PRIOR_STRENGTH = 10;
const LANGUAGE_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1, 1.3, 1.7];
const CUE_WEIGHTS = [0.25, 0.5, 0.75, 1, 1.5, 2];
const LANGUAGE_CAPS = [0.5, 1, 1.5, 2, 3, 5, 100];

/** Rows whose country the engine has to guess: no catalogued wine or house, no place on the label. */
function needsGuess(sample: Sample): boolean {
  return (
    sample.profile.source === "inferred" &&
    sample.profile.producerEntry === undefined &&
    sample.profile.regionSource === "assumed"
  );
}

/** Fits country shares, P(country | grape named) and the two evidence weights; sets them in place. */
export function fitCountry(samples: Sample[]): string {
  const kb = knowledgeBase();
  const guessed = samples.filter(needsGuess);
  const evidence = guessed.map((sample) => {
    const label = readLabel(kb, sample.query);
    return collectCountryEvidence(
      kb,
      sample.query,
      label.namedVarieties.map((variety) => variety.id),
      label.styleTerms,
    );
  });
  const countryCounts = new Map<string, number>();
  for (const sample of guessed)
    countryCounts.set(sample.row.country, (countryCounts.get(sample.row.country) ?? 0) + 1);
  const share: Record<string, number> = {};
  for (const [country, count] of [...countryCounts].sort(([left], [right]) => left.localeCompare(right))) {
    if (count >= 3) share[country] = Math.round((count / guessed.length) * 10_000) / 10_000;
  }
  const byVarietyCounts = new Map<string, Map<string, number>>();
  guessed.forEach((sample, index) => {
    const { varietyId, varietyPhrase } = evidence[index]!;
    for (const key of new Set([varietyId, varietyPhrase])) {
      if (key === undefined) continue;
      const counts = byVarietyCounts.get(key) ?? new Map<string, number>();
      counts.set(sample.row.country, (counts.get(sample.row.country) ?? 0) + 1);
      byVarietyCounts.set(key, counts);
    }
  });
  const byVariety: Record<string, Record<string, number>> = {};
  for (const [variety, counts] of [...byVarietyCounts].sort(([left], [right]) => left.localeCompare(right))) {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (total < 5) continue;
    const table: Record<string, number> = {};
    for (const country of Object.keys(share)) {
      const probability =
        ((counts.get(country) ?? 0) + PRIOR_STRENGTH * share[country]!) / (total + PRIOR_STRENGTH);
      if (probability >= 0.002) table[country] = Math.round(probability * 10_000) / 10_000;
    }
    byVariety[variety] = table;
  }
  let best = { accuracy: -1, languageWeight: 0, languageCap: 100, cueWeight: 1 };
  for (const languageWeight of LANGUAGE_WEIGHTS) {
    for (const languageCap of LANGUAGE_CAPS) {
      for (const cueWeight of CUE_WEIGHTS) {
        const weights = { share, byVariety, languageWeight, languageCap, cueWeight };
        let correct = 0;
        guessed.forEach((sample, index) => {
          if (scoreCountries(kb, evidence[index]!, weights)[0]?.[0] === sample.row.country) correct += 1;
        });
        const accuracy = correct / Math.max(1, guessed.length);
        if (accuracy > best.accuracy) best = { accuracy, languageWeight, languageCap, cueWeight };
      }
    }
  }
  const { accuracy, ...fitted } = best;
  Object.assign(COUNTRY_CALIBRATION, { share, byVariety, ...fitted });
  return `country: ${guessed.length} rows to guess, accuracy ${(accuracy * 100).toFixed(1)}% with language ×${fitted.languageWeight} (cap ${fitted.languageCap}), cues ×${fitted.cueWeight}`;
}
