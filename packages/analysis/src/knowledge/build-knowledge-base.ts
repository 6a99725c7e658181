import { buildCatalogIndex } from "../identify/catalog-index.ts";
import { HOUSE_WORDS } from "../identify/house-word.ts";
import { buildPhraseDictionary, type PhraseSource } from "../identify/phrase-dictionary.ts";
import { STYLE_TERMS, type StyleTerm } from "../identify/style-terms.ts";
import { buildFuzzyVocabulary } from "../text/fuzzy-vocabulary.ts";
import { normalizePhrase, tokenize } from "../text/normalize.ts";
import { buildCatalog } from "./build-catalog.ts";
import type { KnowledgeBase, KnowledgeBaseSources, KnowledgeIssue } from "./knowledge-base.ts";
import { parseEach, uniqueById } from "./parse-entries.ts";
import {
  type Producer,
  producerSchema,
  type Region,
  regionSchema,
  type Variety,
  type VintageChart,
  varietySchema,
  vintageChartSchema,
} from "./schema.ts";

const LEVEL_RANK: Record<Region["level"], number> = { appellation: 0, subregion: 1, region: 2, country: 3 };

function indexRegionNames(regions: Map<string, Region>): Map<string, Region[]> {
  const byName = new Map<string, Region[]>();
  for (const region of regions.values()) {
    for (const name of [region.name, ...region.aliases]) {
      const key = normalizePhrase(name);
      if (key === "") continue;
      const list = byName.get(key) ?? [];
      if (!list.includes(region)) list.push(region);
      byName.set(key, list);
    }
  }
  for (const list of byName.values())
    list.sort((left, right) => LEVEL_RANK[left.level] - LEVEL_RANK[right.level]);
  return byName;
}

function indexVarietyNames(varieties: Map<string, Variety>, issues: KnowledgeIssue[]): Map<string, Variety> {
  const byName = new Map<string, Variety>();
  for (const variety of varieties.values()) {
    for (const name of [variety.id.replace(/-/g, " "), variety.name, ...variety.synonyms]) {
      const key = normalizePhrase(name);
      const existing = byName.get(key);
      if (existing !== undefined && existing !== variety) {
        issues.push({
          file: "varieties.json",
          entry: variety.id,
          problem: `name "${name}" also names ${existing.id}`,
        });
        continue;
      }
      byName.set(key, variety);
    }
  }
  return byName;
}

function checkRegions(
  regions: Map<string, Region>,
  varieties: Map<string, Variety>,
  issues: KnowledgeIssue[],
) {
  for (const region of regions.values()) {
    if (region.parent !== null && !regions.has(region.parent)) {
      issues.push({ file: "regions.json", entry: region.id, problem: `unknown parent "${region.parent}"` });
    }
    const unknown = region.varieties.filter((id) => !varieties.has(id));
    if (unknown.length > 0) {
      issues.push({
        file: "regions.json",
        entry: region.id,
        problem: `unknown varieties ${unknown.join(", ")}`,
      });
    }
  }
}

/** A phrase's words padded with spaces, so " reserva " is not found inside " reservado ". */
function spacedWords(text: string): string {
  return ` ${tokenize(text).join(" ")} `;
}

/** The style terms that rank a wine (Riserva, Gran Reserva, Grand Cru …), each phrase's words longest first. */
const RANK_TERMS = STYLE_TERMS.filter(
  (term) => term.classification !== undefined || term.tier !== undefined,
).map((term) => ({
  term,
  phrases: term.phrases.map(spacedWords).sort((left, right) => right.length - left.length),
}));

/**
 * Rank words that an alias adds to its region's name, for the region's country; of nested ones only the longest
 * ("Gran Reserva", not also "Reserva").
 */
function rankWordsInAlias(region: Region, nameText: string, alias: string): StyleTerm[] {
  const aliasText = spacedWords(alias);
  const found = RANK_TERMS.flatMap(({ term, phrases }) => {
    if (term.countries !== undefined && !term.countries.includes(region.country)) return [];
    const words = phrases.find((words) => aliasText.includes(words) && !nameText.includes(words));
    return words === undefined ? [] : [{ term, words }];
  });
  return found
    .filter(({ words }) => !found.some((other) => other.words !== words && other.words.includes(words)))
    .map(({ term }) => term);
}

function* phraseSources(
  regions: Map<string, Region>,
  varieties: Map<string, Variety>,
): Iterable<PhraseSource> {
  for (const region of regions.values()) {
    const nameText = spacedWords(region.name);
    for (const text of [region.name, ...region.aliases]) {
      yield { text, term: { kind: "region", regionId: region.id } };
      // "Rioja Gran Reserva" is one phrase (the longest match wins), so it must carry the rank word too.
      for (const term of rankWordsInAlias(region, nameText, text))
        yield { text, term: { kind: "style", term } };
    }
  }
  for (const variety of varieties.values()) {
    for (const text of [variety.name, ...variety.synonyms]) {
      yield { text, term: { kind: "variety", varietyId: variety.id } };
    }
  }
  for (const term of STYLE_TERMS) {
    for (const text of term.phrases) yield { text, term: { kind: "style", term } };
  }
}

/** Parses the raw data (entry by entry, so one bad record does not hide the rest) and builds every index. */
export function buildKnowledgeBase(sources: KnowledgeBaseSources): KnowledgeBase {
  const issues: KnowledgeIssue[] = [];
  const varieties = uniqueById(
    "varieties.json",
    parseEach("varieties.json", sources.varieties, varietySchema, issues),
    issues,
  );
  const regions = uniqueById(
    "regions.json",
    parseEach("regions.json", sources.regions, regionSchema, issues),
    issues,
  );
  checkRegions(regions, varieties, issues);
  const vintageCharts = new Map<string, VintageChart>();
  for (const chart of parseEach("vintages.json", sources.vintages, vintageChartSchema, issues)) {
    if (!regions.has(chart.region))
      issues.push({ file: "vintages.json", entry: chart.region, problem: "unknown region" });
    else if (vintageCharts.has(chart.region))
      issues.push({ file: "vintages.json", entry: chart.region, problem: "duplicate chart" });
    else vintageCharts.set(chart.region, chart);
  }
  const producersByFile = new Map<string, Producer[]>();
  for (const [file, raw] of Object.entries(sources.producers)) {
    producersByFile.set(file, parseEach(file, raw, producerSchema, issues));
  }
  const regionsByName = indexRegionNames(regions);
  const varietiesByName = indexVarietyNames(varieties, issues);
  const { producers, wines } = buildCatalog(producersByFile, regionsByName, varieties, issues);
  const phrases = buildPhraseDictionary(phraseSources(regions, varieties));
  const catalog = buildCatalogIndex(producers, wines);
  const vocabulary = buildFuzzyVocabulary(
    (function* () {
      yield* catalog.vocabulary();
      for (const name of phrases.names()) yield* name;
    })(),
    catalog.weight,
    (function* () {
      yield* phrases.names();
      for (const names of [...catalog.producerNames, ...catalog.wineNames]) yield* names;
    })(),
    // A cuvée written after its house's name ("Penfolds Grang" for Penfolds Grange).
    (function* (): Generator<[string, string]> {
      for (const entry of wines) {
        for (const house of catalog.producerNames[entry.producer.index] ?? []) {
          const last = house.at(-1);
          if (last === undefined) continue;
          for (const name of catalog.wineNames[entry.index] ?? [])
            if (name.length > 0) yield [last, name[0]!];
        }
      }
    })(),
    // Words typed often enough to be mistyped: grapes' names and the words for a kind of house.
    [
      ...[...varieties.values()].flatMap((variety) => [variety.name, ...variety.synonyms].flatMap(tokenize)),
      ...HOUSE_WORDS,
    ],
  );
  return {
    varieties,
    regions,
    regionsByName,
    varietiesByName,
    vintageCharts,
    producers,
    wines,
    phrases,
    catalog,
    vocabulary,
    issues,
  };
}
