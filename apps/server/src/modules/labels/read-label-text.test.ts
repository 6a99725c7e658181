import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { readLabelText } from "./read-label-text.ts";
import { ocrReadingOf } from "./testing/ocr-text.ts";

const knowledgeBase = loadKnowledgeBase();
const NOW = new Date("2024-06-01T00:00:00Z");

const reading = ocrReadingOf;

describe("reading a label's OCR text", () => {
  it("finds the catalogued wine, its vintage, and ignores the legal lines", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading(
        "CHÂTEAU MARGAUX@0.08",
        "PAVILLON ROUGE@0.05",
        "MARGAUX@0.03",
        "APPELLATION MARGAUX CONTRÔLÉE@0.015",
        "2016@0.04",
        "CONTAINS SULFITES 750 ML 13.5% VOL@0.01",
        "PRODUCT OF FRANCE@0.01",
      ),
      NOW,
    );
    expect(recognition).toMatchObject({
      wineName: "Pavillon Rouge du Château Margaux",
      vintage: 2016,
      needsConfirmation: false,
    });
    expect(recognition?.fields.producer).toMatchObject({ value: "Château Margaux" });
    expect(recognition?.fields.region).toMatchObject({ value: "Margaux" });
  });

  it("takes neither a founding date nor a classification year for the vintage", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading(
        "CHÂTEAU SUDUIRAUT@0.08",
        "PREMIER CRU CLASSÉ EN 1855@0.02",
        "DEPUIS 1580@0.015",
        "SAUTERNES@0.03",
      ),
      NOW,
    );
    expect(recognition?.fields.producer.value).toBe("Château Suduiraut");
    expect(recognition?.vintage).toBeNull();
    expect(recognition?.needsConfirmation).toBe(true);
  });

  it("reads through OCR slips: a letter off, a word split in two", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading("SCHLOSS GOBELSBURQ@0.06", "GRÜNER VELT LINER@0.03", "RIED LAMM@0.04", "2019@0.03"),
      NOW,
    );
    expect(recognition?.fields.producer.value).toBe("Schloss Gobelsburg");
    expect(recognition?.fields.wine.value).toBe("Grüner Veltliner Ried Lamm");
    expect(recognition?.vintage).toBe(2019);
  });

  it("does not take an appellation's words for a house (Cru Bourgeois is no Henri Bourgeois)", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading("CHATEAU LAMOTHE BERGERON@0.07", "HAUT-MÉDOC@0.03", "CRU BOURGEOIS@0.04", "2015@0.03"),
      NOW,
    );
    expect(recognition?.fields.producer.value).not.toBe("Henri Bourgeois");
    expect(recognition?.wineName).toMatch(/Lamothe.Bergeron/);
    expect(recognition?.fields.region.value).toBe("Haut-Médoc");
  });

  it("names a wine the catalogue lacks from the label's most prominent words, and asks to confirm", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading(
        "LUMIORA@0.09",
        "RESERVA@0.02",
        "Chardonnay@0.04",
        "2019@0.03",
        "VINHO FINO BRANCO SECO 750 ml@0.01",
      ),
      NOW,
    );
    expect(recognition).toMatchObject({
      wineName: "Lumiora Chardonnay",
      vintage: 2019,
      needsConfirmation: true,
    });
    expect(recognition?.fields.variety.value).toBe("Chardonnay");
    expect(recognition?.confidence).toBeLessThan(0.75);
  });

  it.each([
    [
      "a house named in the headline over one named in the fine print",
      ["GARZON@0.09", "Un vino noble hecho a mano en las laderas@0.012", "CABERNET FRANC@0.03"],
      "Bodega Garzón",
    ],
    [
      "the bottler line's house, as the headline spells it, over a cuvée named by one of its words",
      ["SAGLIETTI FLAVIO@0.06", "BAROLO@0.05", "Imbotiglato all'origine dall'Azienda@0.012", "FLAVIO@0.012"],
      "Saglietti Flavio",
    ],
    [
      "a house over one named only by the place the label prints as its appellation",
      ["ATLAS WINES@0.06", "172° Watervale Riesling@0.04", "Clare Valley@0.042", "2000@0.06"],
      "Atlas Wines",
    ],
    [
      "a house named by its place when its house word is read with it, though the vintage is printed larger",
      [
        "CHÂTEAU MARGAUX@0.06",
        "PREMIER GRAND CRU CLASSÉ@0.03",
        "2015@0.09",
        "MARGAUX@0.045",
        "APPELLATION MARGAUX CONTRÔLÉE@0.02",
      ],
      "Château Margaux",
    ],
  ])("takes %s", (_, lines, producer) => {
    const recognition = readLabelText(knowledgeBase, reading(...lines), NOW);
    expect(recognition?.wineName.startsWith(producer)).toBe(true);
  });

  it("offers what the other sources read as alternatives", () => {
    const recognition = readLabelText(
      knowledgeBase,
      reading("GARZON@0.09", "A MANO@0.02", "CABERNET FRANC@0.03", "RESERVA@0.03"),
      NOW,
    );
    const offered = [recognition?.wineName, ...(recognition?.candidates ?? []).map((c) => c.wineName)];
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered.slice(0, 3).some((name) => name?.startsWith("Bodega Garzón"))).toBe(true);
    expect(offered.slice(0, 3).some((name) => name?.startsWith("A Mano"))).toBe(true);
  });

  it.each([
    ["a word the OCR split", ["CHÂTEAU MARGAUX@0.08", "MARG AUX@0.06", "Margaux@0.03", "2015@0.04"]],
    ["a word the photo's edge clipped", ["CHATEAU MARGAUX@0.08", "HATEAU MARGAUX@0.08", "2015@0.04"]],
  ])("offers no alternative made of pieces of a better one's words (%s)", (_, lines) => {
    const recognition = readLabelText(knowledgeBase, reading(...lines), NOW);
    expect(recognition?.wineName).toBe("Château Margaux");
    const offered = recognition?.candidates.map((candidate) => candidate.wineName) ?? [];
    expect(offered).not.toContainEqual(expect.stringMatching(/\b(Aux|Hateau)\b/));
    expect(offered).toContain("Pavillon Rouge du Château Margaux");
  });

  it("finds nothing in noise", () => {
    expect(
      readLabelText(knowledgeBase, reading("ii@0.02@0.4", "=EE@0.05@0.3", "|| ~@0.03@0.2"), NOW),
    ).toBeNull();
  });
});
