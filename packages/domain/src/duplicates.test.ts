import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeProducerSimilarity,
  type DuplicateCandidate,
  findExistingCellarWine,
  findPotentialDuplicates,
  isPotentialDuplicate,
  normalizeNameForDuplicates,
  normalizeWineName,
} from "./duplicates.ts";

const margaux: DuplicateCandidate = {
  wine_name: "Château Margaux 2015",
  producer: "Château Margaux",
  vintage: 2015,
  variety: "Cabernet Sauvignon",
};

describe("normalizeNameForDuplicates", () => {
  it.each([
    ["Château Margaux 2015", ["Château Margaux"], ""],
    ["Tignanello Toscana IGT 2019", ["Antinori"], "tignanello toscana"],
    ["Brunello di Montalcino DOCG", [null], "brunello di montalcino"],
    ["'Sassicaia' Bolgheri D.O.C.", ["Tenuta San Guido"], "sassicaia bolgheri"],
    ["Barolo “Cannubi”, 2016!", [], "barolo cannubi"],
  ])("%j without %j → %j", (name, producers, expected) => {
    expect(normalizeNameForDuplicates(name, producers)).toBe(expected);
  });
});

describe("isPotentialDuplicate (cellar add)", () => {
  it.each<[string, DuplicateCandidate, boolean]>([
    [
      "same wine, accents differ",
      { ...margaux, wine_name: "Chateau Margaux 2015", producer: "Chateau Margaux" },
      true,
    ],
    ["producer only on one side", { ...margaux, wine_name: "Château Margaux", producer: null }, true],
    [
      "no producers, no varieties",
      { wine_name: "Chateau Margaux", producer: null, vintage: 2015, variety: null },
      true,
    ],
    ["other vintage", { ...margaux, vintage: 2016 }, false],
    ["missing vintage against 2015", { ...margaux, vintage: null }, false],
    ["variety differs", { ...margaux, variety: "Merlot" }, false],
    ["variety differs only in case", { ...margaux, variety: " cabernet SAUVIGNON " }, true],
    ["variety on one side only", { ...margaux, variety: null }, true],
    [
      "different producer",
      { ...margaux, producer: "Château Palmer", wine_name: "Château Margaux 2015" },
      false,
    ],
    ["different wine", { ...margaux, wine_name: "Pavillon Rouge du Château Margaux" }, false],
  ])("%s → %s", (_name, candidate, expected) => {
    expect(isPotentialDuplicate(candidate, margaux)).toBe(expected);
    expect(isPotentialDuplicate(margaux, candidate)).toBe(expected);
  });

  const pair = (
    nameA: string,
    nameB: string,
    producerA: string | null = null,
    producerB: string | null = null,
  ) =>
    isPotentialDuplicate(
      { wine_name: nameA, producer: producerA, vintage: 2018, variety: null },
      { wine_name: nameB, producer: producerB, vintage: 2018, variety: null },
    );

  it("accepts a name similarity of exactly 0.8 and refuses 0.7", () => {
    expect(pair("montalcino", "montalcixx")).toBe(true);
    expect(pair("montalcino", "montalcxyz")).toBe(false);
  });

  it("needs a producer similarity above 0.85: exactly 0.85 is refused, 0.9 accepted", () => {
    const producer = "a".repeat(20);
    expect(computeProducerSimilarity(producer, `${"a".repeat(17)}bbb`)).toBeCloseTo(0.85, 12);
    expect(pair("Sassicaia", "Sassicaia", producer, `${"a".repeat(17)}bbb`)).toBe(false);
    expect(pair("Sassicaia", "Sassicaia", producer, `${"a".repeat(18)}bb`)).toBe(true);
  });

  it("ignores blank producers and varieties", () => {
    expect(pair("Sassicaia", "Sassicaia", "  ", "Tenuta San Guido")).toBe(true);
  });

  it("finds the duplicates in a cellar", () => {
    const cellar = [margaux, { ...margaux, vintage: 2010 }, { ...margaux, wine_name: "chateau margaux" }];
    expect(findPotentialDuplicates({ ...margaux, wine_name: "CHÂTEAU MARGAUX" }, cellar)).toEqual([
      margaux,
      cellar[2],
    ]);
  });

  it("never throws on arbitrary names", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string()), (a, b, producer) => {
        const result = isPotentialDuplicate(
          { wine_name: a, producer, vintage: 2000 },
          { wine_name: b, producer: null, vintage: 2000 },
        );
        expect(typeof result).toBe("boolean");
      }),
    );
  });
});

describe("findExistingCellarWine (input flow)", () => {
  const cellar = [
    { id: "1", wine_name: "Opus One", vintage: 2018 },
    { id: "2", wine_name: "Château  Margaux", vintage: 2015 },
    { id: "3", wine_name: "Barolo", vintage: null },
  ];

  it.each([
    ["opus one", 2018, "1"],
    [" OPUS   ONE ", 2018, "1"],
    ["Opus One", 2019, undefined],
    ["chateau margaux", 2015, "2"],
    ["Barolo", null, "3"],
    ["Barolo", undefined, "3"],
    ["Barolo", 2016, undefined],
    ["Opus", 2018, undefined],
  ])("%j %j → %j", (name, vintage, id) => {
    expect(findExistingCellarWine(cellar, name, vintage)?.id).toBe(id);
  });

  it("normalizes names for equality", () => {
    expect(normalizeWineName("  Château\tMARGAUX ")).toBe("chateau margaux");
    expect(normalizeWineName(null)).toBe("");
  });
});
