import type { CollectionStats } from "./collection-stats.ts";

/** A collector badge as the spec's entity describes it (§3). */
export interface Badge {
  id: string;
  name: string;
  description: string;
  icon: string;
  requirement: string;
  type: "tier" | "achievement";
  earned: boolean;
  /** 0–100, rounded down, capped at 100. */
  progress: number;
  current: number;
  target: number;
}

export interface BadgeTier {
  id: string;
  name: string;
  bottles: number;
  icon: string;
}

/** Collector tiers by total bottles (spec §4, §9). */
export const BADGE_TIERS: readonly BadgeTier[] = [
  { id: "novice-collector", name: "Novice Collector", bottles: 5, icon: "wine" },
  { id: "casual-enthusiast", name: "Casual Enthusiast", bottles: 25, icon: "grape" },
  { id: "serious-collector", name: "Serious Collector", bottles: 75, icon: "award" },
  { id: "connoisseur", name: "Connoisseur", bottles: 150, icon: "gem" },
  { id: "master-collector", name: "Master Collector", bottles: 300, icon: "crown" },
];

interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  requirement: string;
  icon: string;
  target: number;
  measure: (stats: CollectionStats) => number;
}

/** The five achievements and their thresholds (spec §4, §9). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: "globe-trotter",
    name: "Globe Trotter",
    description: "Collect wines from 10 different regions",
    requirement: "10+ distinct regions",
    icon: "globe",
    target: 10,
    measure: (stats) => stats.distinctRegions,
  },
  {
    id: "vintage-explorer",
    name: "Vintage Explorer",
    description: "Collect vintages from 5 different decades",
    requirement: "5+ decades",
    icon: "calendar",
    target: 5,
    measure: (stats) => stats.vintageDecades,
  },
  {
    id: "quality-curator",
    name: "Quality Curator",
    description: "Keep an average rating of 4 stars or more",
    requirement: "Average rating 4+",
    icon: "star",
    target: 4,
    measure: (stats) => stats.averageRating ?? 0,
  },
  {
    id: "eco-warrior",
    name: "Eco Warrior",
    description: "Have 70% of your wines score 7+ for sustainability",
    requirement: "70%+ of wines with sustainability 7+",
    icon: "leaf",
    target: 70,
    measure: (stats) => stats.sustainabilityPercentage,
  },
  {
    id: "investment-savvy",
    name: "Investment Savvy",
    description: "Build a collection worth 5,000 or more",
    requirement: "Collection value 5000+",
    icon: "trending-up",
    target: 5000,
    measure: (stats) => stats.totalValue,
  },
];

/** Progress toward a target in whole percent, rounded down so 100 only shows once earned, capped at 100. */
export function computeProgress(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((current / target) * 100)));
}

/** The highest tier reached by a bottle count, or null below 5 bottles. */
export function findCurrentTier(totalBottles: number): BadgeTier | null {
  return BADGE_TIERS.filter((tier) => totalBottles >= tier.bottles).at(-1) ?? null;
}

/** The first tier not yet reached (the next goal), or null at 300+ bottles. */
export function findNextTier(totalBottles: number): BadgeTier | null {
  return BADGE_TIERS.find((tier) => totalBottles < tier.bottles) ?? null;
}

/** All ten badges: the five tiers, then the five achievements. */
export function computeBadges(stats: CollectionStats): Badge[] {
  const tiers = BADGE_TIERS.map<Badge>((tier) => ({
    id: tier.id,
    name: tier.name,
    description: `Collect ${tier.bottles} bottles`,
    icon: tier.icon,
    requirement: `${tier.bottles} bottles`,
    type: "tier",
    earned: stats.totalBottles >= tier.bottles,
    progress: computeProgress(stats.totalBottles, tier.bottles),
    current: stats.totalBottles,
    target: tier.bottles,
  }));
  const achievements = ACHIEVEMENTS.map<Badge>(({ measure, target, ...definition }) => {
    const current = measure(stats);
    return {
      ...definition,
      type: "achievement",
      earned: current >= target,
      progress: computeProgress(current, target),
      current,
      target,
    };
  });
  return [...tiers, ...achievements];
}

export interface BadgeStrip {
  tier: Badge | null;
  /** Up to two earned achievements. */
  achievements: Badge[];
  /** Earned achievements beyond the two shown (the "+N"). */
  moreAchievements: number;
  nextTier: BadgeTier | null;
  /** Bottles still needed for the next tier; null at the top tier. */
  bottlesToNextTier: number | null;
}

/**
 * The badge strip (spec §4): current tier, up to two earned achievements plus a +N count, bottles to next
 * tier.
 */
export function summarizeBadgeStrip(stats: CollectionStats): BadgeStrip {
  const badges = computeBadges(stats);
  const current = findCurrentTier(stats.totalBottles);
  const earned = badges.filter((badge) => badge.type === "achievement" && badge.earned);
  const nextTier = findNextTier(stats.totalBottles);
  return {
    tier: badges.find((badge) => badge.id === current?.id) ?? null,
    achievements: earned.slice(0, 2),
    moreAchievements: Math.max(0, earned.length - 2),
    nextTier,
    bottlesToNextTier: nextTier ? nextTier.bottles - stats.totalBottles : null,
  };
}
