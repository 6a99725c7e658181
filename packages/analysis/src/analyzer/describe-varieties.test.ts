import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import type { Region, Variety } from "../knowledge/schema.ts";
import { describeVarieties } from "./describe-varieties.ts";
import type { WineProfile } from "./wine-profile.ts";

const knowledgeBase = loadKnowledgeBase();
const region = (id: string) => knowledgeBase.regions.get(id) as Region;
const grapes = (...ids: string[]) => ids.map((id) => knowledgeBase.varieties.get(id) as Variety);

function profile(regionId: string, ids: string[], isVarietyNamed: boolean, name = ""): WineProfile {
  return {
    name,
    region: region(regionId),
    varieties: grapes(...ids),
    isVarietyNamed,
    color: "red",
    style: "still",
  } as WineProfile;
}

describe("describeVarieties", () => {
  it.each([
    ["grapes the label names", profile("piedmont", ["nebbiolo", "barbera"], true), "Nebbiolo, Barbera"],
    [
      "alternatives of a one-grape place",
      profile("piedmont", ["nebbiolo", "barbera"], false),
      "Nebbiolo or Barbera",
    ],
    ["one assumed grape", profile("barolo", ["nebbiolo"], false), "Nebbiolo"],
    [
      "a typical blend with its grapes",
      profile("pauillac", ["cabernet-sauvignon", "merlot"], false),
      "Bordeaux blend (Cabernet Sauvignon-led: Cabernet Sauvignon, Merlot)",
    ],
    ["a rosé of a named grape", profile("rioja", ["tempranillo", "rose-blend"], true), "Tempranillo"],
    ["a named Branco's grape", profile("douro", ["portuguese-white", "arinto"], true), "Arinto"],
    [
      "a red of named grapes",
      profile("mendoza", ["red-blend", "malbec", "cabernet-sauvignon"], true),
      "Malbec, Cabernet Sauvignon",
    ],
    ["a colour's blend alone", profile("provence", ["rose-blend"], true), "Rosé blend"],
    [
      "a typical wine that names its grape already, once",
      profile("brunello-di-montalcino", ["sangiovese"], false),
      "Sangiovese (Brunello)",
    ],
  ])("%s", (_, wine, expected) => {
    expect(describeVarieties(wine)).toBe(expected);
  });

  it.each([
    ["Penfolds Bin 28 Kalimna Shiraz", "south-australia", ["syrah"], "Shiraz"],
    ["Santa Margherita Pinot Grigio", "veneto", ["pinot-gris"], "Pinot Grigio"],
    // A shortening of the grape's own name says less than the name.
    ["Cakebread Cabernet", "napa-valley", ["cabernet-sauvignon"], "Cabernet Sauvignon"],
    // Another grape's name holds the word: "Cabernet" here is the Franc's.
    [
      "Cabernet Franc Rosé",
      "loire",
      ["cabernet-franc", "cabernet-sauvignon"],
      "Cabernet Franc, Cabernet Sauvignon",
    ],
    // The place's name, not the grape's ("Brunello" of Brunello di Montalcino).
    ["Brunello di Montalcino", "brunello-di-montalcino", ["sangiovese"], "Sangiovese"],
  ])("writes the grape of %s as the label does", (name, regionId, ids, expected) => {
    expect(describeVarieties(profile(regionId, ids, true, name))).toBe(expected);
  });

  it("lists a blend place's assumed grapes together, not as alternatives", () => {
    expect(describeVarieties(profile("rioja", ["tempranillo", "grenache"], false))).toBe(
      "Tempranillo, Grenache",
    );
  });
});
