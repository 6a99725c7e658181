import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { findHousesByPiece } from "./house-pieces.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();

/** Houses found from OCR lines ("text@height[@confidence]") under the places named. */
const housesBelow = (tallest: number, places: string[], ...lines: string[]) =>
  findHousesByPiece(knowledgeBase, {
    reading: ocrReadingOf(...lines),
    places: places.map((place) => knowledgeBase.regionsByName.get(place)![0]!),
    printedWords: new Set(places.flatMap((place) => place.split(" "))),
    tallest,
  }).map((found) => knowledgeBase.producers[found.producerIndex]!.name);

/** … on a label whose tallest line that may name the wine is 0.1 high. */
const housesIn = (places: string[], ...lines: string[]) => housesBelow(0.1, places, ...lines);

describe("houses of the printed place known by a piece of their name", () => {
  it.each([
    [
      "the end of a styled name",
      ["willamette valley"],
      ["AHE@0.1", "WILLAMETTE VALLEY@0.03"],
      "Illahe Vineyards",
    ],
    ["a script name's middle read unsurely", ["bandol"], ["Emp@0.1@0.3", "BANDOL@0.06"], "Domaine Tempier"],
    [
      "a piece across two words of a line",
      ["moulis en medoc"],
      ["N RO@0.06", "MOULIS-EN-MEDOC@0.03"],
      "Château Chemin Royal",
    ],
  ])("%s", (_, places, lines, house) => {
    expect(housesIn(places, ...lines)).toEqual([house]);
  });

  it.each([
    ["letters many names hold", ["bandol"], ["ERE@0.1", "BANDOL@0.06"]],
    ["letters more houses of a large place hold", ["willamette valley"], ["ILL@0.1"]],
    ["no place printed", [], ["AHE@0.1"]],
    ["a piece in fine print", ["willamette valley"], ["AHE@0.02", "OREGON@0.1"]],
    ["a piece read as noise", ["willamette valley"], ["AHE@0.1@0.2"]],
    ["the place's own name", ["willamette valley"], ["METTE VALLE@0.1"]],
    // A country is too large a place for a piece to name one of its houses ("Emp" is Tempier only within Bandol).
    ["a country as the only place", ["france"], ["Emp@0.1@0.3", "FRANCE@0.06"]],
  ])("not from %s", (_, places, lines) => {
    expect(housesIn(places, ...lines)).toEqual([]);
  });

  it("not on a label with no line that may name the wine", () => {
    expect(housesBelow(0, ["willamette valley"], "AHE@0.1")).toEqual([]);
  });
});
