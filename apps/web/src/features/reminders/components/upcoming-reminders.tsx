import { isReminderType, REMINDER_TYPES } from "@vinestra/domain";
import { BellIcon } from "lucide-react";
import { useReminders } from "../api/use-reminders";

/** The reminders already set on the wine, so a second one is a choice, not an accident. */
export function UpcomingReminders({ wineId }: { wineId: string }) {
  const { data: reminders } = useReminders(wineId);
  if (!reminders?.length) return null;
  return (
    <div className="rounded-lg bg-surface-sunken/60 px-4 py-3">
      <p className="text-xs font-semibold text-ink-600">Already set</p>
      <ul className="mt-1.5 flex flex-col gap-1 text-sm text-ink-700">
        {reminders.map((reminder) => (
          <li key={reminder.id} className="flex items-center gap-2">
            <BellIcon aria-hidden="true" className="size-3.5 text-gold-600" />
            {isReminderType(reminder.reminder_type)
              ? REMINDER_TYPES[reminder.reminder_type]
              : reminder.reminder_type}{" "}
            · {reminder.reminder_date}
          </li>
        ))}
      </ul>
    </div>
  );
}
