import type { StyleTerm, WineStyle } from "../identify/style-terms.ts";
import type { CatalogProducer, CatalogWineEntry } from "../knowledge/knowledge-base.ts";
import type { QualityTier, Region, Variety, WineColor } from "../knowledge/schema.ts";

/** Everything the analysis is written from: the identified (or inferred) wine and how sure we are. */
export interface WineProfile {
  name: string;
  producer: string;
  producerEntry: CatalogProducer | undefined;
  catalogWine: CatalogWineEntry | undefined;
  /** For a catalogued house's uncatalogued wine: the house's wines of the range its label names ("Adrianna …"). */
  rangeWines?: CatalogWineEntry[];
  region: Region | undefined;
  /** Where the region came from: the catalogue, the label's words, the house's home, or an assumption. */
  regionSource: "catalog" | "label" | "producer" | "assumed";
  country: string;
  /** Dominant grape first; empty only when nothing at all could be inferred. */
  varieties: Variety[];
  /** True when the grapes are known (catalogue or label), false when assumed from the region or country. */
  isVarietyNamed: boolean;
  color: WineColor;
  /** The colour the fitted defaults are keyed by (an inferred wine's colour before a grape was assumed). */
  defaultColor: WineColor;
  style: WineStyle;
  tier: QualityTier;
  classification: string | null;
  vintage: number | null;
  isNonVintage: boolean;
  certifications: string[];
  styleTerms: StyleTerm[];
  source: "catalog" | "inferred";
  confidence: number;
  /** Why we identified the wine this way, in short phrases. */
  evidence: string[];
}
