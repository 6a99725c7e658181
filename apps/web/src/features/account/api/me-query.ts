import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export type Me = InferResponseType<typeof api.me.$get, 200>;

/** Keyed by user so one person's cached account never shows for the next. */
export function meQueryKey(userId: string | undefined) {
  return ["me", userId ?? "signed-out"] as const;
}

/** The signed-in user's account and profile (`GET /api/me`). */
export function useMe() {
  const { user } = useAuth();
  return useQuery({
    queryKey: meQueryKey(user?.id),
    queryFn: () => unwrap(api.me.$get()),
    enabled: Boolean(user),
  });
}
