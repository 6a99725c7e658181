import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { hasForeignHouseWord } from "./foreign-house-word.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();

function isForeign(text: string, producerName: string): boolean {
  const producer = knowledgeBase.producers.find((entry) => entry.name === producerName);
  if (producer === undefined) throw new Error(`${producerName} is not catalogued`);
  return hasForeignHouseWord(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)), producer);
}

describe("hasForeignHouseWord", () => {
  it.each([
    ["Tenuta Rocca 2006 Barolo", "Rocca Family Vineyards", true],
    ["Domaine Hirsch 2014 Chénas", "Hirsch Vineyards", true],
    ["Hirsch Vineyards 2014 San Andreas Fault Pinot Noir", "Hirsch Vineyards", false],
    // The house word is the house's own, or one its country uses.
    ["Domaine Serene 2014 Evenstad Reserve Pinot Noir", "Domaine Serene", false],
    ["Bodega Trapiche 2015 Broquel Malbec", "Trapiche", false],
    // A "Domaine" is not the château of the same name; a château may be written without its word.
    ["Domaine Sainte-Marie 2014 VieVité Rosé", "Château Sainte-Marie", true],
    ["Domaine les Pins 2013 Le Clos Cabernet Franc", "Château Les Pins", true],
    ["Sainte-Marie 2014 Rosé", "Château Sainte-Marie", false],
    // An English business word one country's labels use, where the house's names have none.
    ["Ascension Cellars 2012 Frankel Vineyard Rapture Primitivo", "Ascension Wine Estate", true],
    ["Greystone Cellars 2014 Petite Sirah", "Greystone Wines", true],
    // A cuvée's words after the house's name are not the house's.
    ["Rocca Family Vineyards Vespera Cabernet Sauvignon", "Rocca Family Vineyards", false],
  ])("%s is not %s: %s", (text, producer, expected) => {
    expect(isForeign(text, producer)).toBe(expected);
  });
});
