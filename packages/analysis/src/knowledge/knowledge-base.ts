import type { CatalogIndex } from "../identify/catalog-index.ts";
import type { PhraseDictionary } from "../identify/phrase-dictionary.ts";
import type { FuzzyVocabulary } from "../text/fuzzy-vocabulary.ts";
import type { CatalogWine, Producer, Region, Variety, VintageChart } from "./schema.ts";

/** A problem found in the data files; the loader skips the offending entry and keeps going. */
export interface KnowledgeIssue {
  file: string;
  entry: string;
  problem: string;
}

export interface CatalogProducer {
  /** Position in `KnowledgeBase.producers`. */
  index: number;
  id: string;
  name: string;
  aliases: string[];
  region: Region | undefined;
  country: string;
  certifications: Producer["certifications"];
  wines: CatalogWineEntry[];
}

export interface CatalogWineEntry {
  /** Position in `KnowledgeBase.wines`. */
  index: number;
  producer: CatalogProducer;
  wine: CatalogWine;
  region: Region | undefined;
  varieties: Variety[];
}

/** The curated facts, parsed once and indexed for fast identification. */
export interface KnowledgeBase {
  varieties: ReadonlyMap<string, Variety>;
  regions: ReadonlyMap<string, Region>;
  /** Regions by normalized name or alias; several when a name is shared (most specific first). */
  regionsByName: ReadonlyMap<string, Region[]>;
  varietiesByName: ReadonlyMap<string, Variety>;
  vintageCharts: ReadonlyMap<string, VintageChart>;
  producers: readonly CatalogProducer[];
  wines: readonly CatalogWineEntry[];
  phrases: PhraseDictionary;
  catalog: CatalogIndex;
  vocabulary: FuzzyVocabulary;
  issues: readonly KnowledgeIssue[];
}

export interface KnowledgeBaseSources {
  varieties: unknown;
  regions: unknown;
  vintages: unknown;
  /** One array of producers per file, keyed by file name (for issue reports). */
  producers: Record<string, unknown>;
}
