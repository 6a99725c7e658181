import { useMutation } from "@tanstack/react-query";
import type { CellarAnalysisFields } from "@vinestra/contracts";
import { api, unwrap } from "@/lib/api-client";
import { announceCellarUpdate } from "@/lib/app-events";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

/** `PUT /api/cellar/:id/analysis`: a cellar wine takes the fresh analysis ('Wine updated'). */
export function useRefreshCellarWine() {
  return useMutation({
    mutationFn: ({ wineId, fields }: { wineId: string; fields: CellarAnalysisFields }) =>
      unwrap(api.cellar[":id"].analysis.$put({ param: { id: wineId }, json: { fields } })),
    onSuccess: ({ notice }) => {
      showNotice(notice);
      announceCellarUpdate();
    },
    onError: () =>
      showErrorToast({
        title: "Failed to add wine",
        description: "Could not add wine to cellar. Please try again.",
      }),
  });
}
