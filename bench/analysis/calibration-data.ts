import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";

/** One row of ../shared/data/wine-reviews-calibration.csv (see its README). */
export interface CalibrationRow {
  id: string;
  title: string;
  query: string;
  winery: string;
  variety: string;
  country: string;
  province: string;
  region: string;
  vintage: number | null;
  price: number | null;
  points: number | null;
  windowStart: number | null;
  windowEnd: number | null;
  isDrinkNow: boolean;
}

export const CALIBRATION_FILE = fileURLToPath(
  new URL("../../../shared/data/wine-reviews-calibration.csv", import.meta.url),
);

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function readCalibrationRows(file: string = CALIBRATION_FILE): CalibrationRow[] | undefined {
  if (!existsSync(file)) return undefined;
  const records = parse(readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return records.map((record) => ({
    id: record.id ?? "",
    title: record.title ?? "",
    query: record.query ?? "",
    winery: record.winery ?? "",
    variety: record.variety ?? "",
    country: record.country ?? "",
    province: record.province ?? "",
    region: record.region_1 ?? "",
    vintage: numberOrNull(record.vintage),
    price: numberOrNull(record.price),
    points: numberOrNull(record.points),
    windowStart: numberOrNull(record.window_start),
    windowEnd: numberOrNull(record.window_end),
    isDrinkNow: record.now_flag === "1",
  }));
}

/**
 * The row's text as collectors most often type it, the vintage last ("Kim Crawford SB 2022"), where the file
 * writes it after the house ("Kim Crawford 2022 SB"): the engine must then find where the house's name ends.
 */
export function withVintageLast(row: CalibrationRow): string {
  if (row.vintage === null) return row.query;
  const words = row.query.split(/\s+/).filter((word) => word !== "");
  const at = words.indexOf(String(row.vintage));
  if (at < 0) return row.query;
  return [...words.slice(0, at), ...words.slice(at + 1), words[at]].join(" ");
}

/** FNV-1a: a stable split that does not depend on row order. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export type Half = "calibration" | "check";

/**
 * Which rows the parameters are fitted on: the calibration half, so that the check half shows over-fitting
 * (for measuring a change), or every row (for the shipped model; see docs/decisions/007-fit-on-every-row.md).
 */
export type FitScope = "calibration" | "all";

/** The file is split in two halves by a hash of the row's id. */
export function halfOf(row: CalibrationRow): Half {
  return hash(row.id) % 2 === 0 ? "calibration" : "check";
}
