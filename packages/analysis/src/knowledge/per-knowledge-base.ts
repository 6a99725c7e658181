import type { CatalogWineEntry, KnowledgeBase } from "./knowledge-base.ts";

/** A model derived from the knowledge base, built on first use and kept as long as that knowledge base lives. */
export function perKnowledgeBase<T>(
  build: (knowledgeBase: KnowledgeBase) => T,
): (knowledgeBase: KnowledgeBase) => T {
  const built = new WeakMap<KnowledgeBase, T>();
  return (knowledgeBase) => {
    let value = built.get(knowledgeBase);
    if (value === undefined) {
      value = build(knowledgeBase);
      built.set(knowledgeBase, value);
    }
    return value;
  };
}

/** A fact derived from one catalogued wine, computed on first use and kept with its knowledge base. */
export function perCatalogWine<T>(
  compute: (knowledgeBase: KnowledgeBase, entry: CatalogWineEntry) => T,
): (knowledgeBase: KnowledgeBase, entry: CatalogWineEntry) => T {
  // Arrays by the wine's index, not a map: every candidate wine of every query asks.
  const byWine = perKnowledgeBase((knowledgeBase) => ({
    values: new Array<T>(knowledgeBase.wines.length),
    isKnown: new Uint8Array(knowledgeBase.wines.length),
  }));
  return (knowledgeBase, entry) => {
    const { values, isKnown } = byWine(knowledgeBase);
    if (isKnown[entry.index] === 1) return values[entry.index] as T;
    const value = compute(knowledgeBase, entry);
    values[entry.index] = value;
    isKnown[entry.index] = 1;
    return value;
  };
}
