import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { identifyWine } from "./identify-wine.ts";
import { homeWineOfHouseGrape, plainWineOfHouse } from "./plain-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();

function plainWine(text: string, houseName: string) {
  const house = knowledgeBase.producers.find((producer) => producer.name === houseName);
  if (house === undefined) throw new Error(`${houseName} is not catalogued`);
  return plainWineOfHouse(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)), house)?.wine.name;
}

describe("plainWineOfHouse: a house named alone with a year", () => {
  it.each([
    ["Caymus 2016", "Caymus Vineyards", "Cabernet Sauvignon"],
    // A flagship that costs twice any other plain wine of the house.
    ["Spottswoode 2016", "Spottswoode Estate Vineyard & Winery", "Estate Cabernet Sauvignon"],
    // The Vintage, not the Vintage Rosé.
    ["Veuve Clicquot 2012", "Veuve Clicquot", "Vintage"],
    // A Champagne house's least dear white vintage wine, not its still red nor its prestige cuvée.
    ["Bollinger 2012", "Bollinger", "La Grande Année"],
    ["Louis Roederer 2012", "Louis Roederer", "Brut Vintage"],
    // A house whose plain wines are its aging classes: the youngest.
    ["Tinto Pesquera 2016", "Tinto Pesquera", "Crianza"],
    ["Pesquera 2016", "Tinto Pesquera", "Crianza"],
    // … of its main colour: Riscal's Rueda Verdejo and Rosado are plain wines too.
    ["Marqués de Riscal 2015", "Marqués de Riscal", "Reserva"],
    ["Marqués de Cáceres 2016", "Marqués de Cáceres", "Crianza"],
    // A house of few wines, none named for the house: its icon, which costs twice any other.
    ["Vega Sicilia 2010", "Vega Sicilia", "Único"],
  ])("%s is %s's %s", (text, house, wine) => {
    expect(plainWine(text, house)).toBe(wine);
  });

  it("leaves a house of several plain wines of like price a question", () => {
    expect(plainWine("Cloudy Bay 2020", "Cloudy Bay")).toBeUndefined();
  });

  it.each([
    // Its icon named for a place: a Burgundy domaine's grand cru, a Brunello's Riserva.
    ["Domaine Jean-Yves Bizot 2015", "Domaine Jean-Yves Bizot"],
    ["Domaine Thénard 2015", "Domaine Thénard"],
    // … or for a grape or a kind of wine: Toro Albalá's Don PX Convento Selección.
    ["Toro Albalá 2015", "Toro Albalá"],
  ])("does not take %s for its icon", (text, house) => {
    const icon = knowledgeBase.producers
      .find((producer) => producer.name === house)
      ?.wines.find((entry) => entry.wine.tier === "icon")?.wine.name;
    expect(icon).toBeDefined();
    expect(plainWine(text, house)).not.toBe(icon);
  });
});

describe("homeWineOfHouseGrape: a house and a grape alone", () => {
  function homeWine(text: string, houseName: string) {
    const house = knowledgeBase.producers.find((producer) => producer.name === houseName);
    if (house === undefined) throw new Error(`${houseName} is not catalogued`);
    return homeWineOfHouseGrape(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)), house)?.wine
      .name;
  }

  it.each([
    // Of its several Pinot Noirs, the one named for the house's own place.
    ["La Crema Pinot Noir 2021", "La Crema", "Sonoma Coast Pinot Noir"],
    ["Chateau Ste. Michelle Chardonnay 2018", "Chateau Ste. Michelle", "Columbia Valley Chardonnay"],
  ])("%s is %s's %s", (text, house, wine) => {
    expect(homeWine(text, house)).toBe(wine);
  });

  it.each([
    // A wine named for a vineyard its place is also called by, or by no grape at all.
    ["Nigl Riesling 2018", "Nigl"],
    ["Louis Jadot Pinot Noir 2019", "Louis Jadot"],
    // A wine named for its colour, not the grape asked for: Pascal Jolivet's Sancerre Rosé.
    ["Pascal Jolivet Pinot Noir 2018", "Pascal Jolivet"],
  ])("leaves %s to the rest of the matching", (text, house) => {
    expect(homeWine(text, house)).toBeUndefined();
  });
});

describe("identifyWine: an ordinal after the house's name", () => {
  it("reads Caymus 40th Anniversary as a cuvée of Caymus, not another house", () => {
    const identification = identifyWine(
      knowledgeBase,
      analyzeQuery(knowledgeBase, parseQuery("Caymus 40th Anniversary 2012")),
    );
    expect(identification.kind).toBe("wine");
    if (identification.kind === "wine")
      expect(identification.profile.producerEntry?.name).toBe("Caymus Vineyards");
  });
});
