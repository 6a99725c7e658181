import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perKnowledgeBase } from "../knowledge/per-knowledge-base.ts";
import { broadRegion } from "../knowledge/region-lineage.ts";
import type { WineColor } from "../knowledge/schema.ts";
import { nameWords } from "./name-words.ts";

/**
 * Where in its country an unknown house is likely to be, learnt from the catalogue's own houses: the words of
 * their names and wines ("Bricco", "Cascina", "Podere", "Masseria", "Weingut") and how those names sound. A
 * Barbaresco house nobody catalogued still reads Piedmontese ("Pelissero … Bricco San Giuliano").
 */
export interface RegionNameWeights {
  /** Weight of the words' evidence (log-likelihood ratios against the country's average house). */
  wordWeight: number;
  /** Weight of the mean trigram log-likelihood ratio. */
  soundWeight: number;
  /** Log-bonus of the region the fitted defaults would assume: it knows what critics and shops see most. */
  defaultBonus: number;
}

interface CountryModel {
  houses: Map<string, number>;
  houseTotal: number;
  words: Map<string, Map<string, number>>;
  wordTotals: Map<string, number>;
  sounds: Map<string, Map<string, number>>;
  soundTotals: Map<string, number>;
  allSounds: Map<string, number>;
  allSoundTotal: number;
}

interface RegionNameModel {
  countries: Map<string, CountryModel>;
  /** Catalogued wines per broad region, keyed "country|grape id" and "country|colour". */
  wineCounts: Map<string, Map<string, number>>;
}

const WORD_SMOOTHING = 30;
const SOUND_SMOOTHING = 20;
const PRIOR_SMOOTHING = 0.5;

function trigrams(words: Iterable<string>): string[] {
  const grams: string[] = [];
  for (const word of words) {
    const padded = `^${word}$`;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.push(padded.slice(index, index + 3));
  }
  return grams;
}

function increment(table: Map<string, Map<string, number>>, key: string, inner: string, amount = 1) {
  const counts = table.get(key) ?? new Map<string, number>();
  counts.set(inner, (counts.get(inner) ?? 0) + amount);
  table.set(key, counts);
}

function emptyCountry(): CountryModel {
  return {
    houses: new Map(),
    houseTotal: 0,
    words: new Map(),
    wordTotals: new Map(),
    sounds: new Map(),
    soundTotals: new Map(),
    allSounds: new Map(),
    allSoundTotal: 0,
  };
}

function buildModel(knowledgeBase: KnowledgeBase): RegionNameModel {
  const countries = new Map<string, CountryModel>();
  const wineCounts = new Map<string, Map<string, number>>();
  for (const producer of knowledgeBase.producers) {
    const home = broadRegion(knowledgeBase, producer.region);
    if (home === undefined) continue;
    const model = countries.get(producer.country) ?? emptyCountry();
    countries.set(producer.country, model);
    model.houses.set(home.id, (model.houses.get(home.id) ?? 0) + 1);
    model.houseTotal += 1;
    const words = nameWords([
      producer.name,
      ...producer.aliases,
      ...producer.wines.map((entry) => entry.wine.name),
    ]);
    for (const word of words) {
      increment(model.words, home.id, word);
      model.wordTotals.set(word, (model.wordTotals.get(word) ?? 0) + 1);
    }
    for (const gram of trigrams(words)) {
      increment(model.sounds, home.id, gram);
      model.soundTotals.set(home.id, (model.soundTotals.get(home.id) ?? 0) + 1);
      model.allSounds.set(gram, (model.allSounds.get(gram) ?? 0) + 1);
      model.allSoundTotal += 1;
    }
    for (const entry of producer.wines) {
      const where = broadRegion(knowledgeBase, entry.region) ?? home;
      if (where.country !== producer.country) continue;
      const grape = entry.varieties[0];
      if (grape !== undefined) increment(wineCounts, `${producer.country}|${grape.id}`, where.id);
      increment(wineCounts, `${producer.country}|${entry.wine.color}`, where.id);
    }
  }
  return { countries, wineCounts };
}

const regionNameModel = perKnowledgeBase(buildModel);

export interface RegionNameQuery {
  country: string;
  /** The label's words (house and cuvée), normalized. */
  tokens: readonly string[];
  varietyId: string | undefined;
  color: WineColor;
  /** The broad region the fitted defaults assume, if any. */
  favoured: string | undefined;
}

/** Broad regions of the country, best first, with their log-scores. */
export function rankRegionsByName(
  knowledgeBase: KnowledgeBase,
  query: RegionNameQuery,
  weights: RegionNameWeights,
): [regionId: string, score: number][] {
  const { countries, wineCounts } = regionNameModel(knowledgeBase);
  const model = countries.get(query.country);
  if (model === undefined) return [];
  const prior =
    (query.varietyId === undefined ? undefined : wineCounts.get(`${query.country}|${query.varietyId}`)) ??
    wineCounts.get(`${query.country}|${query.color}`) ??
    model.houses;
  const priorTotal = [...prior.values()].reduce((sum, count) => sum + count, 0);
  const words = nameWords(query.tokens);
  const known = [...words].filter((word) => model.wordTotals.has(word));
  const sounds = trigrams(words).filter((gram) => model.allSounds.has(gram));
  const scored: [string, number][] = [];
  for (const [regionId, houses] of model.houses) {
    let score =
      Math.log(
        ((prior.get(regionId) ?? 0) + PRIOR_SMOOTHING) / (priorTotal + PRIOR_SMOOTHING * model.houses.size),
      ) + (regionId === query.favoured ? weights.defaultBonus : 0);
    const wordCounts = model.words.get(regionId);
    for (const word of known) {
      const rate = model.wordTotals.get(word)! / model.houseTotal;
      score +=
        weights.wordWeight *
        (Math.log(((wordCounts?.get(word) ?? 0) + WORD_SMOOTHING * rate) / (houses + WORD_SMOOTHING)) -
          Math.log(rate));
    }
    if (sounds.length > 0) {
      const soundCounts = model.sounds.get(regionId);
      const total = model.soundTotals.get(regionId) ?? 0;
      let sum = 0;
      for (const gram of sounds) {
        const rate = model.allSounds.get(gram)! / model.allSoundTotal;
        sum +=
          Math.log(((soundCounts?.get(gram) ?? 0) + SOUND_SMOOTHING * rate) / (total + SOUND_SMOOTHING)) -
          Math.log(rate);
      }
      score += (weights.soundWeight * sum) / sounds.length;
    }
    scored.push([regionId, score]);
  }
  return scored.sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
}
