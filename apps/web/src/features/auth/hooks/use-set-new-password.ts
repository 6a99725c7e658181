import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";
import { type AuthErrorLike, UNEXPECTED_ERROR_MESSAGE } from "@/lib/errors";
import { showErrorToast } from "@/lib/toast-error";

/** Why a new password was refused: the link no longer works, or something else. */
export type SetNewPasswordFailure = { isInvalidLink: boolean; error: unknown };

type NewPassword = { token: string; newPassword: string };

function isInvalidTokenError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as AuthErrorLike;
  return code === "INVALID_TOKEN" || /invalid token/i.test(message ?? "");
}

/**
 * Sets the password from the recovery link. Resolves to whether a session followed (then the spec's "You are now
 * signed in"); an invalid or expired link ends as 'Reset Link Invalid'.
 */
export function useSetNewPassword({ onInvalidLink }: { onInvalidLink: () => void }) {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: async ({ token, newPassword }: NewPassword) => {
      const { error } = await authClient.resetPassword({ token, newPassword });
      if (error) throw error;
      return Boolean(await refreshSession());
    },
    onSuccess: (isSignedIn) => {
      toast.success("Password updated successfully", {
        description: isSignedIn
          ? "Your password has been changed. You are now signed in."
          : "Your password has been changed. Sign in with your new password.",
      });
    },
    onError: (error) => {
      if (isInvalidTokenError(error)) {
        showErrorToast({
          title: "Reset Link Invalid",
          description: "This password reset link is invalid or has expired. Please request a new one.",
        });
        onInvalidLink();
        return;
      }
      const message = (error as AuthErrorLike | null)?.message;
      showErrorToast({
        title: "Error updating password",
        description: error instanceof Error || !message ? UNEXPECTED_ERROR_MESSAGE : message,
      });
    },
  });
}
