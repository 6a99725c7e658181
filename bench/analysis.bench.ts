import { createAnalyzer, type KnowledgeBase, loadKnowledgeBase } from "@vinestra/analysis";
import { MODEL_FIT_SCOPE } from "../packages/analysis/src/model/fit-scope.ts";
import { RULES } from "./analysis/accuracy-rules.ts";
import { timeBatchCommand } from "./analysis/batch-timing.ts";
import {
  CALIBRATION_FILE,
  type CalibrationRow,
  type Half,
  halfOf,
  readCalibrationRows,
  withVintageLast,
} from "./analysis/calibration-data.ts";
import { createEvaluation, type Evaluation, scoreRow, summarize } from "./analysis/evaluate.ts";
import { formatShare, percentile } from "./analysis/metrics.ts";

// `npm run bench:analysis` — the engine over the critic calibration file, measured against the targets.
// Flags: --no-batch (skip the batch-command timing), --limit N (first N rows only), --vintage-last (each text
// rewritten with its vintage at the end, as collectors type it; accuracy only).
const NOW = "2017-06-01";
const args = process.argv.slice(2);
const isVintageLast = args.includes("--vintage-last");
const skipBatch = args.includes("--no-batch") || isVintageLast;
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : Number.POSITIVE_INFINITY;

function printKnowledgeBase(knowledgeBase: KnowledgeBase) {
  console.log(
    `knowledge base: ${knowledgeBase.varieties.size} varieties, ${knowledgeBase.regions.size} regions, ` +
      `${knowledgeBase.vintageCharts.size} vintage charts, ${knowledgeBase.producers.length} producers, ` +
      `${knowledgeBase.wines.length} wines, ${knowledgeBase.issues.length} data issues`,
  );
}

function printTable(columns: Record<string, ReturnType<typeof summarize>>) {
  const names = Object.keys(columns);
  const line = (label: string, target: string, format: (summary: ReturnType<typeof summarize>) => string) =>
    console.log(
      `${label.padEnd(30)}${target.padEnd(10)}${names.map((name) => format(columns[name]!).padStart(14)).join("")}`,
    );
  console.log(`${"".padEnd(30)}${"target".padEnd(10)}${names.map((name) => name.padStart(14)).join("")}`);
  line("rows", "", (summary) => String(summary.rows));
  line("share answered", "", (summary) => formatShare(summary.answered));
  line("country accuracy", "≥ 97%", (summary) => formatShare(summary.country));
  line("region accuracy", "≥ 85%", (summary) => formatShare(summary.region));
  line("variety accuracy", "≥ 90%", (summary) => formatShare(summary.variety));
  line("  (row's variety known to KB)", "", (summary) => formatShare(summary.varietyKnownToUs));
  line("producer accuracy", "≥ 80%", (summary) => formatShare(summary.producer));
  line(
    "window-end MAE (years)",
    "≤ 2.5",
    (summary) => `${summary.windowEndMae.toFixed(2)} (${summary.windowEndCount})`,
  );
  line(
    "window-start MAE (years)",
    "≤ 1.5",
    (summary) => `${summary.windowStartMae.toFixed(2)} (${summary.windowStartCount})`,
  );
  line(
    "median price error factor",
    "≤ 1.6×",
    (summary) => `${summary.medianPriceFactor.toFixed(2)}× (${summary.priceCount})`,
  );
}

const rows = readCalibrationRows()?.slice(0, limit);
if (rows === undefined) {
  console.error(`!!! calibration file not found at ${CALIBRATION_FILE} — nothing to measure`);
  process.exit(1);
}

const loadStarted = performance.now();
const knowledgeBase = loadKnowledgeBase();
const loadMs = performance.now() - loadStarted;
printKnowledgeBase(knowledgeBase);
const analyzer = createAnalyzer(knowledgeBase);
const now = new Date(`${NOW}T00:00:00Z`);

for (const row of rows.slice(0, 200)) analyzer.analyze({ wineName: row.query, vintage: row.vintage, now });

const evaluations: Record<Half | "all", Evaluation> = {
  calibration: createEvaluation(),
  check: createEvaluation(),
  all: createEvaluation(),
};
const latencies: number[] = [];
let failures = 0;
for (const row of rows as CalibrationRow[]) {
  const started = performance.now();
  let outcome: ReturnType<typeof analyzer.analyze>;
  try {
    outcome = analyzer.analyze({
      wineName: isVintageLast ? withVintageLast(row) : row.query,
      vintage: row.vintage,
      now,
    });
  } catch {
    failures += 1;
    continue;
  }
  latencies.push(performance.now() - started);
  scoreRow(knowledgeBase, evaluations[halfOf(row)], row, outcome);
  scoreRow(knowledgeBase, evaluations.all, row, outcome);
}

console.log(`\n${rows.length} rows from ${CALIBRATION_FILE}, now = ${NOW}; split by hash of id`);
if (isVintageLast) console.log('each text rewritten with its vintage last ("Kim Crawford SB 2022")');
console.log(
  MODEL_FIT_SCOPE === "calibration"
    ? "model fitted on the calibration half: the check column is an honest figure"
    : "model fitted on every row: every column is in-sample. For an honest figure, refit with\n" +
        "`npx tsx bench/analysis/fit-parameters.ts --on calibration` and read the check column",
);
console.log("matching rules:");
for (const rule of RULES) console.log(`  - ${rule}`);
console.log("");
printTable({
  calibration: summarize(evaluations.calibration),
  check: summarize(evaluations.check),
  all: summarize(evaluations.all),
});
console.log(
  `\nlatency in-process, uncached: p50 ${percentile(latencies, 0.5).toFixed(3)} ms, p95 ${percentile(latencies, 0.95).toFixed(3)} ms (target ≤ 5 ms), max ${percentile(latencies, 1).toFixed(1)} ms; knowledge base load ${loadMs.toFixed(0)} ms; ${failures} inputs threw`,
);

if (!skipBatch) {
  const batch = timeBatchCommand(rows, NOW);
  console.log(
    `batch command (npx tsx …/cli/run.ts analyze --batch, ${rows.length} lines): ${batch.seconds.toFixed(1)} s wall (target ≤ 90 s), ` +
      `${batch.lines} lines out, in order: ${batch.inOrder ? "yes" : "NO"}, error lines: ${batch.errors}, exit ${batch.exitCode}`,
  );
}
