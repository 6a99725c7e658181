import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { identifyWine } from "./identify-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();

function profileOf(text: string) {
  const identification = identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  return identification.profile;
}

describe("identifyWine: a house named in part, of a grape it does not make", () => {
  it.each([
    ["Wilson 2007 Carl's Vineyard Zinfandel", "US"],
    ["A-Mano 2009 Primitivo", "Italy"],
    ["Lang 2007 Oakmont Vineyards Zinfandel", "US"],
  ])("%s is not the catalogued house of another country that shares its word (%s)", (text, country) => {
    expect(profileOf(text).country).toBe(country);
  });

  it.each([
    ["Purcari 2015 1827 Sauvignon Blanc", "Château Purcari", "Moldova"],
    ["Binyamina 2010 Late Harvest Cluster Select Reserve Gewürztraminer", "Binyamina Winery", "Israel"],
    ["Suvla 2012 Chardonnay", "Suvla", "Turkey"],
  ])("%s keeps %s, named by its own words, whatever the grape", (text, producer, country) => {
    const profile = profileOf(text);
    expect(profile.producerEntry?.name).toBe(producer);
    expect(profile.country).toBe(country);
  });
});

describe("identifyWine: of houses named alike, the one that makes the grape", () => {
  it.each([
    ["Hirsch 2014 Grub Reserve Grüner Veltliner", "Weingut Hirsch", "Austria"],
    ["Zorzal 2010 Viñas Viejas Garnacha", "Viña Zorzal", "Spain"],
  ])("%s is %s's", (text, producer, country) => {
    const profile = profileOf(text);
    expect(profile.producerEntry?.name).toBe(producer);
    expect(profile.country).toBe(country);
  });

  it("keeps the house the text names with its business word, not a namesake by its own word", () => {
    const profile = profileOf("Vinum Cellars 2006 Vista Verde Vineyard Viognier");
    expect(profile.producerEntry?.name).toBe("Vinum Cellars");
    expect(profile.country).toBe("US");
  });
});
