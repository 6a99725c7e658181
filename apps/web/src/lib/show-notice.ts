import { toast } from "sonner";

/** A server or domain notice (`{ title, message }`) shown as the spec's success toast. */
export function showNotice(
  notice: { title: string; message?: string | undefined },
  durationMs?: number,
): void {
  toast.success(notice.title, {
    ...(notice.message && { description: notice.message }),
    ...(durationMs && { duration: durationMs }),
  });
}
