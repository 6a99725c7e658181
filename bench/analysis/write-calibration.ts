import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FitScope } from "./calibration-data.ts";

const MODEL_DIRECTORY = "../../packages/analysis/src/model/";

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([key, inner]) => [key, sortKeys(inner)]),
  );
}

/** Rewrites one of the fitted model files with the tables now in memory (Biome formats it afterwards). */
export function writeCalibrationFile(
  file: string,
  what: string,
  name: string,
  type: string,
  value: unknown,
  imports = "",
): void {
  const header = `/**\n * ${what}\n * Fitted on ../shared/data/wine-reviews-calibration.csv (the rows fit-scope.ts names) by\n * bench/analysis/fit-parameters.ts — do not edit by hand, rerun it. Aggregates only, no row or per-wine fact.\n */\n`;
  const body = `export const ${name}: ${type} = ${JSON.stringify(sortKeys(value), null, 2)};\n`;
  writeFileSync(
    fileURLToPath(new URL(`${MODEL_DIRECTORY}${file}`, import.meta.url)),
    imports + header + body,
  );
}

/** Records which rows the model files were fitted on, so the bench can say whether its check column is honest. */
export function writeFitScope(scope: FitScope): void {
  writeFileSync(
    fileURLToPath(new URL(`${MODEL_DIRECTORY}fit-scope.ts`, import.meta.url)),
    `/**\n * Which rows of ../shared/data/wine-reviews-calibration.csv the model files were fitted on: "calibration" (the\n * calibration half; the bench's check column is then an honest figure) or "all" (the shipped model; every column\n * is then in-sample). Written by bench/analysis/fit-parameters.ts.\n */\nexport const MODEL_FIT_SCOPE: "calibration" | "all" = "${scope}";\n`,
  );
}
