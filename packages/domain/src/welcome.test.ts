import { describe, expect, it } from "vitest";
import { shouldShowWelcomeToast } from "./welcome.ts";

const now = new Date("2025-06-15T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("shouldShowWelcomeToast", () => {
  it.each([
    [hoursAgo(0), true],
    [hoursAgo(23.99), true],
    [hoursAgo(24), false],
    [hoursAgo(48), false],
    [hoursAgo(-1), false],
    [hoursAgo(1).toISOString(), true],
    [hoursAgo(1).getTime(), true],
    ["not a date", false],
  ])("account created %j: %s", (createdAt, expected) => {
    expect(shouldShowWelcomeToast(createdAt, now)).toBe(expected);
  });
});
