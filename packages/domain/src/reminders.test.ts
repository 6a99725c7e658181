import { describe, expect, it } from "vitest";
import {
  canCreateReminder,
  DEFAULT_NOTIFICATION_PREFERENCES,
  describeReminderCreated,
  isReminderType,
  type ReminderType,
  suggestReminderDate,
  validateReminder,
} from "./reminders.ts";

const now = new Date(2025, 5, 15, 10, 30);

describe("suggestReminderDate (today 2025-06-15)", () => {
  it.each<[ReminderType, { peak_start?: number | null; optimal_start?: number | null }, string]>([
    ["peak_drinking", { peak_start: 2030 }, "2030-01-01"],
    ["peak_drinking", { peak_start: null }, "2027-06-15"],
    ["peak_drinking", { peak_start: 2020 }, "2027-06-15"],
    ["peak_drinking", { peak_start: 2025 }, "2027-06-15"],
    ["peak_drinking", { peak_start: 2026 }, "2026-01-01"],
    ["optimal_start", { optimal_start: 2028 }, "2028-01-01"],
    ["optimal_start", {}, "2026-06-15"],
    ["aging_milestone", {}, "2025-12-15"],
    ["price_check", {}, "2026-06-15"],
    ["special_occasion", {}, "2025-09-15"],
    ["personal_milestone", {}, "2026-06-15"],
  ])("%s with %j → %s", (type, wine, date) => {
    expect(suggestReminderDate(type, wine, now)).toBe(date);
  });

  it("suggests Jan 1 even when it is today", () => {
    expect(suggestReminderDate("peak_drinking", { peak_start: 2026 }, new Date(2026, 0, 1))).toBe(
      "2026-01-01",
    );
  });

  it("clamps month ends", () => {
    expect(suggestReminderDate("aging_milestone", {}, new Date(2025, 7, 31))).toBe("2026-02-28");
  });
});

describe("validateReminder", () => {
  it("accepts a complete reminder and nulls an empty message", () => {
    expect(
      validateReminder(
        { reminder_type: "price_check", reminder_date: "2025-06-15", custom_message: "  " },
        now,
      ),
    ).toEqual({
      ok: true,
      value: {
        reminder_type: "price_check",
        reminder_date: "2025-06-15",
        custom_message: null,
        notification_preferences: { email: true, in_app: true },
      },
    });
  });

  it("trims the custom message and keeps the channels chosen", () => {
    const result = validateReminder(
      {
        reminder_type: "peak_drinking",
        reminder_date: "2030-01-01",
        custom_message: " Open it! ",
        notification_preferences: { email: false, in_app: true },
      },
      now,
    );
    expect(result.ok && result.value).toMatchObject({
      custom_message: "Open it!",
      notification_preferences: { email: false, in_app: true },
    });
  });

  const missing = {
    ok: false,
    title: "Missing Information",
    message: "Please select a reminder type and date",
  };
  it.each([
    [{ reminder_date: "2030-01-01" }, missing],
    [{ reminder_type: "birthday", reminder_date: "2030-01-01" }, missing],
    [{ reminder_type: "price_check" }, missing],
    [{ reminder_type: "price_check", reminder_date: "" }, missing],
    [{ reminder_type: "price_check", reminder_date: "2030-02-30" }, missing],
    [{ reminder_type: "price_check", reminder_date: "2030-1-5" }, missing],
    [
      { reminder_type: "price_check", reminder_date: "2025-06-14" },
      { ok: false, title: "Invalid date", message: "Please choose today or a later date" },
    ],
    [
      {
        reminder_type: "price_check",
        reminder_date: "2030-01-01",
        notification_preferences: { email: false, in_app: false },
      },
      {
        ok: false,
        title: "No notification channel",
        message: "Please turn on email or in-app notifications",
      },
    ],
  ])("refuses %j", (input, expected) => {
    expect(validateReminder(input, now)).toEqual(expected);
  });
});

describe("reminder helpers", () => {
  it.each([
    [{ reminder_type: "price_check", reminder_date: "2030-01-01" }, false, true],
    [{ reminder_type: "price_check", reminder_date: "2030-01-01" }, true, false],
    [{ reminder_type: "price_check", reminder_date: " " }, false, false],
    [{ reminder_date: "2030-01-01" }, false, false],
    [
      {
        reminder_type: "price_check",
        reminder_date: "2030-01-01",
        notification_preferences: { email: false, in_app: false },
      },
      false,
      false,
    ],
    [
      {
        reminder_type: "price_check",
        reminder_date: "2030-01-01",
        notification_preferences: { email: false, in_app: true },
      },
      false,
      true,
    ],
  ])("canCreateReminder(%j, saving %s) is %s", (input, saving, expected) => {
    expect(canCreateReminder(input, saving)).toBe(expected);
  });

  it("knows the six types and the default channels", () => {
    expect(isReminderType("personal_milestone")).toBe(true);
    expect(isReminderType("toString")).toBe(false);
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({ email: true, in_app: true });
  });

  it("words the success toast", () => {
    expect(describeReminderCreated("peak_drinking", "2030-01-01")).toEqual({
      title: "Reminder Created",
      message: "Peak Drinking reminder set for 2030-01-01",
    });
  });
});
