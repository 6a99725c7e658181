import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TastingNotesRequest } from "@vinestra/contracts";
import { toast } from "sonner";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { queryKeys } from "@/lib/query-keys";
import { showErrorToast } from "@/lib/toast-error";

/** `PUT /api/cellar/:id/notes` (empty fields are stored as null); 'Error saving notes' when refused. */
export function useSaveTastingNotes(wineId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (notes: TastingNotesRequest) =>
      unwrap(api.cellar[":id"].notes.$put({ param: { id: wineId }, json: notes })).then((body) => body.notes),
    onSuccess: (notes) => {
      queryClient.setQueryData(queryKeys.tastingNotes(user?.id, wineId), notes);
      toast.success("Tasting notes saved");
    },
    onError: (error) => showErrorToast(error, "Error saving notes"),
  });
}
