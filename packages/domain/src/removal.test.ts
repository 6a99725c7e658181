import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampRemovalQuantity, describeRemoval, needsDeleteConfirmation, planRemoval } from "./removal.ts";

describe("clampRemovalQuantity", () => {
  it.each([
    ["2", 5, 2],
    ["5", 5, 5],
    ["9", 5, 5],
    ["0", 5, 1],
    ["-3", 5, 1],
    ["abc", 5, 1],
    ["", 5, 1],
    ["  3 ", 5, 3],
    ["2.7", 5, 2],
    [4, 5, 4],
    [4.9, 5, 4],
    [Number.NaN, 5, 1],
    [null, 5, 1],
    [undefined, 5, 1],
    ["3", 0, 1],
  ])("input %j with %d bottles → %d", (input, current, expected) => {
    expect(clampRemovalQuantity(input, current)).toBe(expected);
  });

  it("always lands within 1..current for any input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), fc.integer({ min: 1, max: 500 }), (input, current) => {
        const value = clampRemovalQuantity(input, current);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(current);
      }),
    );
  });
});

describe("planRemoval", () => {
  it.each([
    [5, 2, { action: "reduce", remaining: 3, removed: 2 }],
    [5, 4, { action: "reduce", remaining: 1, removed: 4 }],
    [5, 5, { action: "delete" }],
    [5, 7, { action: "delete" }],
    [1, 1, { action: "delete" }],
    [null, 1, { action: "delete" }],
    [3, 0, { action: "reduce", remaining: 2, removed: 1 }],
  ] as const)("%j bottles, remove %d → %j", (quantity, count, plan) => {
    expect(planRemoval({ quantity }, count)).toEqual(plan);
  });

  it.each([
    [1, true],
    [null, true],
    [2, false],
  ])("quantity %j asks for delete confirmation: %s", (quantity, expected) => {
    expect(needsDeleteConfirmation({ quantity })).toBe(expected);
  });

  it("words the toasts", () => {
    expect(describeRemoval({ action: "delete" })).toEqual({ title: "Wine removed" });
    expect(describeRemoval({ action: "reduce", removed: 2, remaining: 1 })).toEqual({
      title: "Wine quantity updated",
      message: "Removed 2 bottles; 1 bottle remaining.",
    });
    expect(describeRemoval({ action: "reduce", removed: 1, remaining: 3 }).message).toBe(
      "Removed 1 bottle; 3 bottles remaining.",
    );
  });
});
