import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

type DuplicateQuery = {
  wine_name: string;
  vintage?: number | null;
  producer?: string | null;
  variety?: string | null;
};

/**
 * `GET /api/cellar/duplicates`: the collector's wines of the same vintage that may be this one (the whole
 * cellar, hidden wines included). Read on demand, never from an old cache.
 */
export function useFetchCellarDuplicates() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    ({ wine_name, vintage, producer, variety }: DuplicateQuery) => {
      const query = {
        wine_name,
        ...(vintage && { vintage: String(vintage) }),
        ...(producer && { producer }),
        ...(variety && { variety }),
      };
      return queryClient.fetchQuery({
        queryKey: queryKeys.cellarDuplicates(user?.id, query),
        queryFn: () => unwrap(api.cellar.duplicates.$get({ query })),
        staleTime: 0,
      });
    },
    [queryClient, user?.id],
  );
}
