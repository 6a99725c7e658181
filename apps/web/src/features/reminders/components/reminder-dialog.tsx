import { canCreateReminder, REMINDER_TYPES, validateReminder } from "@vinestra/domain";
import { BellPlusIcon } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { showErrorToast } from "@/lib/toast-error";
import { describeWine, type WineDialogProps } from "@/lib/wine-ref";
import { useCreateReminder } from "../api/use-create-reminder";
import { ReminderDetailsFields } from "./reminder-details-fields";
import { useReminderDraft } from "./reminder-form-state";
import { UpcomingReminders } from "./upcoming-reminders";

/** Set Reminder (spec §2, §4, §5): a type suggests a date; Create is enabled once the reminder can be made. */
export function ReminderDialog({ wine, open, onOpenChange }: WineDialogProps) {
  const form = useReminderDraft(wine);
  const create = useCreateReminder(wine.id);
  const typeId = useId();
  const { draft } = form;
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateReminder(draft, new Date());
    if (!checked.ok) {
      showErrorToast({ title: checked.title, ...(checked.message && { description: checked.message }) });
      return;
    }
    create.mutate(checked.value, { onSuccess: close });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-wine-50 text-wine-700">
              <BellPlusIcon aria-hidden="true" className="size-5" />
            </span>
            <DialogTitle>Set Reminder</DialogTitle>
            <DialogDescription>{describeWine(wine)}</DialogDescription>
          </DialogHeader>
          <UpcomingReminders wineId={wine.id} />
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>Reminder type</Label>
            <Select
              id={typeId}
              value={draft.reminder_type}
              onChange={(event) => form.chooseType(event.target.value)}
            >
              <option value="">Choose a reminder type</option>
              {Object.entries(REMINDER_TYPES).map(([type, title]) => (
                <option key={type} value={type}>
                  {title}
                </option>
              ))}
            </Select>
          </div>
          {draft.reminder_type && <ReminderDetailsFields form={form} />}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canCreateReminder(draft, create.isPending)}>
              {create.isPending ? "Creating..." : "Create Reminder"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
