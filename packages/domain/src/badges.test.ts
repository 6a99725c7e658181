import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENTS,
  BADGE_TIERS,
  computeBadges,
  computeProgress,
  findCurrentTier,
  findNextTier,
  summarizeBadgeStrip,
} from "./badges.ts";
import type { CollectionStats } from "./collection-stats.ts";

const stats = (overrides: Partial<CollectionStats> = {}): CollectionStats => ({
  totalBottles: 0,
  uniqueWines: 0,
  totalValue: 0,
  averageRating: null,
  ratedWines: 0,
  distinctRegions: 0,
  activeProducers: 0,
  vintageDecades: 0,
  sustainabilityPercentage: 0,
  readyToDrink: 0,
  ...overrides,
});

describe("tiers", () => {
  it("has the spec's names and thresholds", () => {
    expect(BADGE_TIERS.map((tier) => [tier.name, tier.bottles])).toEqual([
      ["Novice Collector", 5],
      ["Casual Enthusiast", 25],
      ["Serious Collector", 75],
      ["Connoisseur", 150],
      ["Master Collector", 300],
    ]);
  });

  it.each([
    [0, null, "Novice Collector"],
    [4, null, "Novice Collector"],
    [5, "Novice Collector", "Casual Enthusiast"],
    [24, "Novice Collector", "Casual Enthusiast"],
    [25, "Casual Enthusiast", "Serious Collector"],
    [75, "Serious Collector", "Connoisseur"],
    [149, "Serious Collector", "Connoisseur"],
    [150, "Connoisseur", "Master Collector"],
    [299, "Connoisseur", "Master Collector"],
    [300, "Master Collector", null],
    [1000, "Master Collector", null],
  ])("%d bottles: current %j, next %j", (bottles, current, next) => {
    expect(findCurrentTier(bottles)?.name ?? null).toBe(current);
    expect(findNextTier(bottles)?.name ?? null).toBe(next);
  });
});

describe("computeProgress", () => {
  it.each([
    [0, 5, 0],
    [2, 5, 40],
    [299, 300, 99],
    [300, 300, 100],
    [600, 300, 100],
    [-1, 5, 0],
    [1, 0, 100],
  ])("%d of %d → %d%%", (current, target, progress) => {
    expect(computeProgress(current, target)).toBe(progress);
  });
});

describe("achievements", () => {
  it("has the spec's five achievements and thresholds", () => {
    expect(ACHIEVEMENTS.map((achievement) => [achievement.name, achievement.target])).toEqual([
      ["Globe Trotter", 10],
      ["Vintage Explorer", 5],
      ["Quality Curator", 4],
      ["Eco Warrior", 70],
      ["Investment Savvy", 5000],
    ]);
  });

  it.each([
    ["globe-trotter", { distinctRegions: 9 }, false],
    ["globe-trotter", { distinctRegions: 10 }, true],
    ["vintage-explorer", { vintageDecades: 4 }, false],
    ["vintage-explorer", { vintageDecades: 5 }, true],
    ["quality-curator", { averageRating: null }, false],
    ["quality-curator", { averageRating: 3.99 }, false],
    ["quality-curator", { averageRating: 4 }, true],
    ["eco-warrior", { sustainabilityPercentage: 69.9 }, false],
    ["eco-warrior", { sustainabilityPercentage: 70 }, true],
    ["investment-savvy", { totalValue: 4999.5 }, false],
    ["investment-savvy", { totalValue: 5000 }, true],
  ] as const)("%s with %j earned: %s", (id, overrides, earned) => {
    expect(computeBadges(stats(overrides)).find((badge) => badge.id === id)?.earned).toBe(earned);
  });

  it("describes a badge completely", () => {
    expect(
      computeBadges(stats({ totalBottles: 30 })).find((badge) => badge.id === "serious-collector"),
    ).toEqual({
      id: "serious-collector",
      name: "Serious Collector",
      description: "Collect 75 bottles",
      icon: "award",
      requirement: "75 bottles",
      type: "tier",
      earned: false,
      progress: 40,
      current: 30,
      target: 75,
    });
    const curator = computeBadges(stats({ averageRating: 3 })).find(
      (badge) => badge.id === "quality-curator",
    );
    expect(curator).toMatchObject({ type: "achievement", progress: 75, current: 3, target: 4 });
  });
});

describe("summarizeBadgeStrip", () => {
  it("shows the tier, two earned achievements, +N and bottles to the next tier", () => {
    const strip = summarizeBadgeStrip(
      stats({
        totalBottles: 30,
        distinctRegions: 12,
        vintageDecades: 6,
        averageRating: 4.5,
        totalValue: 9000,
      }),
    );
    expect(strip.tier?.name).toBe("Casual Enthusiast");
    expect(strip.achievements.map((badge) => badge.name)).toEqual(["Globe Trotter", "Vintage Explorer"]);
    expect(strip.moreAchievements).toBe(2);
    expect(strip.nextTier?.name).toBe("Serious Collector");
    expect(strip.bottlesToNextTier).toBe(45);
  });

  it("handles a new cellar and a full one", () => {
    expect(summarizeBadgeStrip(stats({ totalBottles: 2 }))).toMatchObject({
      tier: null,
      achievements: [],
      moreAchievements: 0,
      bottlesToNextTier: 3,
    });
    expect(summarizeBadgeStrip(stats({ totalBottles: 300 }))).toMatchObject({
      nextTier: null,
      bottlesToNextTier: null,
    });
  });
});
