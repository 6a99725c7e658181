import { useQuery } from "@tanstack/react-query";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";

/** How the user signs in: with a password, with Google, or both (better-auth's linked accounts). */
export function useSignInMethods() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["sign-in-methods", user?.id ?? "signed-out"],
    enabled: Boolean(user),
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw error;
      const providers = new Set(data.map((account) => account.providerId));
      return { hasPassword: providers.has("credential"), hasGoogle: providers.has("google") };
    },
  });
}
