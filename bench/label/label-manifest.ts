import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";

export const LABELS_DIRECTORY = fileURLToPath(new URL("../../../shared/data/labels/", import.meta.url));

/** One photo of ../shared/data/labels and the wine it shows (see the data README). */
export type LabelPhoto = { file: string; wineName: string; winery: string; grapes: string; region: string };

export function readLabelManifest(directory: string = LABELS_DIRECTORY): LabelPhoto[] | undefined {
  const manifest = path.join(directory, "manifest.csv");
  if (!existsSync(manifest)) return undefined;
  const records = parse(readFileSync(manifest, "utf8"), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  return records.map((record) => ({
    file: path.join(directory, record.image_file ?? ""),
    wineName: record.WineName ?? "",
    winery: record.WineryName ?? "",
    grapes: record.Grapes ?? "",
    region: record.RegionName ?? "",
  }));
}
