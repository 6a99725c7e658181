import type { CatalogProducer, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

export interface ProducerCandidate {
  producer: CatalogProducer;
  /** Share of the producer's name found in the query's producer part. */
  coverage: number;
  /** Share of the query's producer part (words before the vintage) that the producer's name explains. */
  leadCoverage: number;
  /** True when the query starts with the producer's name. */
  isPrefix: boolean;
}

/** The tokens that name the producer: those before a vintage written mid-text, else the whole text. */
export function leadTokenCount(query: QueryAnalysis): number {
  return query.parsed.hasYearInside ? query.parsed.tailStart : query.tokens.length;
}

function startsWith(tokens: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= tokens.length && prefix.every((token, index) => tokens[index] === token);
}

export function rankProducers(knowledgeBase: KnowledgeBase, query: QueryAnalysis): ProducerCandidate[] {
  const { catalog } = knowledgeBase;
  const lead = query.tokens.slice(0, leadTokenCount(query));
  const leadSet = new Set(lead);
  const leadWeight = lead.reduce((sum, token) => sum + catalog.weight(token), 0);
  const seen = new Set<number>();
  lead.forEach((token, position) => {
    // A phrase of no meaning (courtesy words, a place written as a likeness) names no house either.
    if (GENERIC_NAME_WORDS.has(token) || query.phraseAt[position]?.terms.length === 0) return;
    for (const index of catalog.producersWithToken(token)) seen.add(index);
  });
  const candidates: ProducerCandidate[] = [];
  for (const index of seen) {
    let best: ProducerCandidate | undefined;
    for (const name of catalog.producerNames[index] ?? []) {
      const nameSet = new Set(name);
      const nameWeight = name.reduce((sum, token) => sum + catalog.weight(token), 0);
      const found = name
        .filter((token) => leadSet.has(token))
        .reduce((sum, token) => sum + catalog.weight(token), 0);
      const explained = lead
        .filter((token) => nameSet.has(token))
        .reduce((sum, token) => sum + catalog.weight(token), 0);
      const candidate: ProducerCandidate = {
        producer: knowledgeBase.producers[index]!,
        coverage: nameWeight > 0 ? found / nameWeight : 0,
        leadCoverage: leadWeight > 0 ? explained / leadWeight : 0,
        isPrefix: startsWith(lead, name),
      };
      if (
        best === undefined ||
        candidate.coverage + candidate.leadCoverage > best.coverage + best.leadCoverage ||
        (candidate.isPrefix && !best.isPrefix)
      ) {
        best = candidate;
      }
    }
    if (best !== undefined && best.coverage > 0.5) candidates.push(best);
  }
  candidates.sort(
    (left, right) =>
      right.coverage + right.leadCoverage - (left.coverage + left.leadCoverage) ||
      left.producer.index - right.producer.index,
  );
  return candidates;
}

/**
 * True when the name's words open a longer place name that goes on after them, a place the house is not in:
 * "Latour-de-France" is a village of Roussillon, not Château Latour's; "Cros Parantoux" a Vosne-Romanée
 * vineyard, not Château du Cros's.
 */
function isOpeningPlaceElsewhere(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  end: number,
  producer: CatalogProducer,
): boolean {
  const phrase = query.phraseAt[end - 1];
  if (phrase === undefined || query.phraseAt[end] !== phrase) return false;
  const home = regionLineage(knowledgeBase, producer.region).map((region) => region.id);
  const places = phrase.terms.flatMap((term) =>
    term.kind === "region" ? (knowledgeBase.regions.get(term.regionId) ?? []) : [],
  );
  return (
    places.length > 0 &&
    places.every(
      (place) =>
        !home.includes(place.id) &&
        !regionLineage(knowledgeBase, place).some((region) => region.id === producer.region?.id),
    )
  );
}

/**
 * Where the text gives one of the producer's names: at its start, or after words that are all places or styles
 * ("Chablis William Fèvre 2020", "Barolo Giacomo Conterno"). The position just past the name, or undefined.
 */
function nameEnd(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  producer: CatalogProducer,
): number | undefined {
  const ends: number[] = [];
  for (const name of knowledgeBase.catalog.producerNames[producer.index] ?? []) {
    if (name.length === 0) continue;
    for (let start = 0; start + name.length <= query.tokens.length; start += 1) {
      if (start > 0 && query.phraseAt[start - 1] === undefined) break;
      // Not a word of the place's own name: "Pouilly-Fuissé" does not name Château de Fuissé.
      const isInsidePlace = start > 0 && query.phraseAt[start] === query.phraseAt[start - 1];
      if (!isInsidePlace && startsWith(query.tokens.slice(start), name)) {
        if (isOpeningPlaceElsewhere(knowledgeBase, query, start + name.length, producer)) break;
        ends.push(start + name.length);
        break;
      }
    }
  }
  return ends.length === 0 ? undefined : Math.min(...ends);
}

/**
 * The catalogued producer the query names, when it names one without doubt: with a vintage mid-text the words
 * before it must be (almost) only the producer's name; otherwise the text must start with the name (or give it
 * after place and style words). An unknown word after it is most often the cuvée's name or a collector's
 * shorthand ("Kim Crawford SB 2022", "Tiefenbrunner Linticlarus Riserva Pinot Nero 2011"), far more often than
 * the opening of another house's longer name.
 */
export function findNamedProducer(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  accept: (producer: CatalogProducer) => boolean = () => true,
  ranked: readonly ProducerCandidate[] = rankProducers(knowledgeBase, query),
): ProducerCandidate | undefined {
  for (const candidate of ranked) {
    if (candidate.coverage < 0.9 || !accept(candidate.producer)) continue;
    if (query.parsed.hasYearInside) {
      if (candidate.leadCoverage >= 0.8) return candidate;
      continue;
    }
    const end = nameEnd(knowledgeBase, query, candidate.producer);
    if (end !== undefined) return candidate;
  }
  return undefined;
}
