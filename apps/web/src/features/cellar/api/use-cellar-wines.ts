import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/cellar`: the wines the plan lets the collector see, in the spec's order, with the counts. */
export function useCellarWines() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.cellarList(user?.id),
    queryFn: () => unwrap(api.cellar.$get()),
    enabled: Boolean(user),
  });
  // Spec §8: cellar fetch errors are only logged; the page shows what it can.
  useEffect(() => {
    if (query.error) console.error("Could not load the cellar", query.error);
  }, [query.error]);
  return query;
}
