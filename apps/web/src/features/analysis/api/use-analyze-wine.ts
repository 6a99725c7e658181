import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnalyzeRequest } from "@vinestra/contracts";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";

type AnalyzeInput = Omit<AnalyzeRequest, "forceAnalysis"> & { forceAnalysis?: boolean };

/** `POST /api/analysis`: one search per call (cached answers included); the count shown is refreshed after. */
export function useAnalyzeWine() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: AnalyzeInput) =>
      unwrap(api.analysis.$post({ json: { forceAnalysis: false, ...input } })),
    // Errors are told by the flow, which knows which of the spec's messages fits.
    onError: () => {},
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.searches(user?.id) }),
  });
}
