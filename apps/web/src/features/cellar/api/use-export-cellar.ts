import { useMutation } from "@tanstack/react-query";
import { describeExportSuccess, exportFileName } from "@vinestra/domain";
import { api } from "@/lib/api-client";
import { requestUpgrade } from "@/lib/app-events";
import { downloadFile } from "@/lib/download-file";
import { ApiError, readErrorBody } from "@/lib/errors";
import { showNotice } from "@/lib/show-notice";
import { showErrorToast } from "@/lib/toast-error";

/**
 * Export to Excel (`GET /api/cellar/export`): downloads 'wine-cellar-YYYY-MM-DD.xlsx' with dates in the
 * collector's locale and time zone; a plan without export opens the upgrade dialog instead.
 */
export function useExportCellar() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.cellar.export.$get({
        query: {
          locale: navigator.language || "en-US",
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      });
      if (!response.ok) throw readErrorBody(await response.json().catch(() => null), response.status);
      const count = Number(response.headers.get("X-Exported-Wines") ?? 0);
      // Named by the collector's own calendar day, not the server's.
      downloadFile(await response.blob(), exportFileName(new Date()));
      return count;
    },
    onSuccess: (count) => showNotice(describeExportSuccess(count)),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "upgrade_required")
        requestUpgrade({ reason: "export" });
      else showErrorToast({ title: "Export failed", description: "Failed to export cellar to Excel" });
    },
  });
}
