import { describe, expect, it } from "vitest";
import { spokenWordsOf } from "./speech-vocabulary.ts";

describe("spokenWordsOf", () => {
  it.each([
    ["Château d'Yquem", "chateau dyquem"],
    ["Ca' dei Zago Col Fondo", "ca dei zago col fondo"],
    ["Taylor's 10 Year Old Tawny", "taylors ten year old tawny"],
    ["Cardinal Point A6", "cardinal point a. six"],
    ["Columbia Crest H3", "columbia crest h. three"],
    ["Arianna Occhipinti SP68", "arianna occhipinti s. p. sixty eight"],
    ["Vina Robles Red4", "vina robles red four"],
    ["Casa Madero 3V", "casa madero three v."],
    ["Nickel & Nickel", "nickel and nickel"],
    ["Taylor’s Vargellas", "taylors vargellas"],
    ["Don't Tell Gary", "dont tell gary"],
  ])("%s → %s", (name, spoken) => {
    expect(spokenWordsOf(name)?.join(" ")).toBe(spoken);
  });

  it.each(["Ehlers Estate 1886", "13th Street Winery", "Schwertführer 47er Pinot Noir", "Noble Vines 337"])(
    "cannot say %s",
    (name) => {
      expect(spokenWordsOf(name)).toBeNull();
    },
  );
});
