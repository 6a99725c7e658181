import type { KnowledgeBase, Region } from "@vinestra/analysis";
import type { CatalogVocabulary } from "./catalog-vocabulary.ts";
import type { LabelLine } from "./label-lines.ts";

type Variety = NonNullable<ReturnType<KnowledgeBase["varieties"]["get"]>>;

export type FoundTerm<T> = { value: T; tokens: string[]; certainty: number; prominence: number };

export type LabelTerms = {
  regions: FoundTerm<Region>[];
  varieties: FoundTerm<Variety>[];
  /** Catalogue tokens of every region and grape found, so they are not taken for the wine's own name. */
  tokens: ReadonlySet<string>;
};

const LEVEL_RANK: Record<Region["level"], number> = { appellation: 3, subregion: 2, region: 1, country: 0 };
const MAX_PHRASE_WORDS = 4;
const MIN_WORD_SIMILARITY = 0.8;

/** A line's words as catalogue tokens where OCR nearly got one right, with how sure each is. */
function correctedTokens(line: LabelLine, vocabulary: CatalogVocabulary) {
  return line.words.flatMap((word) =>
    word.key
      .split(" ")
      .filter(Boolean)
      .map((key) => {
        const best = vocabulary.match(key)[0];
        const isCorrected = best !== undefined && best.similarity >= MIN_WORD_SIMILARITY;
        return {
          token: isCorrected ? best.token : key,
          certainty: (isCorrected ? best.similarity : 0.5) * word.confidence,
        };
      }),
  );
}

/**
 * Appellations, regions and grape varieties printed on the label, read as phrases of up to four words
 * ("Moulis en Médoc", "Willamette Valley", "Cabernet Sauvignon"), most specific region first.
 */
export function findLabelTerms(
  knowledgeBase: KnowledgeBase,
  vocabulary: CatalogVocabulary,
  lines: readonly LabelLine[],
): LabelTerms {
  const regions = new Map<string, FoundTerm<Region>>();
  const varieties = new Map<string, FoundTerm<Variety>>();
  // Every phrase that names a place or grape, also one of two names of the same region ("Watervale" and
  // "Clare Valley"), of which the term keeps only the surer.
  const printed = new Set<string>();
  for (const line of lines) {
    const tokens = correctedTokens(line, vocabulary);
    const prominence = line.height * line.confidence;
    for (let start = 0; start < tokens.length; start += 1) {
      for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - start); length >= 1; length -= 1) {
        const slice = tokens.slice(start, start + length);
        const phrase = slice.map((entry) => entry.token).join(" ");
        if (phrase.length < 4) continue;
        const certainty = Math.min(...slice.map((entry) => entry.certainty));
        const region = knowledgeBase.regionsByName.get(phrase)?.[0];
        const variety = knowledgeBase.varietiesByName.get(phrase);
        const words = slice.map((entry) => entry.token);
        if (region || variety) for (const word of words) printed.add(word);
        if (region && certainty > (regions.get(region.id)?.certainty ?? 0)) {
          regions.set(region.id, { value: region, tokens: words, certainty, prominence });
        }
        if (variety && certainty > (varieties.get(variety.id)?.certainty ?? 0)) {
          varieties.set(variety.id, { value: variety, tokens: words, certainty, prominence });
        }
        if (region || variety) break;
      }
    }
  }
  const sortedRegions = [...regions.values()].sort(
    (a, b) =>
      LEVEL_RANK[b.value.level] - LEVEL_RANK[a.value.level] ||
      b.tokens.length - a.tokens.length ||
      b.certainty - a.certainty,
  );
  const sortedVarieties = [...varieties.values()].sort(
    (a, b) => b.prominence * b.certainty - a.prominence * a.certainty,
  );
  return {
    regions: sortedRegions,
    varieties: sortedVarieties,
    tokens: printed,
  };
}
