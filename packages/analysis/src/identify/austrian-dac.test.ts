import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import type { WineColor } from "../knowledge/schema.ts";
import { outsideDacRegion } from "./austrian-dac.ts";
import type { WineStyle } from "./style-terms.ts";

const knowledgeBase = loadKnowledgeBase();

function wine(grape: string, vintage: number | null, color: WineColor = "white", style: WineStyle = "still") {
  return { varieties: [knowledgeBase.varieties.get(grape)!], vintage, color, style };
}

describe("outsideDacRegion", () => {
  it.each([
    {
      home: "kamptal",
      grape: "zweigelt",
      vintage: 2013,
      color: "red",
      style: "still",
      expected: "Niederösterreich",
    },
    {
      home: "kamptal",
      grape: "pinot-noir",
      vintage: 2013,
      color: "red",
      style: "still",
      expected: "Niederösterreich",
    },
    {
      home: "kamptal",
      grape: "pinot-noir",
      vintage: 2005,
      color: "red",
      style: "still",
      expected: undefined,
    },
    {
      home: "kamptal",
      grape: "riesling",
      vintage: 2014,
      color: "white",
      style: "still",
      expected: undefined,
    },
    {
      home: "kremstal",
      grape: "gruner-veltliner",
      vintage: 2012,
      color: "white",
      style: "sweet",
      expected: "Niederösterreich",
    },
    {
      home: "kremstal",
      grape: "gruner-veltliner",
      vintage: 2012,
      color: "white",
      style: "still",
      expected: undefined,
    },
    {
      home: "weinviertel",
      grape: "riesling",
      vintage: 2012,
      color: "white",
      style: "still",
      expected: "Niederösterreich",
    },
    {
      home: "weinviertel",
      grape: "gruner-veltliner",
      vintage: 2012,
      color: "white",
      style: "still",
      expected: undefined,
    },
    {
      home: "traisental",
      grape: "zweigelt",
      vintage: 2015,
      color: "rose",
      style: "still",
      expected: "Niederösterreich",
    },
    { home: "wachau", grape: "zweigelt", vintage: 2013, color: "red", style: "still", expected: undefined },
    {
      home: "neusiedlersee",
      grape: "riesling",
      vintage: 2013,
      color: "white",
      style: "still",
      expected: undefined,
    },
  ] as const)(
    "a $style $color $grape $vintage of a $home house is sold under $expected",
    ({ home, grape, vintage, color, style, expected }) => {
      const region = outsideDacRegion(
        knowledgeBase,
        knowledgeBase.regions.get(home)!,
        wine(grape, vintage, color, style),
      );
      expect(region?.name).toBe(expected);
    },
  );

  it("leaves a wine of unknown vintage under its house's area", () => {
    expect(
      outsideDacRegion(knowledgeBase, knowledgeBase.regions.get("kamptal")!, wine("zweigelt", null, "red")),
    ).toBe(undefined);
  });
});
