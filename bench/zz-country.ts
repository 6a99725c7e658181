import { createAnalyzer, loadKnowledgeBase } from "@vinestra/analysis";
import { readCalibrationRows } from "./analysis/calibration-data.ts";
import { isCountryCorrect } from "./analysis/accuracy-rules.ts";
import { writeFileSync } from "node:fs";
const kb = loadKnowledgeBase();
const analyzer = createAnalyzer(kb);
const conf = new Map<string, number>();
const lines: string[] = [];
for (const row of readCalibrationRows()!) {
  const r: any = analyzer.analyze({ wineName: row.query, vintage: row.vintage, now: new Date("2017-06-01") });
  if (!r || "multipleMatches" in r) continue;
  if (isCountryCorrect(row, r)) continue;
  const k = `${row.country} -> ${r.identification.country} [${r.identification.source}]`;
  conf.set(k, (conf.get(k) ?? 0) + 1);
  lines.push(`${k}\t${row.query}\t${row.variety}\t${r.identification.producer}\t${r.identification.region}`);
}
console.log([...conf].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v} ${k}`).join("\n"));
writeFileSync("/tmp/mine/country-misses.tsv", lines.join("\n"));
