import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { showErrorToast } from "@/lib/toast-error";
import { recoveryRedirectUrl } from "../auth-link";
import { describeResetError, requestResetWithRetry } from "../reset-request";

/** Asks for the reset e-mail, retrying network failures (spec §8); 'Reset Email Sent' once it is on its way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      requestResetWithRetry(async (signal) => {
        const { error } = await authClient.requestPasswordReset({
          email,
          redirectTo: recoveryRedirectUrl(window.location.origin),
          fetchOptions: { signal },
        });
        if (error) throw error;
      }),
    onSuccess: () => {
      toast.success("Reset Email Sent", { description: "Check your email for password reset instructions." });
    },
    onError: (error) => showErrorToast(describeResetError(error)),
  });
}
