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
  // [house's area, grape, vintage, colour, style, the region the wine is sold under (undefined: the area's own)]
  it.each([
    ["kamptal", "zweigelt", 2013, "red", "still", "Niederösterreich"],
    ["kamptal", "pinot-noir", 2013, "red", "still", "Niederösterreich"],
    ["kamptal", "pinot-noir", 2005, "red", "still", undefined],
    ["kamptal", "riesling", 2014, "white", "still", undefined],
    ["kremstal", "gruner-veltliner", 2012, "white", "sweet", "Niederösterreich"],
    ["kremstal", "gruner-veltliner", 2012, "white", "still", undefined],
    ["weinviertel", "riesling", 2012, "white", "still", "Niederösterreich"],
    ["weinviertel", "gruner-veltliner", 2012, "white", "still", undefined],
    ["traisental", "zweigelt", 2015, "rose", "still", "Niederösterreich"],
    ["wachau", "zweigelt", 2013, "red", "still", undefined],
    ["neusiedlersee", "riesling", 2013, "white", "still", undefined],
  ] as const)(
    "a %s house's %s %i (%s, %s) is sold under %s",
    (home, grape, vintage, color, style, expected) => {
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
