import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";
import { describeAuthFailure } from "@/lib/errors";
import { showErrorToast } from "@/lib/toast-error";

type Credentials = { email: string; password: string };

/** Signs in with e-mail and password; the page then follows the session to `returnTo`. */
export function useSignIn() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) throw error;
      return refreshSession();
    },
    onSuccess: (user) => {
      if (user) toast.success("Welcome back!");
      else showErrorToast(SESSION_NOT_KEPT);
    },
    onError: (error) => showErrorToast(describeAuthFailure(error)),
  });
}

export const SESSION_NOT_KEPT = {
  title: "Authentication Error",
  description:
    "You were signed in, but your browser did not keep the session. Please allow cookies for this site.",
};
