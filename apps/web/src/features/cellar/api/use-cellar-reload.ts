import { useQueryClient } from "@tanstack/react-query";
import { TIMINGS_MS } from "@vinestra/domain";
import { useEffect } from "react";
import { onAppEvent } from "@/lib/app-events";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

/** Spec §4 Reload: a `cellarUpdate` window event reloads the cellar after a 500 ms debounce. */
export function useCellarReload() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = onAppEvent("cellarUpdate", () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.cellar(user?.id) }),
        TIMINGS_MS.cellarReloadDebounce,
      );
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [queryClient, user?.id]);
}
