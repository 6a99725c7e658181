import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ status: z.enum(["up", "down"]), driver: z.enum(["pglite", "postgres"]) }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the web app needs to know about this installation. Never carries a secret. */
export const publicConfigSchema = z.object({
  version: z.string(),
  supportEmail: z.string().nullable(),
  googleSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
