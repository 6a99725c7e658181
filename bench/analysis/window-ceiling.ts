import { createAnalyzer, isMultipleMatches, loadKnowledgeBase } from "@vinestra/analysis";
import { MODEL_FIT_SCOPE } from "../../packages/analysis/src/model/fit-scope.ts";
import type { FeatureSpec } from "../../packages/analysis/src/window/critics-trees.ts";
import { type BoostOptions, boostTrees, predictEnsemble } from "./boost-trees.ts";
import { type CalibrationRow, halfOf, readCalibrationRows } from "./calibration-data.ts";
import { mean, median } from "./metrics.ts";

// `npm run -s bench:window-ceiling` — how far the critics' window ends can be predicted at all. Trees are fitted
// on the calibration half to the critics' end (years after the vintage) from our own end and from facts the engine
// never sees on a label: the critic's points and the release price. Their error on the check half bounds what any
// reading of the label could reach. Read it with a model fitted on the calibration half
// (`npx tsx bench/analysis/fit-parameters.ts --on calibration`); with the shipped model our end is in-sample.

const NOW = new Date("2017-06-01T00:00:00Z");
const OPTIONS: BoostOptions = { trees: 200, depth: 4, learningRate: 0.07, minLeaf: 20, categoryPrior: 20 };

interface Windowed {
  row: CalibrationRow & { vintage: number; windowEnd: number };
  /** Our end, in years after the vintage. */
  ours: number;
}

type Fact = "ours" | "points" | "price" | "country" | "province" | "variety";

const FACT_KINDS: Record<Fact, FeatureSpec["kind"]> = {
  ours: "number",
  points: "number",
  price: "number",
  country: "category",
  province: "category",
  variety: "category",
};

const VARIANTS: [string, Fact[]][] = [
  ["our end, recalibrated", ["ours"]],
  ["+ release price", ["ours", "price"]],
  ["+ critic's points", ["ours", "points"]],
  ["+ price and points", ["ours", "price", "points"]],
  ["+ price, points, place, grape", ["ours", "price", "points", "country", "province", "variety"]],
  ["file's facts only, no engine", ["price", "points", "country", "province", "variety"]],
];

function factValue(item: Windowed, fact: Fact): string | number {
  const { row } = item;
  switch (fact) {
    case "ours":
      return item.ours;
    case "points":
      return row.points ?? Number.NaN;
    case "price":
      return row.price !== null && row.price > 0 ? Math.log(row.price) : Number.NaN;
    default:
      return row[fact];
  }
}

const endAfterVintage = ({ row }: Windowed) => row.windowEnd - row.vintage;

function fitAndScore(train: Windowed[], check: Windowed[], facts: Fact[]) {
  const features = facts.map((name) => ({ name, kind: FACT_KINDS[name] }) as unknown as FeatureSpec);
  const encode = (item: Windowed) => facts.map((fact) => factValue(item, fact));
  const sets: string[] = [];
  const ensemble = boostTrees(features, train.map(encode), train.map(endAfterVintage), OPTIONS, sets);
  const error = (items: Windowed[]) =>
    mean(
      items.map((item) =>
        Math.abs(Math.round(predictEnsemble(features, sets, ensemble, encode(item))) - endAfterVintage(item)),
      ),
    );
  return { fitted: error(train), check: error(check) };
}

/** Each wine's end predicted by the median of the same wine's other vintages (title without its year). */
function sameWineOtherVintages(items: Windowed[]) {
  const byWine = new Map<string, number[]>();
  for (const item of items) {
    const wine = item.row.title.replace(/\b(19|20)\d\d\b/g, "").trim();
    byWine.set(wine, [...(byWine.get(wine) ?? []), endAfterVintage(item)]);
  }
  const errors = [...byWine.values()].flatMap((ends) =>
    ends.length < 2
      ? []
      : ends.map((end, index) => Math.abs(end - median(ends.filter((_, at) => at !== index)))),
  );
  return {
    rows: errors.length,
    wines: [...byWine.values()].filter((ends) => ends.length > 1).length,
    mae: mean(errors),
  };
}

const rows = readCalibrationRows();
if (rows === undefined) {
  console.error("!!! calibration file not found — nothing to measure");
  process.exit(1);
}
const analyzer = createAnalyzer(loadKnowledgeBase());
const windowed: Windowed[] = [];
for (const row of rows) {
  if (row.windowEnd === null || row.vintage === null) continue;
  const outcome = analyzer.analyze({ wineName: row.query, vintage: row.vintage, now: NOW });
  if (isMultipleMatches(outcome)) continue;
  windowed.push({
    row: row as Windowed["row"],
    ours: outcome.drinkingWindow.optimalEnd - row.vintage,
  });
}
const train = windowed.filter(({ row }) => halfOf(row) === "calibration");
const check = windowed.filter(({ row }) => halfOf(row) === "check");

console.log(`critics' window ends: ${train.length} rows to fit, ${check.length} to check (now = 2017-06-01)`);
console.log(
  MODEL_FIT_SCOPE === "calibration"
    ? "model fitted on the calibration half: our end is honest on the check half"
    : "model fitted on every row: our end is in-sample on the check half, and every figure below is optimistic",
);
const line = (label: string, fitted: string, checked: string) =>
  console.log(`${label.padEnd(34)}${fitted.padStart(10)}${checked.padStart(10)}`);
line("window-end MAE, years", "fitted", "check");
line("vintage + 10", "", mean(check.map((item) => Math.abs(10 - endAfterVintage(item)))).toFixed(2));
line(
  "our end as shipped",
  "",
  mean(check.map((item) => Math.abs(item.ours - endAfterVintage(item)))).toFixed(2),
);
for (const [label, facts] of VARIANTS) {
  const { fitted, check: checked } = fitAndScore(train, check, facts);
  line(label, fitted.toFixed(2), checked.toFixed(2));
}
const same = sameWineOtherVintages(windowed);
console.log(
  `same wine's other vintages (median of their ends): ${same.mae.toFixed(2)} over ${same.rows} rows of ${same.wines} wines, whole file`,
);
