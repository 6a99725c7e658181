import {
  type CountryWeights,
  collectCountryEvidence,
  countryTerms,
  EVIDENCE_KINDS,
  homesPrior,
  scoreCountries,
  writtenGrapeKey,
} from "../../packages/analysis/src/identify/infer-country.ts";
import { readLabel } from "../../packages/analysis/src/identify/read-label.ts";
import { COUNTRY_CALIBRATION } from "../../packages/analysis/src/model/country-calibration.ts";
import { knowledgeBase, type Sample } from "./fit-support.ts";

const PRIOR_STRENGTH = 10;
/** A true country the scores leave out, or all but rule out, counts as this log-probability. */
const MISSING_LOG_PROBABILITY = -10;
const BIAS_GRID = [-1, -0.5, -0.25, 0, 0.25, 0.5, 1];
/** Gradient ascent for each country's own evidence weights: steps, step size and the L2 pull toward zero. */
const OWN_WEIGHT_STEPS = 600;
const OWN_WEIGHT_RATE = 0.5;
const OWN_WEIGHT_PULL = 0.003;
const LANGUAGE_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1, 1.3, 1.7, 2.2];
const CUE_WEIGHTS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2];
const GRIDS = {
  languageWeight: LANGUAGE_WEIGHTS,
  languageCap: [0.5, 1, 1.5, 2, 3, 5, 100],
  cueWeight: CUE_WEIGHTS,
  restLanguageWeight: LANGUAGE_WEIGHTS,
  restCueWeight: CUE_WEIGHTS,
  houseWordWeight: [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1, 1.5],
  cuveeWordWeight: [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1, 1.5],
};

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
  const grapeOfKey = new Map<string, string | undefined>();
  guessed.forEach((sample, index) => {
    const { varietyId, varietyPhrase } = evidence[index]!;
    for (const key of [varietyId, varietyPhrase === undefined ? undefined : writtenGrapeKey(varietyPhrase)]) {
      if (key === undefined) continue;
      grapeOfKey.set(key, varietyId);
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
    // Smoothed toward what the knowledge base says of the grape's homes, not toward every grape's countries.
    const base = homesPrior(kb, share, grapeOfKey.get(variety));
    for (const [country, baseProbability] of base) {
      const probability =
        ((counts.get(country) ?? 0) + PRIOR_STRENGTH * baseProbability) / (total + PRIOR_STRENGTH);
      if (probability >= 0.002) table[country] = Math.round(probability * 10_000) / 10_000;
    }
    byVariety[variety] = table;
  }
  const accuracyOf = (weights: CountryWeights) => {
    let correct = 0;
    guessed.forEach((sample, index) => {
      if (scoreCountries(kb, evidence[index]!, weights)[0]?.[0] === sample.row.country) correct += 1;
    });
    return correct / Math.max(1, guessed.length);
  };
  // The weights are fitted for the log-likelihood of the true country (the scores read as a softmax), a proper
  // score: the share right is a step function of the weights, and fitting it picked one of many equally right
  // settings, which did worse on rows it had not seen (check half: 77.1 % of guessed countries right against 78.1 %).
  const logLikelihoodOf = (weights: CountryWeights) => {
    let total = 0;
    guessed.forEach((sample, index) => {
      const scored = scoreCountries(kb, evidence[index]!, weights);
      const top = scored[0]?.[1] ?? 0;
      const normalizer = Math.log(scored.reduce((sum, [, score]) => sum + Math.exp(score - top), 0));
      const own = scored.find(([country]) => country === sample.row.country)?.[1];
      total +=
        own === undefined
          ? MISSING_LOG_PROBABILITY
          : Math.max(MISSING_LOG_PROBABILITY, own - top - normalizer);
    });
    return total / Math.max(1, guessed.length);
  };
  // Coordinate ascent: one weight at a time over its grid, until no weight moves.
  let current: CountryWeights = {
    share,
    byVariety,
    languageWeight: 1,
    languageCap: 1.5,
    cueWeight: 1,
    restLanguageWeight: 0,
    restCueWeight: 0,
    houseWordWeight: 0,
    cuveeWordWeight: 0,
    countryBias: {},
    featureWeights: {},
  };
  let best = { ...current, fit: logLikelihoodOf(current) };
  for (let round = 0; round < 4; round += 1) {
    const before = best.fit;
    for (const [name, grid] of Object.entries(GRIDS) as [keyof typeof GRIDS, number[]][]) {
      for (const value of grid) {
        const candidate = { ...current, [name]: value };
        const fit = logLikelihoodOf(candidate);
        if (fit > best.fit) {
          best = { ...candidate, fit };
          current = candidate;
        }
      }
    }
    if (best.fit === before) break;
  }
  // Then one correction per country, on the same coordinate ascent.
  for (let round = 0; round < 3; round += 1) {
    const before = best.fit;
    for (const country of Object.keys(share)) {
      for (const value of BIAS_GRID) {
        const candidate = { ...current, countryBias: { ...current.countryBias, [country]: value } };
        if (value === 0) delete candidate.countryBias[country];
        const fit = logLikelihoodOf(candidate);
        if (fit > best.fit) {
          best = { ...candidate, fit };
          current = candidate;
        }
      }
    }
    if (best.fit === before) break;
  }
  // Last, each country's own weights on the evidence, on top of the shared ones: the same log-likelihood, now a
  // smooth function of many weights, climbed by gradient with a pull toward zero so few rows cannot set one.
  const terms = evidence.map((countryEvidence) => countryTerms(kb, countryEvidence, best));
  const own = new Map(Object.keys(share).map((country) => [country, EVIDENCE_KINDS.map(() => 0)]));
  for (let step = 0; step < OWN_WEIGHT_STEPS; step += 1) {
    const gradient = new Map([...own.keys()].map((country) => [country, EVIDENCE_KINDS.map(() => 0)]));
    guessed.forEach((sample, index) => {
      const rowTerms = terms[index]!;
      const scores = rowTerms.map(({ country, score, evidence: values }) =>
        values.reduce((sum, value, kind) => sum + (own.get(country)?.[kind] ?? 0) * value, score),
      );
      const top = Math.max(...scores);
      const exponents = scores.map((score) => Math.exp(score - top));
      const total = exponents.reduce((sum, value) => sum + value, 0);
      rowTerms.forEach(({ country, evidence: values }, position) => {
        const slope = gradient.get(country);
        if (slope === undefined) return;
        const residual = (country === sample.row.country ? 1 : 0) - exponents[position]! / total;
        values.forEach((value, kind) => {
          slope[kind]! += residual * value;
        });
      });
    });
    for (const [country, weights] of own) {
      const slope = gradient.get(country)!;
      weights.forEach((weight, kind) => {
        weights[kind] =
          weight + OWN_WEIGHT_RATE * (slope[kind]! / Math.max(1, guessed.length) - OWN_WEIGHT_PULL * weight);
      });
    }
  }
  const featureWeights: Record<string, number[]> = {};
  for (const [country, weights] of [...own].sort(([left], [right]) => left.localeCompare(right))) {
    const rounded = weights.map((weight) => Math.round(weight * 1000) / 1000);
    if (rounded.some((weight) => weight !== 0)) featureWeights[country] = rounded;
  }
  best = { ...best, featureWeights, fit: logLikelihoodOf({ ...best, featureWeights }) };
  const { fit, share: _share, byVariety: _byVariety, ...fitted } = best;
  Object.assign(COUNTRY_CALIBRATION, { share, byVariety, ...fitted });
  const accuracy = accuracyOf(best);
  return `country: ${guessed.length} rows to guess, accuracy ${(accuracy * 100).toFixed(1)}%, mean log-likelihood ${fit.toFixed(3)} with ${JSON.stringify(fitted)}`;
}
