import { MutationCache, QueryClient } from "@tanstack/react-query";
import { showErrorToast } from "@/lib/toast-error";

const MINUTE = 60_000;

/** Cache rules of spec §7: fresh for 5 minutes, kept 30, refetched on focus and reconnect, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 30 * MINUTE,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: 1,
      },
    },
    // A failed change is always worth telling; mutations with their own onError speak for themselves.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) showErrorToast(error);
      },
    }),
  });
}
