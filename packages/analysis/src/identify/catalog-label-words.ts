import { perCatalogWine } from "../knowledge/per-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { analyzeQuery } from "./query-analysis.ts";
import { readLabel } from "./read-label.ts";

/**
 * The label words a catalogued wine's own name carries ("Wehlener Sonnenuhr Riesling Spätlese" → Spätlese), read
 * as the same words typed for an uncatalogued wine are; once per wine.
 */
export const catalogWineStyleTerms = perCatalogWine(
  (knowledgeBase, entry) =>
    readLabel(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(entry.wine.name))).styleTerms,
);
