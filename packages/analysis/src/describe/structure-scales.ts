import type { WineProfile } from "../analyzer/wine-profile.ts";
import { DOMINANT_GRAPE_SHARE } from "../model/window-parameters.ts";

/** Tannin, acidity, alcohol and body on the 1–5 scale, blended from the grapes and adjusted for climate and style. */
export interface StructureScales {
  tannin: number;
  acidity: number;
  alcohol: number;
  body: number;
}

const NEUTRAL: Record<"red" | "white" | "rose", StructureScales> = {
  red: { tannin: 3, acidity: 3, alcohol: 3, body: 3 },
  white: { tannin: 1, acidity: 3, alcohol: 3, body: 2 },
  rose: { tannin: 1, acidity: 3, alcohol: 3, body: 2 },
};

const CLIMATE_SHIFT = {
  cool: { acidity: 0.6, alcohol: -0.5, body: -0.3 },
  moderate: { acidity: 0, alcohol: 0, body: 0 },
  warm: { acidity: -0.4, alcohol: 0.4, body: 0.3 },
  hot: { acidity: -0.7, alcohol: 0.8, body: 0.5 },
} as const;

const clamp = (value: number) => Math.min(5, Math.max(1, value));

const RED_TANNIN_BY_TIER: Record<WineProfile["tier"], number> = {
  entry: -0.8,
  premium: -0.2,
  fine: 0,
  icon: 0.2,
};

export function structureScales(profile: WineProfile): StructureScales {
  const [dominant, ...others] = profile.varieties;
  let scales = { ...NEUTRAL[profile.color] };
  if (dominant !== undefined) {
    const otherShare = others.length > 0 ? (1 - DOMINANT_GRAPE_SHARE) / others.length : 0;
    const dominantShare = others.length > 0 ? DOMINANT_GRAPE_SHARE : 1;
    const blend = (key: keyof StructureScales) =>
      dominant[key] * dominantShare + others.reduce((sum, variety) => sum + variety[key] * otherShare, 0);
    scales = {
      tannin: blend("tannin"),
      acidity: blend("acidity"),
      alcohol: blend("alcohol"),
      body: blend("body"),
    };
  }
  const shift = CLIMATE_SHIFT[profile.region?.climate ?? "moderate"];
  scales.acidity += shift.acidity;
  scales.alcohol += shift.alcohol;
  scales.body += shift.body;
  if (profile.color !== "red") scales.tannin = Math.min(scales.tannin, profile.color === "rose" ? 1.4 : 1.2);
  // Grapes for rosé are picked early and pressed quickly: a Grenache rosé is neither full-bodied nor strong.
  if (profile.color === "rose") {
    scales.body = Math.min(scales.body, 3);
    scales.alcohol = Math.min(scales.alcohol, 3.2);
  }
  if (profile.style === "sparkling") {
    scales.acidity += 0.5;
    scales.alcohol = Math.min(scales.alcohol, 2.5);
  }
  if (profile.style === "fortified") scales.alcohol = 5;
  if (profile.style === "sweet") scales.body += 0.5;
  if (profile.tier === "fine" || profile.tier === "icon") scales.body += 0.3;
  // Everyday reds are macerated briefly for soft tannins; the grandest are extracted for the long haul.
  if (profile.color === "red" && profile.style === "still") scales.tannin += RED_TANNIN_BY_TIER[profile.tier];
  return {
    tannin: clamp(scales.tannin),
    acidity: clamp(scales.acidity),
    alcohol: clamp(scales.alcohol),
    body: clamp(scales.body),
  };
}

export function levelWord(value: number): string {
  if (value < 1.5) return "Low";
  if (value < 2.5) return "Medium-minus";
  if (value < 3.5) return "Medium";
  if (value < 4.5) return "Medium-plus";
  return "High";
}

/** Typical alcohol by volume for the scale and style, as a range. */
export function alcoholRange(profile: WineProfile, alcohol: number): string {
  if (profile.style === "fortified") return "19–21%";
  if (profile.style === "sparkling") return "12–12.5%";
  const low = Math.round((9.8 + 0.85 * alcohol) * 2) / 2;
  return `${low.toFixed(1)}–${(low + 1).toFixed(1)}%`;
}
