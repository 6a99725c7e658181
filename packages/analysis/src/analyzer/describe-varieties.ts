import { isBlendOf } from "../identify/infer-wine.ts";
import { grapeNames } from "../identify/match-catalog.ts";
import type { Variety } from "../knowledge/schema.ts";
import { normalizePhrase } from "../text/normalize.ts";
import type { WineProfile } from "./wine-profile.ts";

/** The blend styles the data gives as varieties ("Red blend", "Portuguese white blend"): named, not written. */
const isBlendStyle = (variety: Variety) =>
  variety.id.includes("-blend") || variety.id.startsWith("portuguese-");

/**
 * The grape's name as the wine's own name writes it, when that is one of its other names: "Shiraz" for Penfolds
 * Bin 28 Kalimna Shiraz, "Pinot Grigio", "Primitivo". The grape's own name when the wine's name holds it too or
 * holds none, for a blend style, and for a name that is its place's ("Brunello" of Brunello di Montalcino).
 */
function nameAsWritten(variety: Variety, profile: WineProfile): string {
  if (isBlendStyle(variety)) return variety.name;
  const written = ` ${normalizePhrase(profile.name)} `;
  const place = ` ${normalizePhrase(profile.region?.name ?? "")} `;
  const phraseOf = (tokens: readonly string[]) => ` ${tokens.join(" ")} `;
  // Another grape's name written in full holds no name of this one: "Cabernet" of a "Cabernet Franc".
  const othersWritten = profile.varieties
    .filter((other) => other !== variety)
    .flatMap((other) => grapeNames(other).map(phraseOf))
    .filter((phrase) => written.includes(phrase));
  const isIn = (phrase: string) =>
    phrase.trim() !== "" &&
    written.includes(phrase) &&
    !place.includes(phrase) &&
    !othersWritten.some((other) => other !== phrase && other.includes(phrase));
  const [own, ...synonyms] = grapeNames(variety).map(phraseOf);
  if (own === undefined || isIn(own)) return variety.name;
  // A shortening of its own name ("Cabernet", "Sauvignon") says less than the name itself.
  const found = synonyms
    .map((phrase, index) => ({ phrase, name: variety.synonyms[index]! }))
    .filter(({ phrase }) => isIn(phrase) && !own.includes(phrase))
    .sort((left, right) => right.name.length - left.name.length);
  return found[0]?.name ?? variety.name;
}

/** The blends a colour word names ("Rosé", "Tinto", "Branco", "Red Blend"): the colour, not a grape. */
const COLOR_BLENDS: ReadonlySet<string> = new Set([
  "red-blend",
  "white-blend",
  "rose-blend",
  "portuguese-red",
  "portuguese-white",
]);

/**
 * The grapes to name: with a grape named, the colour's blend says nothing more ("Grenache" for a Grenache rosé,
 * not "Grenache, Rosé blend"; "Fernão Pires" for a "Branco Fernão Pires").
 */
function shownVarieties(profile: WineProfile): readonly Variety[] {
  const grapes = profile.varieties.filter((variety) => !COLOR_BLENDS.has(variety.id));
  return grapes.length > 0 && grapes.length < profile.varieties.length ? grapes : profile.varieties;
}

/**
 * "Cabernet Sauvignon, Merlot" for known grapes; "Bordeaux blend (Merlot-led: Merlot, Cabernet Sauvignon …)" when
 * the grapes are the region's usual ones and the region makes one colour, so its typical wine names them well;
 * "Nebbiolo or Barbera" when they are assumed from a place whose wines are one grape or another.
 */
export function describeVarieties(profile: WineProfile): string {
  const names = shownVarieties(profile)
    .slice(0, 4)
    .map((variety) => nameAsWritten(variety, profile));
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
