import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Region } from "./schema.ts";

/** The region and every enclosing region up to the country, innermost first. */
export function regionLineage(knowledgeBase: KnowledgeBase, region: Region | undefined): Region[] {
  const lineage: Region[] = [];
  let current = region;
  while (current !== undefined && !lineage.includes(current)) {
    lineage.push(current);
    current = current.parent === null ? undefined : knowledgeBase.regions.get(current.parent);
  }
  return lineage;
}

/** The region directly below the country that encloses `region` (itself when it is one). */
export function broadRegion(knowledgeBase: KnowledgeBase, region: Region | undefined): Region | undefined {
  const lineage = regionLineage(knowledgeBase, region);
  const country = lineage.findIndex((entry) => entry.level === "country");
  return country > 0 ? lineage[country - 1] : undefined;
}

export function isWithinRegion(
  knowledgeBase: KnowledgeBase,
  region: Region | undefined,
  ancestorId: string,
): boolean {
  return regionLineage(knowledgeBase, region).some((candidate) => candidate.id === ancestorId);
}

/** The grapes a region or any region enclosing it lists as grown there. */
export function grapesGrownIn(knowledgeBase: KnowledgeBase, region: Region): Set<string> {
  return new Set(regionLineage(knowledgeBase, region).flatMap((enclosing) => enclosing.varieties));
}
