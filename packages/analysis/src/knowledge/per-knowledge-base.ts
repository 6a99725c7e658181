import type { KnowledgeBase } from "./knowledge-base.ts";

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
