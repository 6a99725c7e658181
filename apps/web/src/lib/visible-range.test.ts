import { describe, expect, it } from "vitest";
import { computeVisibleRange } from "./visible-range";

const base = { viewportHeight: 800, rowHeight: 100, count: 5000, overscan: 2 };

describe("computeVisibleRange", () => {
  it("renders the first screenful (and overscan) when the list starts in view", () => {
    expect(computeVisibleRange({ ...base, listTop: 300 })).toEqual({ start: 0, end: 7 });
  });

  it("follows the scroll position", () => {
    expect(computeVisibleRange({ ...base, listTop: -10_000 })).toEqual({ start: 98, end: 110 });
  });

  it("renders nothing of a list still below the viewport but the overscan", () => {
    expect(computeVisibleRange({ ...base, listTop: 2000 })).toEqual({ start: 0, end: 2 });
  });

  it("stays within the list", () => {
    expect(computeVisibleRange({ ...base, count: 3, listTop: 0 })).toEqual({ start: 0, end: 3 });
    expect(computeVisibleRange({ ...base, count: 10, listTop: -5000 })).toEqual({ start: 10, end: 10 });
    expect(computeVisibleRange({ ...base, count: 0, listTop: 0 })).toEqual({ start: 0, end: 0 });
  });
});
