import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { analysisResultSchema } from "../result/analysis-result.schema.ts";
import { createAnalyzer } from "./create-analyzer.ts";

const analyzer = createAnalyzer(loadKnowledgeBase());
const now = new Date("2026-11-28T00:00:00Z");

/** The wine's name and the vintage its window was counted from, as the window's factors say it. */
function identify(wineName: string, vintage?: number) {
  const result = analysisResultSchema.parse(analyzer.analyze({ wineName, now, vintage }));
  const rated = result.drinkingWindow.factors.map((factor) => /^((?:19|20)\d\d) rated /.exec(factor)?.[1]);
  const read = rated.find((year) => year !== undefined);
  const isNonVintage = result.drinkingWindow.factors.some((factor) => factor.startsWith("non-vintage"));
  return {
    name: result.identification.name,
    source: result.identification.source,
    vintage: read === undefined ? (isNonVintage ? null : "unread") : Number(read),
  };
}

describe("a vintage typed as a bare two-digit number ending the text", () => {
  it.each([
    ["Sassicaia 16", "Tenuta San Guido Sassicaia", 2016],
    ["Lafite 82", "Château Lafite Rothschild", 1982],
    ["Opus One 18", "Opus One", 2018],
    ["Sassicaia 16 RP 97", "Tenuta San Guido Sassicaia", 2016],
  ])("reads %s as %s %i", (text, name, vintage) => {
    expect(identify(text)).toMatchObject({ name, vintage, source: "catalog" });
  });

  it.each([
    // A catalogued wine named by its number.
    ["Stag's Leap Cask 23", "Stag's Leap Wine Cellars Cask 23"],
    ["Dog Point Section 94", "Dog Point Vineyard Section 94"],
    ["Jaboulet Parallele 45", "Paul Jaboulet Aîné Parallèle 45 Côtes du Rhône Rouge"],
    // A number after "Bin", "Block" or "No." is a cuvée's.
    ["Penfolds Bin 28", "Penfolds Bin 28 Kalimna Shiraz"],
    ["Felton Road Block 5", "Felton Road Block 5 Pinot Noir"],
  ])("keeps the number of %s as part of its name", (text, name) => {
    expect(identify(text)).toMatchObject({ name, vintage: null });
  });

  it("reads no year later than now, and leaves the number to a vintage given apart", () => {
    expect(identify("Henriot Cuve 38").vintage).toBeNull();
    expect(identify("Sassicaia 16", 2015)).toMatchObject({
      name: "Tenuta San Guido Sassicaia",
      vintage: 2015,
    });
  });
});

describe("a vintage typed as a bare two-digit number opening the text", () => {
  it.each([
    ["82 Lafite", "Château Lafite Rothschild", 1982],
    ["82 Mouton", "Château Mouton Rothschild", 1982],
    ["16 Sassicaia", "Tenuta San Guido Sassicaia", 2016],
  ])("reads %s as %s %i", (text, name, vintage) => {
    expect(identify(text)).toMatchObject({ name, vintage, source: "catalog" });
  });

  it.each([
    // A brand named with a number, as written.
    ["14 Hands Cabernet Sauvignon", "14 Hands Cabernet Sauvignon", null],
    ["19 Crimes Red", "19 Crimes Red Wine", null],
    ["14 Hands Merlot 2019", "14 Hands Merlot", 2019],
    // An age, not a vintage.
    ["20 Year Tawny Grahams", "Graham's 20 Year Old Tawny", null],
  ])("keeps the number of %s as part of its name", (text, name, vintage) => {
    expect(identify(text)).toMatchObject({ name, vintage });
  });

  it("keeps a number no catalogued wine explains as the text's own", () => {
    expect(identify("50 Degree Riesling")).toMatchObject({ vintage: null, source: "inferred" });
    expect(identify("16 Sassicaia", 2015)).toMatchObject({
      name: "Tenuta San Guido Sassicaia",
      vintage: 2015,
    });
  });
});
