import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";
import { describeAuthChangeError } from "../auth-change-error";

/** Deletes the account and everything it owns, then leaves for the landing page signed out. */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (password: string | null) => {
      const { error } = await authClient.deleteUser(password ? { password } : {});
      if (error) throw error;
    },
    onSuccess: async () => {
      // Leave the protected page first, or it would send the signed-out visitor to /auth.
      await navigate("/", { replace: true });
      await signOut();
      toast.success("Account deleted", {
        description: "Your account and everything in it have been removed. Thank you for using Vinestra.",
      });
    },
    onError: (error) => toast.error(...describeAuthChangeError("Could not delete account", error)),
  });
}
