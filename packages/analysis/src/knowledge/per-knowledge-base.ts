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
  const byWine = perKnowledgeBase(() => new Map<number, T>());
  return (knowledgeBase, entry) => {
    const known = byWine(knowledgeBase);
    if (known.has(entry.index)) return known.get(entry.index) as T;
    const value = compute(knowledgeBase, entry);
    known.set(entry.index, value);
    return value;
  };
}
