import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";

/**
 * Lower Austria's DAC areas and what their name may stand for. Once an area became a DAC, its name on a label is
 * reserved for the dry wines of its DAC grapes; the house's other wines (a Kamptal Zweigelt, a Kremstal Eiswein, a
 * Weinviertel Riesling) carry the state's name, Niederösterreich.
 */
const DAC_AREAS: Record<string, { grapes: readonly string[]; firstVintage: number }> = {
  weinviertel: { grapes: ["gruner-veltliner"], firstVintage: 2002 },
  traisental: { grapes: ["gruner-veltliner", "riesling"], firstVintage: 2006 },
  kremstal: { grapes: ["gruner-veltliner", "riesling"], firstVintage: 2007 },
  kamptal: { grapes: ["gruner-veltliner", "riesling"], firstVintage: 2008 },
};

/**
 * The enclosing region a wine of a house in a DAC area is sold under when it cannot carry the area's name, or
 * undefined when it can (or when the vintage or the house's area is not known).
 */
export function outsideDacRegion(
  knowledgeBase: KnowledgeBase,
  home: Region,
  profile: Pick<WineProfile, "varieties" | "style" | "color" | "vintage">,
): Region | undefined {
  const lineage = regionLineage(knowledgeBase, home);
  const areaIndex = lineage.findIndex((region) => DAC_AREAS[region.id] !== undefined);
  if (areaIndex === -1 || profile.vintage === null) return undefined;
  const area = DAC_AREAS[lineage[areaIndex]!.id]!;
  if (profile.vintage < area.firstVintage) return undefined;
  const grape = profile.varieties[0]?.id;
  const isDacWine =
    profile.style === "still" &&
    profile.color === "white" &&
    grape !== undefined &&
    area.grapes.includes(grape);
  return isDacWine ? undefined : lineage[areaIndex + 1];
}
