import { z } from "zod";

export const adminMetricsSchema = z.object({
  users: z.object({ total: z.number().int(), newLast7Days: z.number().int(), admins: z.number().int() }),
  cellar: z.object({ wines: z.number().int(), bottles: z.number().int(), collectors: z.number().int() }),
  analyses: z.object({ cached: z.number().int() }),
  email: z.object({ sent: z.number().int(), failed: z.number().int(), logged: z.number().int() }),
  supportRequests: z.number().int(),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
