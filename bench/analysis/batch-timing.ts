import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CalibrationRow } from "./calibration-data.ts";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface BatchTiming {
  seconds: number;
  lines: number;
  inOrder: boolean;
  errors: number;
  exitCode: number | null;
}

/** Runs the whole file through the batch command as a user would, and times it (wall clock). */
export function timeBatchCommand(rows: readonly CalibrationRow[], now: string): BatchTiming {
  const directory = mkdtempSync(join(tmpdir(), "analysis-bench-"));
  const input = join(directory, "calibration.jsonl");
  writeFileSync(input, `${rows.map((row) => JSON.stringify({ id: row.id, text: row.query })).join("\n")}\n`);
  const started = performance.now();
  const child = spawnSync(
    "npx",
    ["tsx", "packages/analysis/src/cli/run.ts", "analyze", "--batch", input, "--now", now],
    { cwd: REPOSITORY_ROOT, encoding: "utf8", maxBuffer: 1 << 30 },
  );
  const seconds = (performance.now() - started) / 1000;
  rmSync(directory, { recursive: true, force: true });
  const lines = child.stdout.split("\n").filter((line) => line !== "");
  let inOrder = lines.length === rows.length;
  let errors = 0;
  lines.forEach((line, index) => {
    const answer = JSON.parse(line) as { id: string; error?: string };
    if (answer.id !== rows[index]?.id) inOrder = false;
    if (answer.error !== undefined) errors += 1;
  });
  return { seconds, lines: lines.length, inOrder, errors, exitCode: child.status };
}
