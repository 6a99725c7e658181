import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { defaultKeyWords } from "./house-word.ts";
import { analyzeQuery } from "./query-analysis.ts";
import { readLabel } from "./read-label.ts";

const knowledgeBase = loadKnowledgeBase();

function keyWords(text: string): string[] {
  const query = analyzeQuery(knowledgeBase, parseQuery(text));
  return defaultKeyWords(query, readLabel(knowledgeBase, query).styleTerms);
}

describe("the label words the fitted defaults are keyed by", () => {
  it.each([
    ["Château Inconnu 2015 Réserve", ["chateau", "reserve"]],
    ["Bodegas Nadie 2012 Gran Reserva", ["bodegas", "gran-reserva"]],
    ["Nadie 2014 Crianza Tinto", ["crianza"]],
    ["Quinta do Nada 2015 Reserva Red", ["quinta", "reserva"]],
    // Words that give a colour or a style are the default's kind already, not a key word.
    ["Nobody 2016 Sparkling Rosé", []],
    ["Nobody 2016 Red", []],
    ["Domaine Nadie 2012 Blanc de Blancs", ["domaine"]],
    ["Quinta do Nada 2011 Vintage Port", ["quinta"]],
  ])("%s → %j", (text, words) => {
    expect(keyWords(text)).toEqual(words);
  });
});
