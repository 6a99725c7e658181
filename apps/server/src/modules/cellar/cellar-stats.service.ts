import type { Database } from "@vinestra/db";
import {
  computeBadges,
  computeCollectionStats,
  type SubscriptionStateLike,
  summarizeBadgeStrip,
  summarizeCellarList,
  tallyWineStatuses,
} from "@vinestra/domain";
import { listCellarWines } from "./cellar.service.ts";

/** The dashboard's figures, badges and status tiles — over the wines the plan lets the user see. */
export async function getCellarStats(db: Database, userId: string, plan: SubscriptionStateLike, now: Date) {
  const { wines, totalCount, hiddenCount } = await listCellarWines(db, userId, plan);
  const stats = computeCollectionStats(wines, now);
  return {
    stats,
    summary: summarizeCellarList(wines, now),
    statuses: tallyWineStatuses(wines, now),
    badges: computeBadges(stats),
    badgeStrip: summarizeBadgeStrip(stats),
    totalCount,
    hiddenCount,
  };
}
