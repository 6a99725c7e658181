import { PassThrough } from "node:stream";
import type { Database } from "@vinestra/db";
import {
  canExport,
  capCellText,
  cellarLimit,
  columnWidth,
  EXPORT_COLUMNS,
  EXPORT_SHEET_NAME,
  exportFileName,
  type SubscriptionStateLike,
  sanitizeSheetName,
  selectVisibleWines,
  toExportRow,
} from "@vinestra/domain";
import ExcelJS from "exceljs";
import { AppError } from "../../errors.ts";
import { selectCellarWines } from "./cellar-wines.repository.ts";

export type ExportOptions = { locale: string; timeZone: string };

/**
 * The cellar as 'wine-cellar-YYYY-MM-DD.xlsx' with the spec's sheet and 23 columns, written by exceljs's
 * streaming writer (several times faster than the in-memory workbook on large cellars).
 */
export async function exportCellar(
  db: Database,
  userId: string,
  plan: SubscriptionStateLike,
  now: Date,
  options: ExportOptions,
): Promise<{ fileName: string; bytes: Buffer; wineCount: number }> {
  if (!canExport(plan)) {
    throw new AppError(
      "upgrade_required",
      "Export failed: Exporting your cellar to Excel needs a paid plan.",
    );
  }
  const { visible: wines } = selectVisibleWines(await selectCellarWines(db, userId), cellarLimit(plan));
  const formatter = new Intl.DateTimeFormat(options.locale, { timeZone: options.timeZone });
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sanitizeSheetName(EXPORT_SHEET_NAME));
  sheet.columns = EXPORT_COLUMNS.map((header) => ({ header, key: header, width: columnWidth(header) }));
  sheet.getRow(1).font = { bold: true };
  for (const wine of wines) {
    const row = toExportRow(wine, (date) => formatter.format(date), now);
    sheet
      .addRow(
        EXPORT_COLUMNS.map((column) => {
          const value = row[column];
          return typeof value === "string" ? capCellText(value) : value;
        }),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return { fileName: exportFileName(now), bytes: Buffer.concat(chunks), wineCount: wines.length };
}
