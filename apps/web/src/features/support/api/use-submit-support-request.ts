import { useMutation } from "@tanstack/react-query";
import type { SupportRequest } from "@vinestra/contracts";
import { api, unwrap } from "@/lib/api-client";

/** Sends a support request (`POST /api/support`); the server stores it and e-mails it when it can. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: (request: SupportRequest) => unwrap(api.support.$post({ json: request })),
    // The form shows the refusal itself, next to the fields.
    onError: () => {},
  });
}
