import { type CellarWineLike, countBottles, type Instant, isPresentYear } from "./cellar-wine.ts";
import { parseExportAverageValue } from "./price.ts";
import { isRated } from "./rating.ts";
import type { Notice } from "./result.ts";
import { capCellText } from "./spreadsheet.ts";
import { deriveExportWineStatus } from "./wine-status.ts";

/** The export's one sheet. */
export const EXPORT_SHEET_NAME = "Wine Cellar";

/** The 23 column headers of the export, in order (spec §3). */
export const EXPORT_COLUMNS = [
  "Wine Name",
  "Producer",
  "Vintage",
  "Region",
  "Variety",
  "Quantity",
  "Market Value Range",
  "Average Market Value",
  "Status",
  "Drinking Window",
  "Peak Period",
  "User Rating",
  "Current Condition",
  "Aging Potential",
  "Cellaring Advice",
  "Storage Conditions",
  "Risk Factors",
  "Tannins",
  "Acidity",
  "Alcohol",
  "Food Pairing",
  "Added Date",
  "Last Updated",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportCell = string | number;
export type ExportRow = Record<ExportColumn, ExportCell>;

/** Formats an instant as the user's local date; the caller picks the locale and time zone. */
export type DateFormatter = (date: Date) => string;

function text(value: string | null | undefined): string {
  return capCellText(value ?? "");
}

function yearSpan(start: number | null | undefined, end: number | null | undefined): string {
  const years = [start, end].filter(isPresentYear);
  return [...new Set(years)].join("-");
}

function dateCell(value: Instant | null | undefined, formatDate: DateFormatter): string {
  if (value === null || value === undefined) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : formatDate(date);
}

/**
 * One spreadsheet row (spec §3): missing text exports empty, quantity defaults to 1, rating as 'N/5' when
 * rated, windows as "start-end" (one year when only one is known), Average Market Value by the export's price
 * rule, Status by the export's keyword set, dates through `formatDate`, text capped at 32,767 characters.
 */
export function toExportRow(wine: CellarWineLike, formatDate: DateFormatter, now: Date): ExportRow {
  return {
    "Wine Name": text(wine.wine_name),
    Producer: text(wine.producer),
    Vintage: isPresentYear(wine.vintage) ? wine.vintage : "",
    Region: text(wine.region),
    Variety: text(wine.variety),
    Quantity: countBottles(wine),
    "Market Value Range": text(wine.market_value),
    "Average Market Value": parseExportAverageValue(wine.market_value) ?? "",
    Status: deriveExportWineStatus(wine, now),
    "Drinking Window": yearSpan(wine.optimal_start, wine.optimal_end),
    "Peak Period": yearSpan(wine.peak_start, wine.peak_end),
    "User Rating": isRated(wine.user_rating) ? `${wine.user_rating}/5` : "",
    "Current Condition": text(wine.current_condition),
    "Aging Potential": text(wine.aging_potential),
    "Cellaring Advice": text(wine.cellaring_advice),
    "Storage Conditions": text(wine.storage_conditions),
    "Risk Factors": text(wine.risk_factors),
    Tannins: text(wine.tannins),
    Acidity: text(wine.acidity),
    Alcohol: text(wine.alcohol),
    "Food Pairing": text(wine.food_pairing),
    "Added Date": dateCell(wine.created_at, formatDate),
    "Last Updated": dateCell(wine.updated_at, formatDate),
  };
}

/**
 * The download's file name: 'wine-cellar-{YYYY-MM-DD}.xlsx' (local date), or '{baseName}.xlsx' when given.
 */
export function exportFileName(now: Date, baseName?: string | null): string {
  if (baseName?.trim()) return `${baseName.trim()}.xlsx`;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `wine-cellar-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.xlsx`;
}

/** The success toast: 'Export successful' / 'Exported N wines to Excel'. */
export function describeExportSuccess(wineCount: number): Notice {
  return { title: "Export successful", message: `Exported ${wineCount} wines to Excel` };
}
