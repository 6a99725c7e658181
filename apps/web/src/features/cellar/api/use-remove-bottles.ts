import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

/** `POST /api/cellar/:id/remove`: fewer bottles, or the wine gone ('Wine quantity updated' / 'Wine removed'). */
export function useRemoveBottles() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ wineId, count }: { wineId: string; count: number }) =>
      unwrap(api.cellar[":id"].remove.$post({ param: { id: wineId }, json: { count } })),
    onSuccess: ({ notice }) => showNotice(notice),
    onError: () => showErrorToast({ title: "Failed to remove wine from cellar" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cellar(user?.id) }),
  });
}
