import { describe, expect, it } from "vitest";
import { isRetryableResetError, resetRetryDelayMs, shouldRetryReset } from "./password-reset.ts";

describe("password reset retries", () => {
  it.each([
    ["Request timeout", true],
    ["DEADLINE exceeded", true],
    ["Network error", true],
    ["Load failed", true],
    ["Invalid email", false],
    ["", false],
    [null, false],
  ])("%j retryable: %s", (message, expected) => {
    expect(isRetryableResetError(message)).toBe(expected);
  });

  it.each([
    [1, "timeout", true],
    [2, "timeout", true],
    [3, "timeout", false],
    [1, "Invalid email", false],
  ])("attempt %d with %j retried: %s", (attempt, message, expected) => {
    expect(shouldRetryReset(attempt, message)).toBe(expected);
  });

  it("waits attempt × 2 s", () => {
    expect([1, 2, 3].map(resetRetryDelayMs)).toEqual([2000, 4000, 6000]);
  });
});
