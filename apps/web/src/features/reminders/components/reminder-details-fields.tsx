import { formatReminderDate } from "@vinestra/domain";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { useReminderDraft } from "./reminder-form-state";

/** What shows once a type is chosen: the date (past days disabled), a message, and the two channels. */
export function ReminderDetailsFields({ form }: { form: ReturnType<typeof useReminderDraft> }) {
  const id = useId();
  const { draft } = form;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>Reminder date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={formatReminderDate(new Date())}
          value={draft.reminder_date}
          onChange={(event) => form.setDate(event.target.value)}
          required
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>
          Custom message <span className="font-normal text-ink-500">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-message`}
          rows={2}
          maxLength={1000}
          placeholder="Open it for Sophie's birthday dinner."
          value={draft.custom_message}
          onChange={(event) => form.setMessage(event.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-700">Notify me by</legend>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-email`}
            checked={draft.notification_preferences.email}
            onChange={(event) => form.setChannel("email", event.target.checked)}
          />
          <label htmlFor={`${id}-email`} className="cursor-pointer text-sm text-ink-700">
            Email
          </label>
        </div>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-in-app`}
            checked={draft.notification_preferences.in_app}
            onChange={(event) => form.setChannel("in_app", event.target.checked)}
          />
          <label htmlFor={`${id}-in-app`} className="cursor-pointer text-sm text-ink-700">
            In-app notification
          </label>
        </div>
      </fieldset>
    </>
  );
}
