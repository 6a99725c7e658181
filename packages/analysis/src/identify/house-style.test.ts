import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { identifyWine } from "./identify-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";

// On the real knowledge base: houses whose home makes still wine too, but which make only one other style.
const knowledgeBase = loadKnowledgeBase();

function styleOf(text: string) {
  const identification = identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  return { style: identification.profile.style, source: identification.profile.source };
}

describe("an uncatalogued wine of a one-style house", () => {
  it.each([
    ["Gramona 2012 Argent", "sparkling"],
    ["Quady 2015 Electra", "fortified"],
    ["Sandeman 2015 Quinta do Seixo Vintage", "fortified"],
    ["Gramona 2012 Argent Late Harvest", "sweet"],
    // A Port lodge's table wines name a colour or a grape Port is not made of; its Ports need not.
    ["Poças 2014 Coroa d'Ouro Red", "still"],
    ["Delaforce 2013 Alvarinho", "still"],
    ["Kopke 1935 Colheita White", "fortified"],
    ["Blandy's 1973 Verdelho", "fortified"],
  ])("%s is %s", (text, style) => {
    expect(styleOf(text)).toEqual({ style, source: "inferred" });
  });
});
