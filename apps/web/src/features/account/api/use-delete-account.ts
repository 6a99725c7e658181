import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useSignOutToHome } from "@/lib/auth/sign-out-to-home";
import { describeAuthChangeError } from "../auth-change-error";

/** Deletes the account and everything it owns, then leaves for the landing page signed out. */
export function useDeleteAccount() {
  const signOutToHome = useSignOutToHome();
  return useMutation({
    mutationFn: async (password: string | null) => {
      const { error } = await authClient.deleteUser(password ? { password } : {});
      if (error) throw error;
    },
    onSuccess: async () => {
      // Home first, then signed out: on the profile page the signed-out state would lead to /auth instead.
      await signOutToHome();
      toast.success("Account deleted", {
        description: "Your account and everything in it have been removed. Thank you for using Vinestra.",
      });
    },
    onError: (error) => toast.error(...describeAuthChangeError("Could not delete account", error)),
  });
}
