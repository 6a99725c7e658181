import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CURRENCIES, type CurrencyCode } from "@vinestra/domain";
import { toast } from "sonner";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { showErrorToast } from "@/lib/toast-error";
import { type Me, meQueryKey } from "./me-query";

/** Saves the preferred currency (`PATCH /api/profile`), showing it at once and rolling back if refused. */
export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const queryKey = meQueryKey(user?.id);

  return useMutation({
    mutationFn: (code: CurrencyCode) => unwrap(api.profile.$patch({ json: { preferred_currency: code } })),
    onMutate: async (code) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Me>(queryKey);
      if (previous) {
        queryClient.setQueryData<Me>(queryKey, {
          ...previous,
          profile: { ...previous.profile, preferred_currency: code },
        });
      }
      return { previous };
    },
    onError: (error, _code, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      showErrorToast(error, "Could not change currency");
    },
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me>(queryKey, (current) => (current ? { ...current, profile } : current));
      const currency = CURRENCIES.find((candidate) => candidate.code === profile.preferred_currency);
      if (currency) {
        toast.success("Currency updated", {
          description: `Prices now show in ${currency.name} (${currency.symbol}).`,
        });
      }
    },
  });
}
