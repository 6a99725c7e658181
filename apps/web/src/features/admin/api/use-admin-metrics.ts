import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type AdminMetrics = InferResponseType<typeof api.admin.metrics.$get, 200>;

/** Installation-wide figures (`GET /api/admin/metrics`, administrators only). */
export function useAdminMetrics() {
  return useQuery({
    queryKey: ["admin", "metrics"],
    queryFn: () => unwrap(api.admin.metrics.$get()),
    staleTime: 30_000,
  });
}
