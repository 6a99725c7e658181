import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** This installation's public settings (`GET /api/config`), such as the support address. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => unwrap(api.config.$get()),
  });
}
