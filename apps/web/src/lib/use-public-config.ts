import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/** This installation's public settings (`GET /api/config`): version, support address, Google sign-in. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => unwrap(api.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
