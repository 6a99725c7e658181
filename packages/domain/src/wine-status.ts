import { type CellarWineLike, countBottles, isPresentYear } from "./cellar-wine.ts";
import { collapseWhitespace } from "./text.ts";

/** The four derived statuses, in drinking order. */
export const WINE_STATUSES = ["Too Young", "Aging Beautifully", "Peak Period", "Ready"] as const;
export type WineStatus = (typeof WINE_STATUSES)[number];

/** Which keyword list reads `current_status`: the app's, or the export's shorter one (spec §4). */
export type StatusKeywordSet = "app" | "export";

type KeywordRule = readonly [WineStatus, readonly string[]];

const STATUS_KEYWORDS: Record<StatusKeywordSet, readonly KeywordRule[]> = {
  app: [
    ["Peak Period", ["peak", "optimal"]],
    ["Ready", ["ready to drink", "ready now", "drinking window", "drink now", "approachable now"]],
    ["Aging Beautifully", ["aging", "cellaring", "benefit from", "developing", "maturing", "approachable"]],
    ["Too Young", ["young", "youthful", "tight", "closed", "needs time", "hold"]],
  ],
  export: [
    ["Peak Period", ["peak", "optimal"]],
    ["Ready", ["ready to drink", "ready now"]],
    ["Aging Beautifully", ["aging", "cellaring"]],
    ["Too Young", ["young", "youthful"]],
  ],
};

export type StatusWine = Pick<
  CellarWineLike,
  "optimal_start" | "optimal_end" | "peak_start" | "peak_end" | "current_status"
>;

/**
 * The status from the four window years against the current year, or null unless all four are present (spec
 * §4): before optimal_start Too Young; peak_start–peak_end inclusive Peak Period; optimal_start until before
 * peak_start Aging Beautifully; after peak_end Ready.
 */
export function deriveStatusFromWindow(wine: StatusWine, currentYear: number): WineStatus | null {
  const { optimal_start, optimal_end, peak_start, peak_end } = wine;
  if (!isPresentYear(optimal_start) || !isPresentYear(optimal_end)) return null;
  if (!isPresentYear(peak_start) || !isPresentYear(peak_end)) return null;
  if (currentYear < optimal_start) return "Too Young";
  if (currentYear >= peak_start && currentYear <= peak_end) return "Peak Period";
  if (currentYear < peak_start) return "Aging Beautifully";
  return "Ready";
}

/**
 * The status named by free `current_status` text: the first keyword group with a case-insensitive match, in
 * the spec's order (peak, ready, aging, young), or null when none matches.
 */
export function classifyStatusText(
  text: string | null | undefined,
  keywordSet: StatusKeywordSet = "app",
): WineStatus | null {
  const haystack = collapseWhitespace((text ?? "").toLowerCase());
  if (haystack === "") return null;
  for (const [status, keywords] of STATUS_KEYWORDS[keywordSet]) {
    if (keywords.some((keyword) => haystack.includes(keyword))) return status;
  }
  return null;
}

/** The derived status of a wine (not stored): the window rule, else the status text, else Too Young. */
export function deriveWineStatus(wine: StatusWine, now: Date): WineStatus {
  return (
    deriveStatusFromWindow(wine, now.getFullYear()) ?? classifyStatusText(wine.current_status) ?? "Too Young"
  );
}

/**
 * The status the spreadsheet export writes: the window rule, else the export's shorter keywords, else Too
 * Young.
 */
export function deriveExportWineStatus(wine: StatusWine, now: Date): WineStatus {
  return (
    deriveStatusFromWindow(wine, now.getFullYear()) ??
    classifyStatusText(wine.current_status, "export") ??
    "Too Young"
  );
}

/** Whether a status counts as ready to drink (Ready or Peak Period); the others count as Hold. */
export function isReadyToDrinkStatus(status: WineStatus): boolean {
  return status === "Ready" || status === "Peak Period";
}

export type StatusTally = Record<WineStatus, { wines: number; bottles: number }>;

/** Wines and bottles per derived status, for the dashboard's status tiles. */
export function tallyWineStatuses(
  wines: readonly (StatusWine & Pick<CellarWineLike, "quantity">)[],
  now: Date,
): StatusTally {
  const tally = Object.fromEntries(
    WINE_STATUSES.map((status) => [status, { wines: 0, bottles: 0 }]),
  ) as StatusTally;
  for (const wine of wines) {
    const entry = tally[deriveWineStatus(wine, now)];
    entry.wines += 1;
    entry.bottles += countBottles(wine);
  }
  return tally;
}

/**
 * The list's two bottle counts (spec §4): Ready to Drink = Ready + Peak Period, Hold = Too Young + Aging
 * Beautifully.
 */
export function countReadyAndHoldBottles(
  wines: readonly (StatusWine & Pick<CellarWineLike, "quantity">)[],
  now: Date,
): { readyToDrink: number; hold: number } {
  const tally = tallyWineStatuses(wines, now);
  return {
    readyToDrink: tally.Ready.bottles + tally["Peak Period"].bottles,
    hold: tally["Too Young"].bottles + tally["Aging Beautifully"].bottles,
  };
}

/** The list heading (spec §2): "{status} Wines" when filtered by a status, else "Your Personal Cellar". */
export function describeCellarListHeading(status: WineStatus | null | undefined): string {
  return status ? `${status} Wines` : "Your Personal Cellar";
}
