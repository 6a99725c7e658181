import { useMutation } from "@tanstack/react-query";
import type { AddCellarWineRequest } from "@vinestra/contracts";
import { api, unwrap } from "@/lib/api-client";
import { announceCellarUpdate } from "@/lib/app-events";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

type AddInput = Omit<AddCellarWineRequest, "refresh" | "as_new"> & { refresh?: boolean; as_new?: boolean };

/** `POST /api/cellar`: adds the analysed wine (or one more bottle of it) and shows the server's notice. */
export function useAddToCellar() {
  return useMutation({
    mutationFn: (input: AddInput) =>
      unwrap(api.cellar.$post({ json: { refresh: false, as_new: false, ...input } })),
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
