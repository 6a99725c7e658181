import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/**
 * `GET /api/searches` read when a decision needs it (fresh analysis, the search-limit dialog's count): always
 * asked anew, as every analysis changes it.
 */
export function useFetchRemainingSearches() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.searches(user?.id),
        queryFn: () => unwrap(api.searches.$get()),
        staleTime: 0,
      }),
    [queryClient, user?.id],
  );
}
