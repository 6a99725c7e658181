import { describe, expect, it } from "vitest";
import { styleTermsInName } from "./style-terms.ts";

describe("the label words in a catalogued wine's name", () => {
  it.each([
    ["Wehlener Sonnenuhr Riesling Spätlese", ["spatlese"]],
    ["Viña Real Gran Reserva", ["gran-reserva"]],
    ["Imperial Reserva", ["reserva"]],
    ["Brut Rosé", ["rose", "sparkling"]],
    ["Extra Brut", ["sparkling"]],
    ["Scharzhofberger Riesling", []],
  ])("%s → %j", (name, ids) => {
    expect(
      styleTermsInName(name)
        .map((term) => term.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});
