import { describe, expect, it } from "vitest";
import { leadingBareYear, nameForDisplay, parseQuery, trailingBareYear } from "./parse-query.ts";

describe("parseQuery", () => {
  it("takes the vintage from the end of the text", () => {
    const parsed = parseQuery("Château Margaux 2015");
    expect(parsed.vintage).toBe(2015);
    expect(parsed.displayName).toBe("Château Margaux");
    expect(parsed.hasYearInside).toBe(false);
  });

  it.each([
    ["Casella 2007 1919 Shiraz", 2007, "Casella 1919 Shiraz"],
    ["Antichi Vinai 1877 2013 Pietralava Red", 2013, "Antichi Vinai 1877 Pietralava Red"],
    ["1912 Winemakers 2009 Piorro Reserva Red", 2009, "1912 Winemakers Piorro Reserva Red"],
    ["Pascal Aufranc 2015 En Rémont Vignes de 1939", 2015, "Pascal Aufranc En Rémont Vignes de 1939"],
  ])("takes the latest of several years mid-text as the vintage: %s → %i", (text, vintage, name) => {
    const parsed = parseQuery(text);
    expect(parsed.vintage).toBe(vintage);
    expect(parsed.displayName).toBe(name);
  });

  it("splits producer and wine at a vintage written mid-text", () => {
    const parsed = parseQuery("Quinta dos Avidagos 2011 Avidagos Red");
    expect(parsed.vintage).toBe(2011);
    expect(parsed.hasYearInside).toBe(true);
    expect(parsed.tokens.slice(0, parsed.tailStart).map((token) => token.token)).toEqual([
      "quinta",
      "dos",
      "avidagos",
    ]);
  });

  it.each([
    ["Château Margaux '15", 2015],
    ["Château Margaux ’98", 1998],
    ["Penfolds Grange '08 magnum", 2008],
  ])("reads a year written short when no 4-digit year is written: %s → %i", (text, vintage) => {
    const parsed = parseQuery(text);
    expect(parsed.vintage).toBe(vintage);
    expect(parsed.tokens.map((token) => token.token)).not.toContain(String(vintage % 100).padStart(2, "0"));
  });

  it.each([
    ["chateau-margaux-2015", 2015, "Chateau-Margaux"],
    ["2015-chateau-margaux", 2015, "Chateau-Margaux"],
    ["Penfolds Grange 2010 2011", 2010, "Penfolds Grange"],
    ["Sassicaia\u0000\t2016", 2016, "Sassicaia"],
    // Of several years the latest is the vintage, the others the name's.
    ["Tahbilk 1927 Vines Marsanne 2015", 2015, "Tahbilk 1927 Vines Marsanne"],
    ["Rietvallei Red Muscadel 1908 2015", 2015, "Rietvallei Red Muscadel 1908"],
  ])("reads %s as vintage %i and the name %s", (text, vintage, name) => {
    const parsed = parseQuery(text);
    expect(parsed.vintage).toBe(vintage);
    expect(parsed.displayName).toBe(name);
    expect(parsed.hasYearInside).toBe(false);
  });

  it.each([
    ["Chateau Margaux twenty fifteen", 2015, "Chateau Margaux"],
    ["Château Margaux two thousand and nine", 2009, "Château Margaux"],
    ["Opus One nineteen ninety-seven", 1997, "Opus One"],
    ["Penfolds Grange twenty oh five", 2005, "Penfolds Grange"],
    ["Sassicaia Twenty Sixteen.", 2016, "Sassicaia"],
    // Number words that are no year stay the wine's name; a year in digits wins.
    ["Nineteen Crimes Shiraz", null, "Nineteen Crimes Shiraz"],
    ["Two Hands Bella's Garden", null, "Two Hands Bella's Garden"],
    ["Twenty Bench Cabernet Sauvignon", null, "Twenty Bench Cabernet Sauvignon"],
    ["Twenty Twenty", null, "Twenty Twenty"],
    ["Twenty Twenty Rosé 2021", 2021, "Twenty Twenty Rosé"],
  ])("reads a year typed as it is said, ending the text: %s → %s, %s", (text, vintage, name) => {
    const parsed = parseQuery(text);
    expect(parsed.vintage).toBe(vintage);
    expect(parsed.displayName).toBe(name);
  });

  it("takes a 4-digit year over a year written short, and drops the short one given the vintage", () => {
    expect(parseQuery("Margaux '15 2016").vintage).toBe(2016);
    const given = parseQuery("Château Margaux '15", 2015);
    expect(given.vintage).toBe(2015);
    expect(given.displayName).toBe("Château Margaux");
  });

  it.each([
    ["a bottle of chateau margaux 2015", "Chateau Margaux"],
    ["Two glasses of Sancerre 2022", "Sancerre"],
    ["CHATEAU D'YQUEM 1/2 bottle 2001", "CHATEAU D'YQUEM"],
  ])("drops how the wine is served or bottled: %s → %s", (text, name) => {
    expect(parseQuery(text).displayName).toBe(name);
  });

  it("lets an explicit vintage win over the text", () => {
    expect(parseQuery("Sassicaia 2016", 2015).vintage).toBe(2015);
  });

  it("recognises non-vintage wines", () => {
    const parsed = parseQuery("Krug Grande Cuvée NV");
    expect(parsed.vintage).toBeNull();
    expect(parsed.isNonVintage).toBe(true);
    expect(parsed.displayName).toBe("Krug Grande Cuvée");
  });

  it.each([
    ["Château Margaux 2015 Magnum", "Château Margaux", 2015],
    ["Château Margaux 2015 1.5L", "Château Margaux", 2015],
    ["Château Margaux 2022 en primeur", "Château Margaux", 2022],
    [
      "Schloss Vollrads 2007 Trockenbeerenauslese - 375 ml Riesling",
      "Schloss Vollrads Trockenbeerenauslese - Riesling",
      2007,
    ],
    ["Krug Grande Cuvée NV (375ml)", "Krug Grande Cuvée", null],
    // A shop's pack and box words.
    ["Penfolds Grange 2010 6x75cl", "Penfolds Grange", 2010],
    ["Caymus 2019 12 x 750ml", "Caymus", 2019],
    ["Tignanello 2018 case of 6", "Tignanello", 2018],
    ["Opus One 2018 6 bottles", "Opus One", 2018],
    ["Dom Perignon 2012 Gift Box", "Dom Perignon", 2012],
    ["Moet Imperial Brut (Gift Boxed)", "Moet Imperial Brut", null],
    ["Sassicaia 2016 in original wooden case", "Sassicaia", 2016],
    ["Sassicaia 2016 bottle", "Sassicaia", 2016],
    ["Tignanello 2018 (1 bottle)", "Tignanello", 2018],
    ["Opus One 2018 single bottle", "Opus One", 2018],
    ["Sassicaia 2016 x 6", "Sassicaia", 2016],
    ["Sassicaia 2016 6x", "Sassicaia", 2016],
    // A critic's score copied from a merchant's list.
    ["Sassicaia 2016 RP 97", "Sassicaia", 2016],
    ["Château Margaux 2015 (WS 95+)", "Château Margaux", 2015],
    ["Opus One 2018 98 pts", "Opus One", 2018],
    ["Opus One 2018 - 97 points", "Opus One -", 2018],
    ["Tignanello 2019 96/100", "Tignanello", 2019],
    ["Sassicaia 2016 JS98", "Sassicaia", 2016],
    // The house's own name, a year followed by L, and the first word are not bottle words.
    ["Magnum Vinhos 2015 Flor de Maio", "Magnum Vinhos Flor de Maio", 2015],
    ["Lyeth 2010 L de Lyeth Merlot", "Lyeth L de Lyeth Merlot", 2010],
    ["Once and Future 2019 Zinfandel", "Once and Future Zinfandel", 2019],
    ["Message in a Bottle 2019", "Message in a Bottle", 2019],
    ["Gnarly Head 2019 Message in a Bottle", "Gnarly Head Message in a Bottle", 2019],
    // A cuvée's own number, a state in brackets and a name of one letter are not a pack or a score.
    ["Stag's Leap Wine Cellars Cask 23", "Stag's Leap Wine Cellars Cask 23", null],
    ["Northstar 2013 Red (Walla Walla Valley (WA))", "Northstar Red (Walla Walla Valley (WA))", 2013],
    ["X 2008 White X White", "X White X White", 2008],
    ["Malk 2008 X 2 Red", "Malk X 2 Red", 2008],
  ])("reads %s as %s of %s, without the bottle's size or sale", (text, name, vintage) => {
    const parsed = parseQuery(text);
    expect(parsed.displayName).toBe(name);
    expect(parsed.vintage).toBe(vintage);
  });

  it("keeps a text that is only the non-vintage marker as the name", () => {
    const parsed = parseQuery("Nv", 1900);
    expect(parsed.isNonVintage).toBe(false);
    expect(parsed.displayName).toBe("Nv");
    expect(parsed.tokens.length).toBeGreaterThan(0);
  });

  it("ignores numbers that are not years", () => {
    expect(parseQuery("Penfolds Bin 389").vintage).toBeNull();
  });

  it.each([
    {
      text: "1912 Winemakers 2009 Piorro Reserva",
      given: undefined,
      vintage: 2009,
      house: "1912 Winemakers",
    },
    { text: "1912 Winemakers 2009 Piorro Reserva", given: 1912, vintage: 2009, house: "1912 Winemakers" },
    { text: "1912 Winemakers 2009 Piorro Reserva", given: 2010, vintage: 2010, house: "1912 Winemakers" },
    { text: "2015 2016 Cuvée", given: undefined, vintage: 2015, house: "" },
    { text: "Château Figeac 2010", given: undefined, vintage: 2010, house: "Château Figeac" },
  ])(
    "reads a year opening the house name as part of it: $text ($given)",
    ({ text, given, vintage, house }) => {
      const parsed = parseQuery(text, given);
      expect(parsed.vintage).toBe(vintage);
      expect(
        parsed.words.slice(0, parsed.tokens[parsed.tailStart]?.wordIndex ?? parsed.words.length).join(" "),
      ).toBe(house);
    },
  );
});

describe("nameForDisplay", () => {
  it.each([
    [["la", "crema", "pinot", "noir"], "La Crema Pinot Noir"],
    [["marques", "de", "caceres", "crianza"], "Marques de Caceres Crianza"],
    [["zzyzx", "pessac-léognan"], "Zzyzx Pessac-Léognan"],
    [["stag's", "leap"], "Stag's Leap"],
  ])("writes %j typed in lower case as %s", (words, name) => {
    expect(nameForDisplay(words)).toBe(name);
  });

  it("keeps a name the collector typed with capitals as typed", () => {
    expect(nameForDisplay(["McLaren", "vale", "shiraz"])).toBe("McLaren vale shiraz");
  });

  it("gives the display name of a query typed in lower case", () => {
    expect(parseQuery("la crema pinot noir 2021").displayName).toBe("La Crema Pinot Noir");
  });
});

describe("trailingBareYear", () => {
  it.each([
    ["Sassicaia 16", { name: "Sassicaia", digits: "16", year: 2016 }],
    ["Lafite 82", { name: "Lafite", digits: "82", year: 1982 }],
    ["Sassicaia 16 x 6", { name: "Sassicaia", digits: "16", year: 2016 }],
    ["Sassicaia 16 (RP 97)", { name: "Sassicaia", digits: "16", year: 2016 }],
  ])("reads %s as a name and the year it may mean", (text, reading) => {
    expect(trailingBareYear(text, 2026)).toEqual(reading);
  });

  it.each([
    ["Penfolds Bin 28"],
    ["Kracher No. 7"],
    ["Felton Road Block 5"],
    ["Sassicaia 2016 16"],
    ["Sassicaia '16 16"],
    ["Penfolds 389 28"],
    ["Henriot Cuve 38"],
    ["16"],
    ["Sassicaia 160"],
  ])("reads no year from %s", (text) => {
    expect(trailingBareYear(text, 2026)).toBeNull();
  });
});

describe("leadingBareYear", () => {
  it.each([
    ["82 Lafite", { name: "Lafite", digits: "82", year: 1982 }],
    ["16 Sassicaia x 6", { name: "Sassicaia", digits: "16", year: 2016 }],
    ["14 Hands Merlot", { name: "Hands Merlot", digits: "14", year: 2014 }],
  ])("reads %s as a name and the year it may mean", (text, reading) => {
    expect(leadingBareYear(text, 2026)).toEqual(reading);
  });

  it.each([
    ["20 Year Old Tawny Graham's"],
    ["10 yrs Tawny"],
    ["16 Sassicaia 2015"],
    ["82 '83 Lafite"],
    ["38 Henriot"],
    ["Lafite 82"],
    ["160 Sassicaia"],
    ["16"],
  ])("reads no year from %s", (text) => {
    expect(leadingBareYear(text, 2026)).toBeNull();
  });
});
