import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/cellar/:id/notes`: the collector's notes on a wine, or null before any were written. */
export function useTastingNotes(wineId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.tastingNotes(user?.id, wineId),
    queryFn: () => unwrap(api.cellar[":id"].notes.$get({ param: { id: wineId } })).then(({ notes }) => notes),
    enabled: Boolean(user),
  });
}
