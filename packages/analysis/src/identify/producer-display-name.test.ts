import { describe, expect, it } from "vitest";
import type { CatalogProducer } from "../knowledge/knowledge-base.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { parseQuery } from "../text/parse-query.ts";
import { producerDisplayName } from "./producer-display-name.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = fixtureKnowledgeBase();
const house = {
  name: "King Ferry Winery",
  aliases: ["King Ferry", "Treleaven", "Treleaven Wines", "Kellerei Treleaven"],
} as CatalogProducer;

describe("producerDisplayName", () => {
  it.each([
    { text: "Treleaven 2006 Semi-Dry Riesling", expected: "Treleaven" },
    { text: "Treleaven Wines 2006 Riesling", expected: "Treleaven Wines" },
    { text: "King Ferry 2006 Riesling", expected: "King Ferry Winery" },
    { text: "King Ferry Winery 2006 Treleaven Riesling", expected: "King Ferry Winery" },
    { text: "Treleaven Riesling 2006", expected: "King Ferry Winery" },
    { text: "Someone Else 2006 Riesling", expected: "King Ferry Winery" },
  ])("'$text' names the house '$expected'", ({ text, expected }) => {
    const query = analyzeQuery(knowledgeBase, parseQuery(text));
    expect(producerDisplayName(query, house)).toBe(expected);
  });
});

describe("producerDisplayName: a German place word written as its adjective", () => {
  const grunhaus = { name: "Maximin Grünhaus", aliases: ["Carl von Schubert"] } as CatalogProducer;

  it.each([
    { text: "Maximin Grünhäuser 2012 Abtsberg Spätlese Riesling", expected: "Maximin Grünhäuser" },
    { text: "Maximin Grünhaus 2012 Abtsberg Spätlese Riesling", expected: "Maximin Grünhaus" },
    { text: "Maximin 2012 Abtsberg Spätlese Riesling", expected: "Maximin Grünhaus" },
  ])("'$text' names the house '$expected'", ({ text, expected }) => {
    const query = analyzeQuery(knowledgeBase, parseQuery(text));
    expect(producerDisplayName(query, grunhaus)).toBe(expected);
  });
});
