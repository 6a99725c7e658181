import { isBlendOf } from "../identify/infer-wine.ts";
import type { WineProfile } from "./wine-profile.ts";

/**
 * "Cabernet Sauvignon, Merlot" for known grapes; "Bordeaux blend (Merlot-led: Merlot, Cabernet Sauvignon …)" when
 * the grapes are the region's usual ones and the region makes one colour, so its typical wine names them well;
 * "Nebbiolo or Barbera" when they are assumed from a place whose wines are one grape or another.
 */
export function describeVarieties(profile: WineProfile): string {
  const names = profile.varieties.slice(0, 4).map((variety) => variety.name);
  if (names.length === 0) {
    return profile.color === "rose" ? "Rosé blend" : `${profile.color === "red" ? "Red" : "White"} blend`;
  }
  const region = profile.region;
  if (profile.isVarietyNamed || region === undefined) return names.join(", ");
  const isRegionsOwn = profile.varieties.every((variety) => region.varieties.includes(variety.id));
  if (isRegionsOwn && names.length > 1 && !isBlendOf(region, profile.style)) {
    return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  }
  const isOneColour = region.colors.length === 1 && region.colors[0] === profile.color;
  const typical = region.typicalWine;
  if (!isRegionsOwn || !isOneColour || typical === "" || names.includes(typical)) return names.join(", ");
  // A typical wine that names its grapes already is not followed by them again: "Chardonnay (unoaked, mineral)".
  if (names.every((name) => typical.toLowerCase().includes(name.toLowerCase()))) return typical;
  // One pair of brackets: "Bordeaux blend (Merlot-led: Merlot, Cabernet Franc)".
  return typical.endsWith(")")
    ? `${typical.slice(0, -1)}: ${names.join(", ")})`
    : `${typical} (${names.join(", ")})`;
}
