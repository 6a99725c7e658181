import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { describeAuthChangeError } from "../auth-change-error";

type PasswordChange = { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };

/** Changes the password, optionally signing every other device out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const { error } = await authClient.changePassword(change);
      if (error) throw error;
      return change.revokeOtherSessions;
    },
    onSuccess: (signedOthersOut) => {
      toast.success("Password changed", {
        description: signedOthersOut
          ? "Use your new password from now on. Your other devices have been signed out."
          : "Use your new password from now on.",
      });
    },
    onError: (error) => toast.error(...describeAuthChangeError("Error updating password", error)),
  });
}
