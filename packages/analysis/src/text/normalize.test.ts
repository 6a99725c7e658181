import { describe, expect, it } from "vitest";
import { normalizeWineName, tokenize } from "./normalize.ts";

describe("normalizeWineName", () => {
  it.each([
    ["Château Margaux", "chateau margaux"],
    ["CHATEAU MARGAUX", "chateau margaux"],
    ["Ch. Margaux", "chateau margaux"],
    ["Domaine de la Romanée-Conti", "domaine de la romanee conti"],
    ["Dom. de la Romanee Conti", "domaine de la romanee conti"],
    ["St-Émilion", "saint emilion"],
    ["Saint Emilion", "saint emilion"],
    ["Château d'Yquem", "chateau yquem"],
    ["Château d’Yquem", "chateau yquem"],
    ["  Penfolds   Grange 2010 ", "penfolds grange"],
    ["Weingut Dönnhoff Großes Gewächs", "weingut donnhoff grosses gewachs"],
    // Grape names as collectors shorten them, one word for one word.
    ["Caymus Cab Sauv", "caymus cabernet sauvignon"],
    ["Cloudy Bay Sauv Blanc", "cloudy bay sauvignon blanc"],
    ["Kistler Chard", "kistler chardonnay"],
    ["Ridge Lytton Springs Zin", "ridge lytton springs zinfandel"],
    ["Cloudy Bay Savvy", "cloudy bay sauvignon"],
    ["Kumeu River Chardy", "kumeu river chardonnay"],
    ["Isole e Olena Sangio", "isole olena sangiovese"],
    // A grape's initials, a word of their own; not inside a dotted name.
    ["Kim Crawford SB", "kim crawford sauvignon blanc"],
    ["Meiomi PN", "meiomi pinot noir"],
    ["Santa Margherita P.G.", "santa margherita p g"],
    ["Santa Margherita PG", "santa margherita pinot grigio"],
    ["Clos Troteligotte C.Sb.V. White", "clos troteligotte c sb v white"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeWineName(input)).toBe(expected);
  });

  it("keeps numbers that are not years", () => {
    expect(normalizeWineName("Penfolds Bin 389")).toBe("penfolds bin 389");
  });
});

describe("tokenize", () => {
  it("splits hyphenated names and drops elided articles", () => {
    expect(tokenize("Pessac-Léognan")).toEqual(["pessac", "leognan"]);
    expect(tokenize("Nero d'Avola")).toEqual(["nero", "avola"]);
  });

  it("expands label abbreviations and leaves every other word a word", () => {
    expect(tokenize("Ch. St-Pierre Vyds")).toEqual(["chateau", "saint", "pierre", "vineyards"]);
    expect(tokenize("Constructor toString valueOf")).toEqual(["constructor", "tostring", "valueof"]);
  });
});
