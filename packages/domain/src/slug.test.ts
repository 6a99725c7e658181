import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Château Margaux 2015", undefined, "chateau-margaux-2015"],
    ["  Opus One  ", undefined, "opus-one"],
    ["Penfolds — Bin 389!", undefined, "penfolds-bin-389"],
    ["Saint-Émilion -- Grand  Cru", undefined, "saint-emilion-grand-cru"],
    ["-edge-", undefined, "edge"],
    ["Dom Pérignon", "wine", "wine-dom-perignon"],
    ["Grüner Veltliner", "", "gruner-veltliner"],
    ["!!!", "wine", "wine"],
    ["", undefined, ""],
    ["Ρετσίνα", undefined, "ρετσινα"],
    ["İzmir", undefined, "izmir"],
  ])("%j with prefix %j → %j", (text, prefix, slug) => {
    expect(slugify(text, prefix)).toBe(slug);
  });

  it("gives only lowercase words joined by single hyphens, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
