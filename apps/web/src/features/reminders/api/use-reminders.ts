import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/cellar/:id/reminders`: the reminders already set on a wine, soonest first. */
export function useReminders(wineId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.reminders(user?.id, wineId),
    queryFn: () =>
      unwrap(api.cellar[":id"].reminders.$get({ param: { id: wineId } })).then(({ reminders }) => reminders),
    enabled: Boolean(user),
  });
}
