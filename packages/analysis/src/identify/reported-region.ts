import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";
import { DEFAULT_CALIBRATION } from "../model/default-calibration.ts";
import { outsideDacRegion } from "./austrian-dac.ts";

/**
 * The enclosing regions of `region` below its country, outermost first: ["California", "Napa Valley", "Oakville"].
 * Depth 0 is the broadest region.
 */
export function regionsFromTop(knowledgeBase: KnowledgeBase, region: Region | undefined): Region[] {
  return regionLineage(knowledgeBase, region)
    .filter((node) => node.level !== "country")
    .reverse();
}

/**
 * The region the identification states. A house's home is not proof of where an uncatalogued cuvée comes from
 * (a Napa house also bottles Central Coast wines), so for a region known only from the producer we state the
 * enclosing region at the depth that critics' data shows to be right for that broad region (Burgundy, California)
 * or, failing that, for the country; the window and price still use the house's own region. A wine the house's
 * DAC area does not cover is stated under the enclosing region it is sold under. A fortified wine's home that makes
 * no table wine is stated as it is: a Port lodge's Ruby is a Port, not a Douro wine.
 */
export function reportedRegion(knowledgeBase: KnowledgeBase, profile: WineProfile): Region | undefined {
  if (profile.regionSource !== "producer") return profile.region;
  // A fortified wine's home that makes no table wine (Port, Madeira, Jerez) is where it comes from.
  const home = profile.region;
  if (profile.style === "fortified" && home?.styles.includes("fortified") && !home.styles.includes("still"))
    return home;
  const outsideDac =
    profile.region === undefined ? undefined : outsideDacRegion(knowledgeBase, profile.region, profile);
  if (outsideDac !== undefined) return outsideDac;
  const regions = regionsFromTop(knowledgeBase, profile.region);
  const depth =
    DEFAULT_CALIBRATION.producerRegionDepthByRegion[regions[0]?.id ?? ""] ??
    DEFAULT_CALIBRATION.producerRegionDepth[profile.country];
  if (depth === undefined) return profile.region;
  return regions[Math.min(depth, regions.length - 1)] ?? profile.region;
}
