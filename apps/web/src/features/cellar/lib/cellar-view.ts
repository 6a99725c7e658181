import { WINE_STATUSES, type WineStatus } from "@vinestra/domain";

/** The cellar's two modes (spec §2): the dashboard, or the list (`?view=table`, optionally `&status=`). */
export type CellarView = { mode: "dashboard" } | { mode: "list"; status: WineStatus | null };

function isWineStatus(value: string | null): value is WineStatus {
  return value !== null && (WINE_STATUSES as readonly string[]).includes(value);
}

export function readCellarView(params: URLSearchParams): CellarView {
  if (params.get("view") !== "table") return { mode: "dashboard" };
  const status = params.get("status");
  return { mode: "list", status: isWineStatus(status) ? status : null };
}

/** The query string of the list, filtered by a status or not; the dashboard has none. */
export function cellarListSearch(status: WineStatus | null = null): string {
  const params = new URLSearchParams({ view: "table" });
  if (status) params.set("status", status);
  return `?${params.toString()}`;
}
