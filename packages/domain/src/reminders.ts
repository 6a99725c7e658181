import { addMonths, addYears, format, isMatch } from "date-fns";
import { type CellarWineLike, isPresentYear } from "./cellar-wine.ts";
import { invalid, type Notice, type Validated, valid } from "./result.ts";
import { isBlank } from "./text.ts";

/** The six reminder types (spec §3), with the title the dialog and toast show. */
export const REMINDER_TYPES = {
  peak_drinking: "Peak Drinking",
  optimal_start: "Optimal Start",
  aging_milestone: "Aging Milestone",
  price_check: "Price Check",
  special_occasion: "Special Occasion",
  personal_milestone: "Personal Milestone",
} as const;
export type ReminderType = keyof typeof REMINDER_TYPES;

export interface NotificationPreferences {
  email: boolean;
  in_app: boolean;
}

/** Both channels are on by default (spec §9). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, in_app: true };

const DATE_FORMAT = "yyyy-MM-dd";

/** Whether a value is one of the six reminder types. */
export function isReminderType(value: unknown): value is ReminderType {
  return typeof value === "string" && Object.hasOwn(REMINDER_TYPES, value);
}

/** A date as reminder_date stores it (yyyy-MM-dd, local calendar). */
export function formatReminderDate(date: Date): string {
  return format(date, DATE_FORMAT);
}

/**
 * The date the dialog suggests for a type (spec §9): peak_drinking Jan 1 of peak_start else 2 years ahead;
 * optimal_start Jan 1 of optimal_start else 1 year ahead; aging_milestone 6 months; price_check 12 months;
 * special_occasion 3 months; personal_milestone 1 year. A Jan 1 already past would be refused by validation,
 * so the "years ahead" fallback is suggested instead.
 */
export function suggestReminderDate(
  type: ReminderType,
  wine: Pick<CellarWineLike, "peak_start" | "optimal_start">,
  now: Date,
): string {
  const today = formatReminderDate(now);
  const januaryFirst = (year: number | null | undefined, fallbackYears: number) => {
    const date = isPresentYear(year) ? `${String(year).padStart(4, "0")}-01-01` : null;
    return date && date >= today ? date : formatReminderDate(addYears(now, fallbackYears));
  };
  switch (type) {
    case "peak_drinking":
      return januaryFirst(wine.peak_start, 2);
    case "optimal_start":
      return januaryFirst(wine.optimal_start, 1);
    case "aging_milestone":
      return formatReminderDate(addMonths(now, 6));
    case "price_check":
      return formatReminderDate(addMonths(now, 12));
    case "special_occasion":
      return formatReminderDate(addMonths(now, 3));
    case "personal_milestone":
      return formatReminderDate(addYears(now, 1));
  }
}

export interface ReminderInput {
  reminder_type?: string | null;
  reminder_date?: string | null;
  custom_message?: string | null;
  notification_preferences?: NotificationPreferences | null;
}

export interface ValidReminder {
  reminder_type: ReminderType;
  reminder_date: string;
  custom_message: string | null;
  notification_preferences: NotificationPreferences;
}

/**
 * Validates a reminder (spec §5): type and date required ('Missing Information: Please select a reminder type
 * and date'); the date must be a real yyyy-MM-dd day, today or later; at least one channel on; an empty
 * custom message becomes null. The spec gives no wording for the last two refusals; ours is below.
 */
export function validateReminder(input: ReminderInput, now: Date): Validated<ValidReminder> {
  const { reminder_type: type, reminder_date: date } = input;
  if (
    !isReminderType(type) ||
    typeof date !== "string" ||
    date.length !== 10 ||
    !isMatch(date, DATE_FORMAT)
  ) {
    return invalid("Missing Information", "Please select a reminder type and date");
  }
  if (date < formatReminderDate(now)) return invalid("Invalid date", "Please choose today or a later date");
  const preferences = input.notification_preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
  if (!preferences.email && !preferences.in_app) {
    return invalid("No notification channel", "Please turn on email or in-app notifications");
  }
  return valid({
    reminder_type: type,
    reminder_date: date,
    custom_message: input.custom_message?.trim() || null,
    notification_preferences: { email: preferences.email, in_app: preferences.in_app },
  });
}

/** Whether Create is enabled: a type and a date chosen, not saving, and at least one channel on. */
export function canCreateReminder(input: ReminderInput, isSaving: boolean): boolean {
  const preferences = input.notification_preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
  return (
    isReminderType(input.reminder_type) &&
    !isBlank(input.reminder_date) &&
    !isSaving &&
    (preferences.email || preferences.in_app)
  );
}

/** The success toast: 'Reminder Created' / "{Type} reminder set for {date}". */
export function describeReminderCreated(type: ReminderType, date: string): Notice {
  return { title: "Reminder Created", message: `${REMINDER_TYPES[type]} reminder set for ${date}` };
}
