import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";
import { type CatalogCandidate, scoreCatalogWine } from "./match-catalog.ts";
import { isLabelPhrase } from "./phrase-dictionary.ts";
import { analyzeQuery, type QueryAnalysis } from "./query-analysis.ts";
import { rankCatalogWines } from "./rank-catalog-wines.ts";

const knowledgeBase = loadKnowledgeBase();

/**
 * The ranking without its shortcuts: every wine sharing a distinctive word summed in a map, the 250 that share
 * most scored in full, the best kept. The bound that skips wines must never change what this returns.
 */
function rankEveryShortlistedWine(query: QueryAnalysis, limit: number): CatalogCandidate[] {
  const { catalog } = knowledgeBase;
  const shared = new Map<number, number>();
  const seen = new Set<string>();
  query.tokens.forEach((token, position) => {
    if (GENERIC_NAME_WORDS.has(token) || seen.has(token)) return;
    seen.add(token);
    const weight = catalog.weight(token) * (isLabelPhrase(query.phraseAt[position]) ? 0.1 : 1);
    for (const index of catalog.winesWithToken(token)) shared.set(index, (shared.get(index) ?? 0) + weight);
  });
  return [...shared]
    .sort((left, right) => right[1] - left[1] || left[0] - right[0])
    .slice(0, 250)
    .map(([index]) => scoreCatalogWine(knowledgeBase, query, knowledgeBase.wines[index]!))
    .filter((candidate) => candidate.score > 0.2)
    .sort(
      (left, right) =>
        right.score - left.score ||
        right.ownNameWeight - left.ownNameWeight ||
        left.entry.index - right.entry.index,
    )
    .slice(0, limit);
}

const summary = (candidates: CatalogCandidate[]) =>
  candidates.map(({ entry, score }) => `${entry.producer.name} · ${entry.wine.name} · ${score}`);

describe("the catalogue's ranking skips only wines that cannot make the list", () => {
  it.each([
    "Château Margaux 2015",
    "Rainstorm 2013 Pinot Gris",
    "Haarth 2012 Cabernet Sauvignon",
    "Reserva 2018",
    "Wirra Wirra 2008 Church Block Cabernet Sauvignon-Merlot-Shiraz Red",
    "Albert Bichot 2014 Domaine du Clos Frantin Les Malconsorts Premier Cru",
    "Jean Laurent 2005 Blanc de Noirs Millésimé Brut Pinot Noir",
    "Dr. H. Thanisch (Erben Thanisch) 2012 Berncasteler Doctor Auslese Riesling",
    "Sassicaia millesimato 2016",
    "Penfolds Grange 2010 South Australia",
    "Quinta do Noval 2011 Vintage Port",
    "Mont Sec 2015 Mont Sec Vineyards Chardonnay",
    "Pinot Noir 2018",
  ])("%s", (text) => {
    const query = analyzeQuery(knowledgeBase, parseQuery(text));
    for (const limit of [8, 24]) {
      const ranked = rankCatalogWines(knowledgeBase, query, () => true, limit);
      expect(summary(ranked)).toEqual(summary(rankEveryShortlistedWine(query, limit)));
    }
  });

  it("leaves its shared sums at zero for the next query", () => {
    const query = analyzeQuery(knowledgeBase, parseQuery("Cloudy Bay 2023 Sauvignon Blanc"));
    const first = summary(rankCatalogWines(knowledgeBase, query));
    rankCatalogWines(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery("Sauvignon Blanc 2020")));
    expect(summary(rankCatalogWines(knowledgeBase, query))).toEqual(first);
    expect(first[0]).toMatch(/^Cloudy Bay · Sauvignon Blanc · /);
  });
});

describe("rankCatalogWines: a place written with the wine's own word", () => {
  const top = (text: string) =>
    rankCatalogWines(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)))[0];

  it.each([
    ["Muga Rioja Reserva 2015", "Bodegas Muga", "Reserva"],
    ["Château Bonnet 2015 Bordeaux Blanc", "Château Bonnet", "Château Bonnet Blanc"],
  ])("reads %s as %s's %s, its place's name beside it", (text, producer, wine) => {
    const candidate = top(text);
    expect(candidate?.entry.producer.name).toBe(producer);
    expect(candidate?.entry.wine.name).toBe(wine);
    expect(candidate?.wineCoverage).toBe(1);
  });

  it("does not read a village's name as the grand cru inside it", () => {
    const candidate = top("Bouchard Père & Fils 2005 Gevrey-Chambertin");
    expect(candidate?.entry.wine.name).not.toBe("Chambertin");
  });
});

describe("rankCatalogWines: a kind of wine named in its country's word", () => {
  it.each(["Sekt Brut 2015", "Eiswein 2015"])("%s is explained only by German and Austrian wines", (text) => {
    const ranked = rankCatalogWines(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
    const explaining = ranked.filter((candidate) => candidate.queryCoverage >= 0.99);
    expect(explaining.length).toBeGreaterThan(0);
    for (const candidate of explaining)
      expect(["Germany", "Austria"]).toContain(candidate.entry.producer.country);
  });
});
