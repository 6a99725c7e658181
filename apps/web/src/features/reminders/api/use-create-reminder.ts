import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ValidReminder } from "@vinestra/domain";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { ApiError } from "@/lib/errors";
import { queryKeys } from "@/lib/query-keys";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

/** `POST /api/cellar/:id/reminders`: 'Reminder Created' / '{Type} reminder set for {date}'. */
export function useCreateReminder(wineId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (reminder: ValidReminder) =>
      unwrap(api.cellar[":id"].reminders.$post({ param: { id: wineId }, json: reminder })),
    onSuccess: ({ notice }) => {
      showNotice(notice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reminders(user?.id, wineId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        showErrorToast({
          title: "Authentication Required",
          description: "Please sign in to create reminders.",
        });
      } else {
        showErrorToast({ title: "Error", description: "Failed to create reminder. Please try again." });
      }
    },
  });
}
