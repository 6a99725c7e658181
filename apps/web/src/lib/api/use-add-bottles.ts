import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../api-client";
import { announceCellarUpdate } from "../app-events";
import { showNotice } from "../show-notice";
import { showErrorToast } from "../toast-error";

type AddBottlesInput = { wineId: string; count?: number; labelImageUrl?: string | null };

/**
 * "Add Another Bottle", "Add Another" and "Add Quantity" (`POST /api/cellar/:id/bottles`): shows the server's
 * 'Bottle added' notice and reloads the cellar. Shared by the analysis flow and the cellar.
 */
export function useAddBottles() {
  return useMutation({
    mutationFn: ({ wineId, count = 1, labelImageUrl }: AddBottlesInput) =>
      unwrap(
        api.cellar[":id"].bottles.$post({
          param: { id: wineId },
          json: { count, ...(labelImageUrl && { label_image_url: labelImageUrl }) },
        }),
      ),
    onSuccess: ({ notice }) => {
      showNotice(notice);
      announceCellarUpdate();
    },
    onError: () =>
      showErrorToast({
        title: "Failed to add bottle",
        description: "Could not add bottle to cellar. Please try again.",
      }),
  });
}
