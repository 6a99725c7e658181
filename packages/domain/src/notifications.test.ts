import { describe, expect, it } from "vitest";
import {
  countUnreadNotifications,
  formatNotificationBadge,
  selectNotificationIcon,
} from "./notifications.ts";

describe("notifications", () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, "1"],
    [98, "98"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("badge for %d unread → %j", (count, badge) => {
    expect(formatNotificationBadge(count)).toBe(badge);
  });

  it.each([
    ["reminder", "wine-glass"],
    ["system", "megaphone"],
    ["", "megaphone"],
  ])("type %j shows a %s", (type, icon) => {
    expect(selectNotificationIcon(type)).toBe(icon);
  });

  it("counts unread notifications", () => {
    expect(countUnreadNotifications([{ is_read: false }, { is_read: true }, { is_read: false }])).toBe(2);
  });
});
