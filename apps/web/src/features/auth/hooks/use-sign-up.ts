import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";
import { describeAuthFailure } from "@/lib/errors";
import { showErrorToast } from "@/lib/toast-error";

type SignUpDetails = { email: string; password: string; displayName: string };

/** What followed a successful sign-up: a session, or a confirmation e-mail to open first (spec §4). */
export type SignUpOutcome = "signed-in" | "confirm-email";

export function useSignUp() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: async ({ email, password, displayName }: SignUpDetails): Promise<SignUpOutcome> => {
      const { data, error } = await authClient.signUp.email({ email, password, name: displayName });
      if (error) throw error;
      if (!data?.token) return "confirm-email";
      return (await refreshSession()) ? "signed-in" : "confirm-email";
    },
    onSuccess: (outcome) => {
      toast.success("Success!", {
        description:
          outcome === "signed-in"
            ? "Your account has been created. Welcome to Vinestra."
            : "Please check your email to confirm your account.",
      });
    },
    onError: (error) => showErrorToast(describeAuthFailure(error)),
  });
}
