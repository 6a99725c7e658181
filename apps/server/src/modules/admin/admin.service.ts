import type { AdminMetrics } from "@vinestra/contracts";
import {
  cellarWines,
  type Database,
  emailOutbox,
  supportRequests,
  user,
  userRoles,
  wineAnalysisCache,
} from "@vinestra/db";
import { count, countDistinct, eq, gte, sum } from "drizzle-orm";

/** Installation-wide figures for the admin metrics page. Numbers only, no user's data. */
export async function getAdminMetrics(db: Database, now: Date): Promise<AdminMetrics> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [users] = await db.select({ total: count() }).from(user);
  const [newUsers] = await db.select({ total: count() }).from(user).where(gte(user.createdAt, weekAgo));
  const [admins] = await db.select({ total: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  const [cellar] = await db
    .select({
      wines: count(),
      bottles: sum(cellarWines.quantity).mapWith(Number),
      collectors: countDistinct(cellarWines.user_id),
    })
    .from(cellarWines);
  const [cached] = await db.select({ total: count() }).from(wineAnalysisCache);
  const mail = await db
    .select({ status: emailOutbox.status, total: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const [support] = await db.select({ total: count() }).from(supportRequests);
  const mailCount = (status: string) => mail.find((row) => row.status === status)?.total ?? 0;
  return {
    users: { total: users?.total ?? 0, newLast7Days: newUsers?.total ?? 0, admins: admins?.total ?? 0 },
    cellar: { wines: cellar?.wines ?? 0, bottles: cellar?.bottles ?? 0, collectors: cellar?.collectors ?? 0 },
    analyses: { cached: cached?.total ?? 0 },
    email: { sent: mailCount("sent"), failed: mailCount("failed"), logged: mailCount("logged") },
    supportRequests: support?.total ?? 0,
  };
}
