import type { CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { normalizePhrase } from "../text/normalize.ts";

/** True when the wine's region, or a region enclosing it, goes by `name` ("Tuscany" holds Bolgheri). */
export function isWithinRegionName(
  knowledgeBase: KnowledgeBase,
  entry: CatalogWineEntry,
  name: string,
): boolean {
  const wanted = normalizePhrase(name);
  if (wanted === "") return true;
  return regionLineage(knowledgeBase, entry.region).some((region) =>
    [region.name, ...region.aliases].some((alias) => {
      const normalized = normalizePhrase(alias);
      return normalized === wanted || wanted.includes(normalized);
    }),
  );
}
