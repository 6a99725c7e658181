import { toast } from "sonner";
import { describeError, type ToastMessage } from "./errors";

/** Shows an error toast; every failed call the user should hear about goes through here. */
export function showErrorToast(error: unknown | ToastMessage, title?: string): void {
  const message = isToastMessage(error) ? error : describeError(error, title);
  toast.error(message.title, message.description ? { description: message.description } : undefined);
}

function isToastMessage(value: unknown): value is ToastMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as { title?: unknown }).title === "string"
  );
}
