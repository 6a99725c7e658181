import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/cellar/stats`: dashboard figures, status tiles, summary cards and badges over the visible wines. */
export function useCellarStats() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.cellarStats(user?.id),
    queryFn: () => unwrap(api.cellar.stats.$get()),
    enabled: Boolean(user),
  });
  useEffect(() => {
    if (query.error) console.error("Could not load the cellar figures", query.error);
  }, [query.error]);
  return query;
}
