import { z } from "zod";

/** The 17 currency codes of the spec (§9); their rates and symbols live in @vinestra/domain. */
export const currencyCodeSchema = z.enum([
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CNY",
  "INR",
  "BRL",
  "KRW",
  "MXN",
  "RUB",
  "TRY",
  "SAR",
  "ZAR",
  "IDR",
  "ARS",
]);

export const profileSchema = z.object({
  preferred_currency: currencyCodeSchema.nullable(),
  display_name: z.string().nullable(),
  search_count: z.number().int(),
  current_year_searches: z.number().int(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const savedLocationSchema = z.object({
  city: z.string(),
  country: z.string(),
  postal_code: z.string().nullable(),
  auto_detected: z.boolean(),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() }),
  profile: profileSchema,
  location: savedLocationSchema.nullable(),
  isAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const updateProfileRequestSchema = z
  .object({
    preferred_currency: currencyCodeSchema.optional(),
    display_name: z.string().trim().max(80, "Display name must be at most 80 characters").optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ profile: profileSchema });
