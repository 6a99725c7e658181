import { loadKnowledgeBase } from "@vinestra/analysis";
import { identifyWine } from "../packages/analysis/src/identify/identify-wine.ts";
import { findNamedProducer } from "../packages/analysis/src/identify/match-producer.ts";
import { rankCatalogWines } from "../packages/analysis/src/identify/match-catalog.ts";
import { analyzeQuery } from "../packages/analysis/src/identify/query-analysis.ts";
import { parseQuery } from "../packages/analysis/src/text/parse-query.ts";
const kb = loadKnowledgeBase();
for (const t of process.argv.slice(2)) {
  const q = analyzeQuery(kb, parseQuery(t, undefined));
  const n = findNamedProducer(kb, q);
  console.log(t, q.tokens.join(" "), "| named", n?.producer.name, n?.coverage.toFixed(2));
  for (const c of rankCatalogWines(kb, q, () => true, 6)) console.log("   ", c.entry.producer.name, "/", c.entry.wine.name, "score", c.score.toFixed(2), "q", c.queryCoverage.toFixed(2), "w", c.wineCoverage.toFixed(2), "p", c.producerCoverage.toFixed(2), "own", c.ownNameWeight.toFixed(2));
  console.log(" ->", identifyWine(kb, q).kind);
}
