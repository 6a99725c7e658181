import { Hono } from "hono";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { getAdminMetrics } from "./admin.service.ts";

export function adminRoutes({ database }: AppDependencies) {
  return new Hono<AppEnv>()
    .use("/admin/*", requireAdmin(database.db))
    .get("/admin/metrics", async (c) => c.json(await getAdminMetrics(database.db, new Date())));
}
