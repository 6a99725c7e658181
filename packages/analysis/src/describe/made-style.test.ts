import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";

// On the real knowledge base: wines whose strength is set by how they are made, not by their grapes.
const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-26T00:00:00Z");

describe("typical alcohol of wines made to a style", () => {
  it.each([
    ["Tío Pepe Fino", "15–15.5%"],
    ["Lustau Pedro Ximénez San Emilio", "15–17%"],
    ["Taylor's 2017 Vintage Port", "19–20.5%"],
    ["Dr. Loosen 2019 Wehlener Sonnenuhr Riesling Kabinett", "7.5–9%"],
    ["Egon Müller 2019 Scharzhofberger Riesling Spätlese", "7.5–9%"],
    ["Vietti 2022 Moscato d'Asti Cascinetta", "5–7%"],
    ["Barefoot Moscato", "7–9.5%"],
    ["Château d'Yquem 2001 Sauternes", "13.5–14.5%"],
    ["Royal Tokaji 2013 5 Puttonyos Aszú Red Label", "10.5–12%"],
    // Eszencia, the free-run syrup of the Aszú berries, barely ferments.
    ["Tokaji Eszencia 2008", "2–6%"],
    ["Royal Tokaji Essencia 2008", "2–6%"],
    ["Quintarelli 2012 Amarone della Valpolicella Classico", "15–16.5%"],
    // A rosé of ripe Grenache is still picked early.
    ["Whispering Angel 2025", "12.5–13.5%"],
  ])("%s: typically %s", (wineName, range) => {
    const result = analysisResultSchema.parse(analyzer.analyze({ wineName, now }));
    expect(result.structure.alcohol).toContain(`typically ${range} ABV`);
  });
});

describe("wines whose style, not their grapes, sets their taste and service", () => {
  const analysisOf = (wineName: string) => analysisResultSchema.parse(analyzer.analyze({ wineName, now }));

  it.each([
    // [wine, a word its aromas must have, one they must not, a dish, serving words]
    ["Graham's 20 Year Old Tawny Port", "toffee", "violet", "crème brûlée", "12–14 °C, no decanting needed"],
    ["Tío Pepe Fino", "almond", "fig", "salted almonds", "7–9 °C, no decanting needed"],
    ["Lustau Pedro Ximénez San Emilio", "raisin", "leather", "vanilla ice cream", "12–14 °C"],
    ["Château d'Yquem 2001 Sauternes", "apricot", "asparagus", "foie gras", "no decanting needed"],
    ["Churchill's White Port", "orange peel", "blackberry", "salted almonds", "6–8 °C, no decanting needed"],
  ])("%s", (wineName, aroma, notAroma, dish, service) => {
    const result = analysisOf(wineName);
    const tasting = Object.values(result.tastingProfile).join(" ");
    expect(tasting).toContain(aroma);
    expect(tasting).not.toContain(notAroma);
    expect(result.foodPairing.toLowerCase()).toContain(dish);
    expect(result.recommendations.cellaringAdvice).toContain(service);
  });
});

describe("structure a making gives whatever the grapes", () => {
  it("gives an Amarone the firm tannin and full body of dried grapes, not Corvina's light frame", () => {
    const result = analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Amarone della Valpolicella 2018", now }),
    );
    expect(result.structure.tannins).toMatch(/^Medium-plus/);
    expect(result.tastingProfile.currentProfile).toContain("full-bodied");
  });

  it("leaves a Valpolicella of the same grapes light", () => {
    const result = analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Valpolicella Classico 2022", now }),
    );
    expect(result.tastingProfile.currentProfile).not.toContain("full-bodied");
  });
});

describe("a white Port's grapes", () => {
  it("are the Douro's white grapes, not the red Port blend", () => {
    const result = analysisResultSchema.parse(
      analyzer.analyze({ wineName: "Taylor's Fine White Port", now }),
    );
    expect(result.identification.variety).toBe("Rabigato, Viosinho, Códega do Larinho");
  });
});

describe("a Fino's frame", () => {
  it("is light-bodied, and a fortified white's texture is no tannin", () => {
    const result = analysisResultSchema.parse(analyzer.analyze({ wineName: "Tío Pepe Fino", now }));
    expect(result.tastingProfile.currentProfile).toContain("light-bodied");
    expect(result.structure.tannins).toContain(
      "a white wine, so texture comes from acidity and its strength",
    );
  });
});

describe("an orange wine's frame", () => {
  it("keeps the grip of its skins and the dishes that need it", () => {
    const result = analysisResultSchema.parse(analyzer.analyze({ wineName: "Zzyzx Orange Wine 2021", now }));
    expect(result.structure.tannins).toContain("fermented on its skins");
    expect(result.structure.tannins).not.toContain("rather than tannin");
    expect(result.foodPairing).toContain("Roast chicken");
  });
});
