import type { KnowledgeBase } from "./knowledge-base.ts";
import { perKnowledgeBase } from "./per-knowledge-base.ts";
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

/** Each country's grapes: those any of its regions lists. */
const countryGrapes = perKnowledgeBase((knowledgeBase): ReadonlyMap<string, ReadonlySet<string>> => {
  const byCountry = new Map<string, Set<string>>();
  for (const region of knowledgeBase.regions.values()) {
    const grapes = byCountry.get(region.country) ?? new Set<string>();
    for (const grape of region.varieties) grapes.add(grape);
    byCountry.set(region.country, grapes);
  }
  return byCountry;
});

/**
 * The grapes a region or any region enclosing it lists as grown there; for a country, those any of its regions
 * lists ("Wines of Portugal … Chardonnay": Portugal grows Chardonnay in Lisboa and the Tejo).
 */
export function grapesGrownIn(knowledgeBase: KnowledgeBase, region: Region): ReadonlySet<string> {
  if (region.level === "country") return countryGrapes(knowledgeBase).get(region.country) ?? new Set();
  return new Set(regionLineage(knowledgeBase, region).flatMap((enclosing) => enclosing.varieties));
}
