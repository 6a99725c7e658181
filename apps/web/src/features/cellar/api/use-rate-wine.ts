import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";
import type { CellarListing } from "../lib/cellar-types";

/** Star rating (`PATCH /api/cellar/:id`): shown at once, rolled back with 'Failed to update wine rating'. */
export function useRateWine() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const listKey = queryKeys.cellarList(user?.id);
  return useMutation({
    mutationFn: ({ wineId, stars }: { wineId: string; stars: number }) =>
      unwrap(api.cellar[":id"].$patch({ param: { id: wineId }, json: { user_rating: stars } })),
    onMutate: async ({ wineId, stars }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<CellarListing>(listKey);
      if (previous) {
        queryClient.setQueryData<CellarListing>(listKey, {
          ...previous,
          wines: previous.wines.map((wine) => (wine.id === wineId ? { ...wine, user_rating: stars } : wine)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      showErrorToast({ title: "Failed to update wine rating" });
    },
    onSuccess: ({ notice }) => {
      if (notice) showNotice(notice);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cellar(user?.id) }),
  });
}
