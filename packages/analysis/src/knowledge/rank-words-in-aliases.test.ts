import { describe, expect, it } from "vitest";
import { tokenize } from "../text/normalize.ts";
import { loadKnowledgeBase } from "./load-knowledge-base.ts";

// An alias such as "Rioja Gran Reserva" is matched as one phrase, so it must carry its rank word as well.
const knowledgeBase = loadKnowledgeBase();

function termsOf(text: string): string[] {
  const [phrase] = knowledgeBase.phrases.detect(tokenize(text));
  return (phrase?.terms ?? []).map((term) =>
    term.kind === "region"
      ? `region:${term.regionId}`
      : term.kind === "style"
        ? `style:${term.term.id}`
        : "variety",
  );
}

describe("rank words inside a region's aliases", () => {
  it.each([
    ["Rioja Gran Reserva", ["region:rioja", "style:gran-reserva"]],
    ["Rioja Reserva", ["region:rioja", "style:reserva"]],
    ["Barolo Riserva", ["region:barolo", "style:riserva"]],
    ["Brunello di Montalcino Riserva", ["region:brunello-di-montalcino", "style:riserva"]],
    ["Meursault Premier Cru", ["region:meursault", "style:premier-cru"]],
    ["Soave Classico", ["region:soave", "style:classico"]],
    // A rank word of the region's own name is the region, not a rank.
    ["Chianti Classico", ["region:chianti-classico"]],
  ])("%s → %j", (text, terms) => {
    expect(termsOf(text)).toEqual(terms);
  });
});
