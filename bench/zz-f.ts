import { createAnalyzer, isMultipleMatches, loadKnowledgeBase } from "@vinestra/analysis";
const kb = loadKnowledgeBase();
const analyzer = createAnalyzer(kb);
const now = process.env.NOW ?? "2026-11-26";
for (const q of process.argv.slice(2)) {
  const o = analyzer.analyze({ wineName: q, now: new Date(`${now}T00:00:00Z`) }) as any;
  if (isMultipleMatches(o)) { console.log(q, "=> MULTI"); continue; }
  const w = o.drinkingWindow, i = o.identification;
  console.log(q, i.source, i.region, i.variety, i.wineType ?? "", `${w.optimalStart}-${w.optimalEnd}`, w.currentStatus);
  console.log("  ", JSON.stringify(o.drinkingWindow.factors ?? o.windowConfidence ?? "", null, 0));
}
