import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listSpokenYearForms } from "./spoken-years.ts";
import { parseVoiceTranscript } from "./voice-input.ts";

describe("parseVoiceTranscript", () => {
  it.each([
    ["Chateau Margaux 2015", "Chateau Margaux", 2015],
    ["2015 Chateau Margaux", "Chateau Margaux", 2015],
    ["Chateau Margaux vintage 2015", "Chateau Margaux", 2015],
    ["Chateau Margaux from 2015.", "Chateau Margaux", 2015],
    ["Chateau Margaux 2015 vintage", "Chateau Margaux", 2015],
    ["Chateau Margaux twenty fifteen", "Chateau Margaux", 2015],
    ["Chateau Margaux twenty-fifteen", "Chateau Margaux", 2015],
    ["twenty fifteen Chateau Margaux", "Chateau Margaux", 2015],
    ["Opus One two thousand nine", "Opus One", 2009],
    ["Opus One, two thousand and nine.", "Opus One", 2009],
    ["Opus One vintage nineteen ninety", "Opus One", 1990],
    ["Nineteen Crimes twenty eighteen", "Nineteen Crimes", 2018],
    ["Lafite eighteen seventy", "Lafite", 1870],
    ["Château Pavie Saint-Émilion 2010", "Château Pavie Saint-Émilion", 2010],
    ["Cuvée 1855 from 2016", "Cuvée 1855", 2016],
    ["Krug 1996 2002", "Krug 1996", 2002],
    ["Chateau Margaux, the 2015 vintage", "Chateau Margaux", 2015],
    ["the 2015 vintage of Opus One", "Opus One", 2015],
    ["Opus One from the two thousand nine", "Opus One", 2009],
    ["Barolo", "Barolo", null],
    ["Penfolds Bin 389", "Penfolds Bin 389", null],
  ])("%j → name %j, vintage %j", (transcript, name, vintage) => {
    expect(parseVoiceTranscript(transcript)).toEqual({ ok: true, value: { name, vintage } });
  });

  it.each([[""], ["   "], [". . ."], [null], [undefined]])("reports no speech for %j", (transcript) => {
    expect(parseVoiceTranscript(transcript)).toEqual({ ok: false, title: "No speech detected" });
  });

  it.each([["2015"], ["twenty fifteen"], ["vintage 2015."]])("reports no name for %j", (transcript) => {
    expect(parseVoiceTranscript(transcript)).toEqual({
      ok: false,
      title: "Could not detect wine name from speech",
    });
  });

  it("never throws on arbitrary transcripts", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (transcript) => {
        expect(typeof parseVoiceTranscript(transcript).ok).toBe("boolean");
      }),
    );
  });

  it("round-trips a name followed by any spoken or written year", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Opus One", "Château Margaux", "Sassicaia", "Penfolds Grange"),
        fc.integer({ min: 1800, max: 2099 }),
        fc.constantFrom("", "vintage ", "from "),
        fc.boolean(),
        (name, year, connector, spoken) => {
          for (const form of spoken ? listSpokenYearForms(year) : [String(year)]) {
            expect(parseVoiceTranscript(`${name} ${connector}${form}`)).toEqual({
              ok: true,
              value: { name, vintage: year },
            });
          }
        },
      ),
    );
  });
});
