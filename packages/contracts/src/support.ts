import { z } from "zod";

export const supportRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject")
    .max(150, "The subject must be at most 150 characters"),
  message: z
    .string()
    .trim()
    .min(10, "Please describe your question in at least 10 characters")
    .max(5000, "The message must be at most 5,000 characters"),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportResponseSchema = z.object({ id: z.string(), emailed: z.boolean() });
export type SupportResponse = z.infer<typeof supportResponseSchema>;
