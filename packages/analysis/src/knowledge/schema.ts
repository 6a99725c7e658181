import { z } from "zod";

/**
 * Shapes of the curated knowledge base in packages/analysis/data.
 * Scales: 1 (very low) … 5 (very high). Years are offsets from the vintage unless named otherwise.
 */

export const colorSchema = z.enum(["red", "white", "rose"]);
export const styleSchema = z.enum(["still", "sparkling", "fortified", "sweet"]);
export const qualityTierSchema = z.enum(["entry", "premium", "fine", "icon"]);
const scale = z.number().int().min(1).max(5);
/** [from, to] years after the vintage. */
const offsetRange = z.tuple([z.number().min(0), z.number().min(0)]);

export const agingProfileSchema = z.object({
  /** When the wine opens up (optimalStart offset) and when it fades (optimalEnd offset), per tier. */
  entry: offsetRange,
  premium: offsetRange,
  fine: offsetRange,
  icon: offsetRange,
});

export const varietySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  synonyms: z.array(z.string()),
  color: colorSchema,
  tannin: scale,
  acidity: scale,
  alcohol: scale,
  body: scale,
  aging: agingProfileSchema,
  aromasYoung: z.array(z.string()).min(3),
  aromasMature: z.array(z.string()).min(3),
  foodPairings: z.array(z.string()).min(3),
});

export const climateSchema = z.enum(["cool", "moderate", "warm", "hot"]);
export const regionLevelSchema = z.enum(["country", "region", "subregion", "appellation"]);

export const regionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  aliases: z.array(z.string()),
  country: z.string(),
  /** id of the enclosing region, null for a country. */
  parent: z.string().nullable(),
  level: regionLevelSchema,
  climate: climateSchema,
  /** variety ids, most typical first; a blend lists its grapes. */
  varieties: z.array(z.string()),
  /** The wine most made there, e.g. "Nebbiolo" for Barolo, "Bordeaux blend" for Margaux. */
  typicalWine: z.string(),
  colors: z.array(colorSchema).min(1),
  styles: z.array(styleSchema).min(1),
  /** Typical tier of a wine that carries only this appellation's name. */
  defaultTier: qualityTierSchema,
  /** Classification words used there, e.g. ["Grand Cru", "Premier Cru"], ["Riserva"], ["Gran Reserva", "Reserva", "Crianza"]. */
  classifications: z.array(z.string()),
  /** Multiplier on the variety's aging curve (1 = typical; Barolo > 1, warm-climate bulk regions < 1). */
  agingFactor: z.number().min(0.3).max(2.5),
  /**
   * Its everyday wines are made to drink within two years of release, whatever critics say of others of their
   * style: tank-method and frizzante sparklings (Prosecco, Asti, Lambrusco) and Txakoli.
   */
  drinkYoung: z.boolean().default(false),
  /** Regional sustainability schemes and practices common there (may be empty). */
  sustainability: z.array(z.string()),
});

export const vintageChartSchema = z.object({
  /** region id the chart applies to (also used for its sub-regions). */
  region: z.string(),
  /** 0–100 scale, years 1970–2024 where known. */
  scores: z.record(z.string().regex(/^(19|20)\d\d$/), z.number().min(0).max(100)),
  /** Short reason per remarkable year (optional). */
  notes: z.record(z.string(), z.string()).default({}),
});

export const certificationSchema = z.enum([
  "organic",
  "biodynamic",
  "b-corp",
  "sustainable-certified",
  "hve",
  "terra-vitis",
  "lodi-rules",
  "sip-certified",
  "napa-green",
  "demeter",
  "ecocert",
  "swnz",
  "wines-of-chile-sustainable",
  "ipw",
  "fair-trade",
]);

export const wineSchema = z.object({
  name: z.string(),
  aliases: z.array(z.string()).default([]),
  /** variety ids, dominant first; blends list each grape. */
  varieties: z.array(z.string()).min(1),
  color: colorSchema,
  style: styleSchema,
  /** e.g. "Premier Grand Cru Classé", "Grand Cru", "Riserva", "Gran Reserva", "DOCG", or null. */
  classification: z.string().nullable(),
  tier: qualityTierSchema,
  /** Typical current retail price band in USD for a recent vintage: [low, high]. */
  priceUsd: z.tuple([z.number().positive(), z.number().positive()]),
  /** Appellation / region name as written in regions.json (name or alias). Defaults to the producer's. */
  region: z.string().optional(),
  /** True when the wine carries no vintage (e.g. most Champagne bruts). */
  nonVintage: z.boolean().default(false),
  /**
   * The wine's own aging record, where its reputation is well known: the years after a typical vintage from which
   * it drinks well and after which it fades, stored well.
   */
  aging: z
    .tuple([z.number().int().min(0), z.number().int().max(100)])
    .refine(([from, to]) => from < to, "an aging record opens before it fades")
    .optional(),
});

export const producerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  aliases: z.array(z.string()).default([]),
  /** Home appellation / region name as written in regions.json (name or alias). */
  region: z.string(),
  country: z.string(),
  certifications: z.array(certificationSchema).default([]),
  wines: z.array(wineSchema).min(1),
});

export type Variety = z.infer<typeof varietySchema>;
export type Region = z.infer<typeof regionSchema>;
export type VintageChart = z.infer<typeof vintageChartSchema>;
export type Producer = z.infer<typeof producerSchema>;
export type CatalogWine = z.infer<typeof wineSchema>;
export type QualityTier = z.infer<typeof qualityTierSchema>;
export type WineColor = z.infer<typeof colorSchema>;
