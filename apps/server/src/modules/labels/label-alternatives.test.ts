import { describe, expect, it } from "vitest";
import { chooseAlternatives, type SourceReading } from "./label-alternatives.ts";

const source = (wineName: string, confidence: number, candidates: string[] = []): SourceReading => ({
  wineName,
  producer: null,
  region: null,
  confidence,
  candidates: candidates.map((name) => ({ wineName: name, producer: null, region: null, confidence: 0.5 })),
});

const house = (wineName: string, confidence: number): SourceReading => ({
  ...source(wineName, confidence),
  producer: wineName,
});

describe("alternatives offered beside the first reading", () => {
  it.each([
    [
      "other sources' readings before the first source's runners-up",
      source("A Mano Primitivo", 0.7, ["A Mano Rosato"]),
      [source("Bodega Garzón Cabernet Franc", 0.6)],
      ["Bodega Garzón Cabernet Franc", "A Mano Rosato"],
    ],
    [
      "the surest other source first",
      source("Rotari Flavio Riserva", 0.75),
      [source("Enzo Boglietti", 0.5), source("Saglietti Flavio", 0.55)],
      ["Saglietti Flavio", "Enzo Boglietti"],
    ],
    [
      "each name once, the first reading's not again, spelled however",
      source("Kooyong Pinot Noir", 0.7, ["Kooyong Haven", "kooyong pinot noir"]),
      [source("KOOYONG HAVEN", 0.4), source("Kooyong Pinot Noir", 0.3)],
      ["KOOYONG HAVEN"],
    ],
    [
      "three at most",
      source("Aurora Chardonnay", 0.5, ["Reserva", "Serra"]),
      [source("Saera", 0.3), source("Erp", 0.2)],
      ["Saera", "Erp", "Reserva"],
    ],
  ])("%s", (_, first, others, expected) => {
    expect(chooseAlternatives(first, others).map((candidate) => candidate.wineName)).toEqual(expected);
  });

  it.each([
    [
      "guesses only fill the places left",
      source("Ahe Valles Pinot Noir", 0.5),
      [source("Valles", 0.3)],
      [house("Illahe Vineyards", 0.45)],
      ["Valles", "Illahe Vineyards"],
    ],
    [
      "no place left for a guess",
      source("Ahe", 0.5, ["Ahe Pinot Noir", "Valles"]),
      [source("Oregon", 0.3)],
      [house("Illahe Vineyards", 0.45)],
      ["Oregon", "Ahe Pinot Noir", "Valles"],
    ],
    [
      "no guess of a house already offered",
      { ...house("Louis Latour Santenay", 0.7), producer: "Louis Latour" },
      [],
      [{ ...house("Louis Latour Beaune", 0.45), producer: "Louis Latour" }],
      [],
    ],
  ])("%s", (_, first, others, guesses, expected) => {
    expect(chooseAlternatives(first, others, guesses).map((candidate) => candidate.wineName)).toEqual(
      expected,
    );
  });

  it("never offers an alternative surer than the first reading", () => {
    const [alternative] = chooseAlternatives(source("Matua Pinot Noir", 0.6), [source("Matua", 0.9)]);
    expect(alternative?.confidence).toBe(0.6);
  });
});
