import { describe, expect, it } from "vitest";
import { buildTimeline } from "./drinking-window-geometry";

const margaux = { optimalStart: 2025, optimalEnd: 2048, peakStart: 2033, peakEnd: 2042 };

describe("buildTimeline", () => {
  it("draws the phases in order across the axis", () => {
    const timeline = buildTimeline(margaux, 2015, new Date(2026, 6, 1));
    expect(timeline?.startYear).toBe(2014);
    expect(timeline?.endYear).toBe(2051);
    expect(timeline?.segments.map((segment) => segment.phase)).toEqual([
      "young",
      "aging",
      "peak",
      "ready",
      "past",
    ]);
    const total = timeline?.segments.reduce((sum, segment) => sum + segment.width, 0);
    expect(total).toBeCloseTo(100);
  });

  it("places today by the day of the year", () => {
    const timeline = buildTimeline(margaux, 2015, new Date(2026, 0, 1));
    expect(timeline?.today).toBeCloseTo(((2026 - 2014) / 37) * 100);
  });

  it("keeps today on the axis when the window is long past", () => {
    const timeline = buildTimeline(
      { optimalStart: 1990, optimalEnd: 2000, peakStart: 1994, peakEnd: 1997 },
      1985,
      new Date(2026, 5, 1),
    );
    expect(timeline?.endYear).toBe(2028);
    expect(timeline?.today).toBeLessThan(100);
  });

  it("spans the optimal window from its first to the end of its last year", () => {
    const timeline = buildTimeline(margaux, 2015, new Date(2026, 6, 1));
    expect(timeline?.optimal.left).toBeCloseTo(((2025 - 2014) / 37) * 100);
    expect(timeline?.optimal.width).toBeCloseTo(((2049 - 2025) / 37) * 100);
  });

  it("labels round years only", () => {
    const timeline = buildTimeline(margaux, 2015, new Date(2026, 6, 1));
    expect(timeline?.ticks.map((tick) => tick.year)).toEqual([2020, 2030, 2040, 2050]);
  });

  it("draws nothing without the four window years", () => {
    expect(buildTimeline({ ...margaux, peakEnd: null }, 2015, new Date())).toBeNull();
  });
});
