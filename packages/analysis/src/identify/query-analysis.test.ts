import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();
const tokensOf = (text: string) => analyzeQuery(knowledgeBase, parseQuery(text)).tokens;

describe("analyzeQuery: names as they are typed", () => {
  it.each([
    ["Chateau dYquem 2001", "yquem"],
    ["Chateau dIssan 2015", "issan"],
    ["Chateau dArmailhac 2016", "armailhac"],
  ])("reads %s with its elided d' apart: %s", (text, word) => {
    expect(tokensOf(text)).toContain(word);
  });

  it.each([
    ["Domaine de Leyre-Loup 2014 Réserve Louis Leyre-Loup", "leyre"],
    ["Daou 2016 Soul of a Lion", "daou"],
  ])("keeps a name that only looks like an article and a word: %s", (text, word) => {
    expect(tokensOf(text)).toContain(word);
  });
});

describe("analyzeQuery: courtesy words before the wine", () => {
  const phrasesOf = (text: string) => analyzeQuery(knowledgeBase, parseQuery(text)).phrases;

  it.each(["a nice Bordeaux 2015", "best Champagne", "some decent Rioja 2018"])(
    "keeps the words opening %s as a phrase of no meaning",
    (text) => {
      const [first] = phrasesOf(text);
      expect(first?.start).toBe(0);
      expect(first?.terms).toEqual([]);
    },
  );

  it.each([
    "The Prisoner 2019",
    "Good Harbor Vineyards Chardonnay 2018",
    "Nice 2008 Malbec",
    "Great American Wine Company 2014 Cabernet Sauvignon",
  ])("leaves them to the house's name in %s", (text) => {
    expect(phrasesOf(text).some((phrase) => phrase.start === 0 && phrase.terms.length === 0)).toBe(false);
  });
});
