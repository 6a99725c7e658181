import { z } from "zod";

/** Analyses are answered in US dollars; the web shows them in the collector's currency. */
export const analyzeRequestSchema = z.object({
  wineName: z
    .string()
    .trim()
    .min(1, "Wine name required")
    .max(300, "The wine name is too long")
    // Punctuation alone names nothing the engine can read.
    .refine((name) => /[\p{L}\p{N}]/u.test(name), "Wine name required"),
  vintage: z
    .number()
    .int()
    .min(1800, "Please enter a valid year between 1800 and the current year")
    .max(2100, "Please enter a valid year between 1800 and the current year")
    .nullable()
    .optional(),
  specificProducer: z.string().trim().max(300).optional(),
  specificRegion: z.string().trim().max(300).optional(),
  /** True on "Get Fresh Analysis": skip the cache and replace its entry. */
  forceAnalysis: z.boolean().default(false),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;
