import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { identifyWine } from "./identify-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();
const identify = (text: string) => identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));

describe("identifyWine: label words alone", () => {
  it("asks which bottling of a rank word was meant", () => {
    const identification = identify("Reserva 2018");
    expect(identification.kind).toBe("ambiguous");
  });

  it("reads a kind no bottling's name holds whole as that kind of wine, not its namesakes", () => {
    const identification = identify("Orange wine 2020");
    expect(identification.kind).toBe("wine");
    if (identification.kind !== "wine") return;
    expect(identification.profile.classification).toBe("Orange wine (skin-contact white)");
    expect(identification.profile.catalogWine).toBeUndefined();
  });

  it.each(["white wine 2020", "Red Wine 2018", "Vin Rouge 2019"])(
    "reads a colour alone, %s, as that colour's wine of no house, not a bottling so named",
    (text) => {
      const identification = identify(text);
      expect(identification.kind).toBe("wine");
      if (identification.kind !== "wine") return;
      expect(identification.profile.catalogWine).toBeUndefined();
      expect(identification.profile.producer).toBe("");
    },
  );

  it("does not take a courtesy word for a house: best Champagne is no Best's Great Western", () => {
    const identification = identify("best Champagne");
    expect(identification.kind).toBe("wine");
    if (identification.kind !== "wine") return;
    expect(identification.profile.producerEntry).toBeUndefined();
    expect(identification.profile.name).toBe("Champagne");
  });

  it("still asks among bottlings whose names hold the phrase", () => {
    const identification = identify("Brut Nature 2015");
    expect(identification.kind).toBe("ambiguous");
    if (identification.kind !== "ambiguous") return;
    for (const candidate of identification.candidates) expect(candidate.entry.wine.style).toBe("sparkling");
  });
});

describe("identifyWine: a place's name alone, beside a château named for it", () => {
  it.each(["Pommard 2015", "Pauillac 2015", "Margaux Rouge 2015"])(
    "%s stays the place's kind of wine",
    (text) => {
      const identification = identify(text);
      expect(identification.kind).toBe("wine");
      if (identification.kind === "wine") expect(identification.profile.catalogWine).toBeUndefined();
    },
  );
});
