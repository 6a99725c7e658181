import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { describeAuthChangeError } from "../auth-change-error";

/** Signs out every session of this user except this browser's. */
export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw error;
    },
    onSuccess: () => {
      toast.success("Other sessions signed out", {
        description: "Every other device now has to sign in again.",
      });
    },
    onError: (error) => toast.error(...describeAuthChangeError("Could not sign out other sessions", error)),
  });
}
