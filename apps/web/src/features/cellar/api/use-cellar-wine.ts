import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/cellar/:id`: one wine with its whole stored analysis, for View Details. */
export function useCellarWine(wineId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.cellarWine(user?.id, wineId ?? "none"),
    queryFn: () => unwrap(api.cellar[":id"].$get({ param: { id: wineId ?? "" } })).then(({ wine }) => wine),
    enabled: Boolean(user && wineId),
  });
}
