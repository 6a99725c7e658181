import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isReminderType,
  type NotificationPreferences,
  type ReminderType,
  suggestReminderDate,
} from "@vinestra/domain";
import { useState } from "react";
import type { WineRef } from "@/lib/wine-ref";

export type ReminderDraft = {
  reminder_type: ReminderType | "";
  reminder_date: string;
  custom_message: string;
  notification_preferences: NotificationPreferences;
};

const EMPTY: ReminderDraft = {
  reminder_type: "",
  reminder_date: "",
  custom_message: "",
  notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
};

/** The Set Reminder form (spec §4): choosing a type suggests its date; a reset brings both channels back on. */
export function useReminderDraft(wine: WineRef) {
  const [draft, setDraft] = useState<ReminderDraft>(EMPTY);
  return {
    draft,
    chooseType: (value: string) =>
      setDraft((current) =>
        isReminderType(value)
          ? { ...current, reminder_type: value, reminder_date: suggestReminderDate(value, wine, new Date()) }
          : { ...current, reminder_type: "" },
      ),
    setDate: (reminder_date: string) => setDraft((current) => ({ ...current, reminder_date })),
    setMessage: (custom_message: string) => setDraft((current) => ({ ...current, custom_message })),
    setChannel: (channel: keyof NotificationPreferences, isOn: boolean) =>
      setDraft((current) => ({
        ...current,
        notification_preferences: { ...current.notification_preferences, [channel]: isOn },
      })),
    reset: () => setDraft(EMPTY),
  };
}
