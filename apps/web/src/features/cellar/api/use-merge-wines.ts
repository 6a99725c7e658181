import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

/** `POST /api/cellar/merge`: 'Success' / 'Merged N wines into one entry with M bottles'. */
export function useMergeWines() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(api.cellar.merge.$post({ json: { ids } })),
    onSuccess: ({ notice }) => showNotice(notice),
    onError: () => showErrorToast({ title: "Error", description: "Failed to merge wines." }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cellar(user?.id) }),
  });
}
