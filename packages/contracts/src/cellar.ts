import { z } from "zod";

const text = z.string().trim().max(20_000).nullable().optional();
const year = z.number().int().min(1000).max(2300).nullable().optional();

/** The analysis columns of a cellar wine (spec §3 `cellar_wines`), as the web sends them when adding or refreshing. */
export const cellarAnalysisFieldsSchema = z.object({
  producer: text,
  region: text,
  variety: text,
  market_value: z.string().trim().max(200).nullable().optional(),
  current_status: text,
  current_condition: text,
  optimal_start: year,
  optimal_end: year,
  peak_start: year,
  peak_end: year,
  aging_potential: text,
  cellaring_advice: text,
  peak_explanation: text,
  food_pairing: text,
  tannins: text,
  acidity: text,
  alcohol: text,
  storage_conditions: text,
  risk_factors: text,
  current_profile: text,
  evolution: text,
  peak_expectation: text,
  sustainability_score: z.number().min(0).max(10).nullable().optional(),
  sustainability_certifications: text,
  sustainability_practices: text,
  carbon_footprint: text,
  sustainability_explanation: text,
});
export type CellarAnalysisFields = z.infer<typeof cellarAnalysisFieldsSchema>;

export const wineNameSchema = z
  .string()
  .trim()
  .min(1, "Wine name required")
  .max(300, "The wine name is too long");
export const vintageSchema = z
  .number()
  .int()
  .min(1800, "Please enter a valid year between 1800 and the current year")
  .max(2100, "Please enter a valid year between 1800 and the current year")
  .nullable();

export const labelImageUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/api\/labels\//, "Label images must be uploaded through the app")
  .nullable()
  .optional();

export const addCellarWineRequestSchema = z.object({
  wine_name: wineNameSchema,
  vintage: vintageSchema,
  fields: cellarAnalysisFieldsSchema,
  label_image_url: labelImageUrlSchema,
  /** Re-analysed ("Get Fresh Analysis"): an existing wine gets its analysis fields replaced. */
  refresh: z.boolean().default(false),
  /** "Add As New" in the duplicate dialog: never merge into an existing entry. */
  as_new: z.boolean().default(false),
});
export type AddCellarWineRequest = z.infer<typeof addCellarWineRequestSchema>;

export const wineIdParamSchema = z.object({ id: z.uuid("Unknown wine") });

export const updateCellarWineRequestSchema = z
  .object({
    user_rating: z.number().int().min(0).max(5).nullable().optional(),
    label_image_url: labelImageUrlSchema,
    wine_order: z.number().int().min(0).nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type UpdateCellarWineRequest = z.infer<typeof updateCellarWineRequestSchema>;

export const refreshCellarWineRequestSchema = z.object({ fields: cellarAnalysisFieldsSchema });

export const addBottlesRequestSchema = z.object({
  count: z.number().int().min(1).max(1000).default(1),
  label_image_url: labelImageUrlSchema,
});

export const removeBottlesRequestSchema = z.object({ count: z.number().int().min(1).max(100_000) });

export const deleteCellarWinesRequestSchema = z.object({
  ids: z.array(z.uuid("Unknown wine")).min(1, "Select at least one wine").max(5000),
});

export const mergeCellarWinesRequestSchema = z.object({
  ids: z.array(z.uuid("Unknown wine")).max(5000),
});

export const duplicateQuerySchema = z.object({
  wine_name: wineNameSchema,
  vintage: z.coerce.number().int().optional(),
  producer: z.string().max(300).optional(),
  variety: z.string().max(300).optional(),
});

export const tastingNotesRequestSchema = z.object({
  aroma: z.string().max(5000).nullable().optional(),
  flavor_profile: z.string().max(5000).nullable().optional(),
  mouthfeel: z.string().max(5000).nullable().optional(),
  overall_impression: z.string().max(5000).nullable().optional(),
  additional_notes: z.string().max(5000).nullable().optional(),
});
export type TastingNotesRequest = z.infer<typeof tastingNotesRequestSchema>;

export const REMINDER_TYPE_VALUES = [
  "peak_drinking",
  "optimal_start",
  "aging_milestone",
  "price_check",
  "special_occasion",
  "personal_milestone",
] as const;

export const createReminderRequestSchema = z.object({
  reminder_type: z.enum(REMINDER_TYPE_VALUES, "Missing Information: Please select a reminder type and date"),
  reminder_date: z
    .string("Missing Information: Please select a reminder type and date")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Missing Information: Please select a reminder type and date"),
  custom_message: z.string().max(1000).nullable().optional(),
  notification_preferences: z
    .object({ email: z.boolean(), in_app: z.boolean() })
    .default({ email: true, in_app: true }),
});
export type CreateReminderRequest = z.infer<typeof createReminderRequestSchema>;
