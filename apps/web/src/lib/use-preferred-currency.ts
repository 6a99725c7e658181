import { useQuery } from "@tanstack/react-query";
import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from "@vinestra/domain";
import { api, unwrap } from "./api-client";
import { useAuth } from "./auth/auth-context";
import { queryKeys } from "./query-keys";

/**
 * The currency prices are shown in: the signed-in collector's saved choice, else US dollars. Shares the
 * `GET /api/me` cache with the account menu, so a change of currency shows everywhere at once.
 */
export function usePreferredCurrency(): CurrencyCode {
  const { user } = useAuth();
  const { data } = useQuery({
    queryKey: queryKeys.me(user?.id),
    queryFn: () => unwrap(api.me.$get()),
    enabled: Boolean(user),
  });
  const saved = data?.profile.preferred_currency;
  return isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
}
