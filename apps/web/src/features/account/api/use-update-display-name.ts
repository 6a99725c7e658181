import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { showErrorToast } from "@/lib/toast-error";
import { type Me, meQueryKey } from "./me-query";

/** Saves how Vinestra greets the user (`PATCH /api/profile`); an empty name clears it. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (displayName: string) =>
      unwrap(api.profile.$patch({ json: { display_name: displayName.trim() } })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me>(meQueryKey(user?.id), (current) =>
        current ? { ...current, profile } : current,
      );
      toast.success("Display name saved", {
        description: profile.display_name
          ? `Vinestra will call you ${profile.display_name}.`
          : "Display name removed.",
      });
    },
    onError: (error) => showErrorToast(error, "Could not save display name"),
  });
}
