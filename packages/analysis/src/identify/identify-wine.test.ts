import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { parseQuery } from "../text/parse-query.ts";
import { displayedWineName, identifyWine } from "./identify-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";
import { reportedRegion } from "./reported-region.ts";

const knowledgeBase = fixtureKnowledgeBase();

function identify(text: string, options: { specificProducer?: string; specificRegion?: string } = {}) {
  return identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)), options);
}

function profileOf(text: string) {
  const identification = identify(text);
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  return identification.profile;
}

/** The wine the whole catalogue identifies for a text; the test fails when it asks which wine was meant. */
function catalogueProfile(text: string) {
  const catalogue = loadKnowledgeBase();
  const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  return identification.profile;
}

/** The text is the catalogued wine of that name. */
function expectCatalogueWine(text: string, wine: string) {
  const profile = catalogueProfile(text);
  expect(profile.source).toBe("catalog");
  expect(profile.catalogWine?.wine.name).toBe(wine);
}

describe("identifyWine: catalogued wines", () => {
  it.each([
    ["Château Margaux 2015", "Château Margaux", "Château Margaux"],
    ["chateau margaux 2015", "Château Margaux", "Château Margaux"],
    ["Sassicaia 2016", "Tenuta San Guido", "Sassicaia"],
    ["Sasicaia 2016", "Tenuta San Guido", "Sassicaia"],
    ["Dom Perignon 2012", "Moët & Chandon", "Dom Pérignon"],
    ["Penfolds Grange 2010", "Penfolds", "Grange"],
    ["Cloudy Bay Sauvignon Blanc 2023", "Cloudy Bay", "Sauvignon Blanc"],
    // A grape written as a wine list's initials.
    ["Cloudy Bay SB 2023", "Cloudy Bay", "Sauvignon Blanc"],
    ["Pavillon Rouge du Château Margaux 2016", "Château Margaux", "Pavillon Rouge du Château Margaux"],
  ])("%s → %s %s", (text, producer, wine) => {
    const profile = profileOf(text);
    expect(profile.source).toBe("catalog");
    expect(profile.producer).toBe(producer);
    expect(profile.catalogWine?.wine.name).toBe(wine);
    expect(profile.confidence).toBeGreaterThan(0.8);
  });
});

describe("identifyWine: ambiguity", () => {
  it("gives several matches for 'Reserva 2018'", () => {
    const identification = identify("Reserva 2018");
    expect(identification.kind).toBe("ambiguous");
    if (identification.kind !== "ambiguous") return;
    const producers = identification.candidates.map((candidate) => candidate.entry.producer.name);
    expect(producers).toEqual(expect.arrayContaining(["La Rioja Alta", "CVNE", "Marqués de Murrieta"]));
  });

  it("resolves the disambiguation with the chosen producer and region", () => {
    const identification = identify("Reserva 2018", { specificProducer: "CVNE", specificRegion: "Rioja" });
    expect(identification.kind).toBe("wine");
    if (identification.kind === "wine")
      expect(identification.profile.catalogWine?.wine.name).toBe("Imperial Reserva");
  });
});

describe("identifyWine: inferred wines", () => {
  it("infers an unknown wine from a known appellation", () => {
    const profile = profileOf("Poderi Rossi 2013 Barolo");
    expect(profile.source).toBe("inferred");
    expect(profile.producer).toBe("Poderi Rossi");
    expect(profile.region?.name).toBe("Barolo");
    expect(profile.country).toBe("Italy");
    expect(profile.varieties.map((variety) => variety.id)).toEqual(["nebbiolo"]);
    expect(profile.confidence).toBeLessThan(0.8);
    expect(profile.producerEntry).toBeUndefined();
  });

  it("takes the producer from the words before the grape when the year ends the text", () => {
    const profile = profileOf("Foxglove Ridge Shiraz 2014");
    expect(profile.producer).toBe("Foxglove Ridge");
    expect(profile.varieties[0]?.id).toBe("syrah");
  });

  it.each([
    ["Biondi Cisterna Fuori 2013", "Biondi Cisterna Fuori"],
    ["Château Lapinesse 2013", "Château Lapinesse"],
  ])(
    "takes every word as the producer's when the year ends a text of words it does not know: %s",
    (text, producer) => {
      expect(profileOf(text).producer).toBe(producer);
    },
  );

  it("does not mistake a longer unknown house for a catalogued one", () => {
    const profile = profileOf("Château Margaux-Belair 2014 Pessac-Léognan");
    expect(profile.source).toBe("inferred");
    expect(profile.producerEntry).toBeUndefined();
    expect(profile.region?.name).toBe("Pessac-Léognan");
  });

  it("uses a catalogued house's home region for a cuvée it does not know", () => {
    const profile = profileOf("Penfolds 2012 Bin 28 Kalimna Shiraz");
    expect(profile.source).toBe("inferred");
    expect(profile.producer).toBe("Penfolds");
    expect(profile.region?.name).toBe("South Australia");
    expect(profile.varieties[0]?.id).toBe("syrah");
  });

  it("reads style words: Brut means sparkling, Riserva raises the tier", () => {
    expect(profileOf("Maison Leclerc Brut NV Champagne").style).toBe("sparkling");
    const riserva = profileOf("Fattoria Bianchi 2012 Brunello di Montalcino Riserva");
    expect(riserva.classification).toBe("Riserva");
    expect(riserva.tier).toBe("fine");
  });

  it("guesses the country from the house name when no place is named", () => {
    expect(profileOf("Quinta do Vale 2014").country).toBe("Portugal");
    expect(profileOf("Herdade do Vale 2014 Tinto").country).toBe("Portugal");
    expect(profileOf("Bodegas Ruiz 2015 Tempranillo").country).toBe("Spain");
  });

  it.each([
    ["Château Lary 2014 Bordeaux Blanc", "white", "sauvignon-blanc"],
    ["Château Lary 2014 Bordeaux Rouge", "red", "merlot"],
    ["Château Lary 2014 Bordeaux", "red", "merlot"],
  ])("reads the colour an appellation name states: %s → %s", (text, color, grape) => {
    const profile = profileOf(text);
    expect(profile.region?.name).toBe("Bordeaux");
    expect(profile.color).toBe(color);
    expect(profile.varieties[0]?.id).toBe(grape);
  });

  it.each([
    ["Penfolds 2014 Rioja Shiraz", "South Australia", "Australia"],
    ["Penfolds 2014 Napa Valley Cabernet Sauvignon", "Napa Valley", "US"],
    ["Penfolds 2014 Barossa Valley Shiraz", "Barossa Valley", "Australia"],
  ])("weighs places named with a catalogued house's cuvée: %s → %s", (text, region, country) => {
    const profile = profileOf(text);
    expect(profile.producer).toBe("Penfolds");
    expect(profile.region?.name).toBe(region);
    expect(profile.country).toBe(country);
  });
});

describe("identifyWine: a grape the catalogued wine does not have", () => {
  it.each([
    ["Penfolds 2010 Grange Riesling", "source", "inferred", ["riesling"]],
    ["Penfolds 2010 Grange Shiraz", "source", "catalog", ["syrah", "cabernet-sauvignon"]],
    ["Penfolds 2010 Grange", "source", "catalog", ["syrah", "cabernet-sauvignon"]],
  ])("%s is analysed as %s %s with grapes %j", (text, _, source, grapes) => {
    const profile = profileOf(text);
    expect(profile.source).toBe(source);
    expect(profile.producer).toBe("Penfolds");
    expect(profile.varieties.map((variety) => variety.id)).toEqual(grapes);
  });
});

describe("identifyWine, on the whole catalogue: a grape word that is the wine's own name", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // Filed under Croatina, named Bonarda on the Oltrepò label.
    ["Bruno Verdi Bonarda 2015", "Bonarda"],
    // Filed under Malvasia Istriana.
    ["Mulino delle Tolle Malvasia 2015", "Malvasia"],
    // "Ruche" is also a grape's name (Ruchè), not one of this Syrah's.
    ["M. Chapoutier Crozes-Hermitage La Petite Ruche 2015", "Crozes-Hermitage La Petite Ruche"],
  ])("%s is the catalogued %s", (text, wine) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine?.wine.name).toBe(wine);
  });

  it("still refuses a wine of another grape than the one written", () => {
    const identification = identifyWine(
      catalogue,
      analyzeQuery(catalogue, parseQuery("Mulino delle Tolle Merlot 2015")),
    );
    if (identification.kind !== "wine") throw new Error("was ambiguous");
    expect(identification.profile.catalogWine).toBeUndefined();
  });
});

describe("identifyWine: another aging class than the catalogued wine's", () => {
  it.each([
    ["CVNE 2015 Imperial Gran Reserva", "inferred", "Gran Reserva"],
    ["CVNE 2015 Imperial Reserva", "catalog", "Reserva"],
    ["CVNE 2015 Imperial", "catalog", "Reserva"],
  ])("%s is analysed from the %s as %s", (text, source, classification) => {
    const profile = profileOf(text);
    expect(profile.source).toBe(source);
    expect(profile.producer).toBe("CVNE");
    expect(profile.classification).toBe(classification);
  });
});

describe("identifyWine: a country named on the label", () => {
  it.each([
    ["Espíritu de Italy 2015 Rosso", "Italy"],
    ["Alma de Spain 2016 Tinto", "Spain"],
  ])("%s is from %s, and its region is a place inside it, not the country", (text, country) => {
    const profile = profileOf(text);
    expect(profile.country).toBe(country);
    expect(profile.region?.level).not.toBe("country");
    expect(profile.evidence).toContain(`the label names ${country}`);
  });

  it.each([
    // The country grows the grape in one of its regions, though its own entry lists none.
    ["Kelso Wines of Portugal 2008 Chardonnay", "Portugal"],
    ["My Big Fat Greek Wine 2010 Cabernet Sauvignon", "Greece"],
    // A word of the pampas in the house's name.
    ["Fat Gaucho 2011 Reserva Cabernet Sauvignon", "Argentina"],
  ])("on the whole catalogue, %s is from %s", (text, country) => {
    expect(catalogueProfile(text).country).toBe(country);
  });
});

describe("identifyWine, on the whole catalogue: which house a name is", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // A house named in full is not one that shares a word of its name.
    ["Taittinger 1995 Brut", "Taittinger", "France"],
    ["Louis Roederer 2009 Brut Rosé", "Louis Roederer", "France"],
    ["Roederer Estate 2012 Brut Rosé", "Roederer Estate", "US"],
    // "Miguel Torres" also names the Spanish house; a cuvée only the Chilean house makes is the Chilean house's.
    ["Miguel Torres 2012 Santa Digna Reserva Chardonnay", "Miguel Torres Chile", "Chile"],
    ["Miguel Torres 2012 Chardonnay", "Familia Torres", "Spain"],
    ["William Fèvre 2012 Espino Gran Cuvée Cabernet Sauvignon", "William Fèvre Chile", "Chile"],
    // Kamptal grows Riesling; Sonoma's Hirsch Vineyards makes none: another Hirsch.
    ["Hirsch 2015 Zöbing Riesling", undefined, "Austria"],
    // The Canary island grows no Carmenère; the Chilean house makes it: its cuvée's name.
    ["Viña La Rosa 2011 La Palma Reserva Carmenère", "Viña La Rosa", "Chile"],
    // A place in an unknown house's name that grows none of the grapes named is a surname, not Galicia's Ribeiro.
    ["Manuel Lopes Ribeiro 2014 Branco Encruzado", undefined, "Portugal"],
    // … and once catalogued under that name, the house it is.
    ["Antonio Lopes Ribeiro 2014 Casa de Mouraz Branco Encruzado", "Casa de Mouraz", "Portugal"],
    // A catalogued wine made abroad is of its own place's country: the Catalan house's Prosecco is Italian.
    ["Freixenet 2019 Prosecco", "Freixenet", "Italy"],
    ["Freixenet 2015 Cordon Negro Brut", "Freixenet", "Spain"],
    // "Ribera" alone is Ribera del Duero; "Ribera del Tinguiririca" is a Chilean riverside.
    ["Concha y Toro 2014 Serie Riberas Ribera del Tinguiririca Cabernet Sauvignon", "Concha y Toro", "Chile"],
    ["Bodegas Zzyzx 2012 Ribera Crianza", undefined, "Spain"],
    // A house's name that opens a longer place name elsewhere is that place's: the Roussillon village, the
    // Vosne-Romanée vineyard, the Sicilian DOC.
    ["Latour-de-France 2015", undefined, "France"],
    ["Cros Parantoux 2015", undefined, "France"],
    ["Santa Margherita di Belice 2015", undefined, "Italy"],
    // … but not when the house is of that place.
    ["Maximin Grünhäuser Abtsberg 2015", "Maximin Grünhaus", "Germany"],
    // With the vintage last, a word we do not know after the house's name is its cuvée's name or a shorthand.
    ["Kim Crawford SB 2022", "Kim Crawford", "New Zealand"],
    ["Cloudy Bay Savvy 2023", "Cloudy Bay", "New Zealand"],
    ["Tiefenbrunner Linticlarus Riserva Pinot Nero 2011", "Tiefenbrunner", "Italy"],
  ])("%s → house %s, %s", (text, producer, country) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.producerEntry?.name).toBe(producer);
    expect(identification.profile.country).toBe(country);
  });
});

describe("identifyWine, on the whole catalogue: another colour than the catalogued wine's", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // The catalogued Kopke Colheita is the tawny (red) one; a White Colheita is another wine of the house.
    ["Kopke 1935 Colheita White", "inferred", "white"],
    ["Kopke 1935 Colheita Port", "catalog", "red"],
    ["Penfolds 2010 Grange Red", "catalog", "red"],
    // A colour word of the catalogued wine's own name is its name, not another colour.
    ["Beringer 2019 White Zinfandel", "catalog", "rose"],
    ["Shafer 2018 Red Shoulder Ranch Chardonnay", "catalog", "white"],
    ["Gunderloch 2018 Red Slate Riesling", "catalog", "white"],
  ])("%s is analysed from the %s as %s", (text, source, color) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.source).toBe(source);
    expect(identification.profile.color).toBe(color);
  });
});

describe("identifyWine, on the whole catalogue: the wine whose whole name the text gives", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // Not the second wine "Y", whose one-letter name no text gives.
    ["Château d'Yquem 2001", "Château d'Yquem"],
    // Not the house's second label "Guimaraens Vintage Port", unless the text names it.
    ["Fonseca Vintage Port 1994", "Vintage Port"],
    ["Fonseca Guimaraens 2015 Vintage Port", "Guimaraens Vintage Port"],
    // A premier cru named without its rank is still the premier cru, not the village wine.
    ["Domaine Leflaive 2020 Puligny-Montrachet Les Pucelles", "Puligny-Montrachet Premier Cru Les Pucelles"],
    ["Domaine Leflaive 2020 Puligny-Montrachet", "Puligny-Montrachet"],
    // The house named alone is its grand vin; a wine's other name written out in full is that wine, though its
    // "Y" and "d'" are no words to the matching.
    ["yquem 2009", "Château d'Yquem"],
    ["Y d'Yquem 2019", "Y"],
    // Even when a second wine is named by one of the house's words.
    ["Château Troplong Mondot 2016", "Château Troplong Mondot"],
    ["Mondot 2016", "Mondot"],
    // The house's word alone, with the vintage last, is its grand vin, not the second wine ("Clos Canon") that
    // shares it.
    ["Canon 2015", "Château Canon"],
    // A house's wine named for its place and a word of its own, no house written: Jaboulet's La Chapelle.
    ["hermitage la chapelle 2015", "Hermitage La Chapelle"],
    // The house in full and a second wine whose words its label also holds ("… du Marquis de Las Cases").
    ["Château Léoville Las Cases Clos du Marquis 2015", "Clos du Marquis"],
    ["Château Suduiraut S de Suduiraut 2015", "S de Suduiraut"],
    ["Château La Gaffelière Clos La Gaffelière 2015", "Clos La Gaffelière"],
    // A cuvée named in more words than another the text also holds: the white, not the red "Le Petit Cheval".
    ["Le Petit Cheval Blanc 2015", "Le Petit Cheval Blanc"],
    ["Château Cheval Blanc Petit Cheval Blanc 2015", "Le Petit Cheval Blanc"],
    ["Château Cheval Blanc Le Petit Cheval 2015", "Le Petit Cheval"],
    // Words from two of the house's names ("Inglenook", "Rubicon Estate") and one wine's.
    ["Inglenook Rubicon 2015", "Rubicon"],
    // The aging class written is the wine, not another the house's other name ("Castillo Ygay") also reads.
    ["Marqués de Murrieta Reserva 2015", "Reserva"],
    // The cuvée first, its house after it: not a house its first words also name ("Black Estate").
    ["Black Label Wolf Blass 2015", "Black Label"],
    ["Barolo Le Vigne Luciano Sandrone 2015", "Barolo Le Vigne"],
    ["Chablis Saint Martin Domaine Laroche 2015", "Chablis Saint Martin"],
    // A house word of another country opening the text is the cuvée's own ("Clos", "Château", "Quinta").
    ["Clos Electrique Pinot Noir Cameron Winery 2015", "Clos Electrique Pinot Noir"],
    ["Château Julia Assyrtiko Domaine Costa Lazaridi 2015", "Château Julia Assyrtiko"],
    ["Quinta Apolonia Belondrade y Lurton 2015", "Quinta Apolonia"],
    // A brand and the grape it is known by: that wine, not the house's other one.
    ["Anubis Malbec 2015", "Malbec"],
    ["Garnet Vineyards Pinot Noir 2015", "Pinot Noir"],
    ["Rumball Sparkling Shiraz", "Sparkling Shiraz"],
  ])("%s → %s", (text, wine) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine?.wine.name).toBe(wine);
  });

  it("asks between equally good matches of two houses, the dearer first ('Unico')", () => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery("Unico 2010")));
    if (identification.kind !== "ambiguous") throw new Error("Unico 2010 was not ambiguous");
    expect(identification.candidates.map((candidate) => candidate.entry.producer.name)).toEqual([
      "Vega Sicilia",
      "Bodegas de Santo Tomás",
    ]);
  });

  it("asks which of a house's wines of a grape, the house and grape alone name, every one listed", () => {
    const text = "Villa Maria Sauvignon Blanc 2022";
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "ambiguous") throw new Error(`${text} was not ambiguous`);
    expect(identification.candidates.map((candidate) => candidate.entry.wine.name)).toEqual([
      "Reserve Wairau Valley Sauvignon Blanc",
      "Cellar Selection Sauvignon Blanc",
      "Private Bin Sauvignon Blanc",
    ]);
  });

  it("takes the house's plain wine of the grape, named all but its 'Estate'", () => {
    const text = "Talley 2012 Chardonnay";
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine?.wine.name).toBe("Estate Chardonnay");
  });

  it("asks which house a name two houses go by means, alone ('Cos'), the dearer house first", () => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery("Cos 2010")));
    if (identification.kind !== "ambiguous") throw new Error("Cos 2010 was not ambiguous");
    expect(identification.candidates.map((candidate) => candidate.entry.producer.name)).toEqual([
      "Château Cos d'Estournel",
      "COS",
    ]);
  });

  it.each([
    ["Leoville 2010", ["Château Léoville Las Cases", "Château Léoville Poyferré", "Château Léoville Barton"]],
    [
      "Pichon 2010",
      [
        "Château Pichon Longueville Comtesse de Lalande",
        "Château Pichon Baron",
        "Domaine Christophe Pichon",
        "Château Clément-Pichon",
        "Château Pichon-Bellevue",
      ],
    ],
    [
      "Rauzan 2010",
      ["Château Rauzan-Ségla", "Château Rauzan-Gassies", "Château Rauzan Despagne", "Cave de Rauzan"],
    ],
  ])(
    "asks which house a word several houses' names share means, alone ('%s'), the dearer first",
    (text, houses) => {
      const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
      if (identification.kind !== "ambiguous") throw new Error(`${text} was not ambiguous`);
      expect(identification.candidates.map((candidate) => candidate.entry.producer.name)).toEqual(houses);
    },
  );

  it.each([
    // A wine of one of two houses of one name is that house's, whichever the name matching found first.
    ["Hafner Cabernet Sauvignon 2015", "Hafner Vineyard"],
    ["Hafner Zweigelt 2015", "Weingut Hafner"],
    ["COS Pithos Rosso 2019", "COS"],
    // Japan's Grace Wine, not China's Grace Vineyard, whose short name "Grace" had hidden it.
    ["Grace Koshu 2022", "Grace Wine"],
  ])("%s is a wine of %s", (text, house) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine?.producer.name).toBe(house);
  });

  it.each([
    // A catalogued house's uncatalogued wine named for an appellation abroad is from that appellation.
    ["Mano a Mano 2007 Soave", "Soave", "Italy"],
    ["Kirkland Signature 2013 Médoc", "Médoc", "France"],
  ])("%s is a wine of %s", (text, region, country) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.region?.name).toBe(region);
    expect(identification.profile.country).toBe(country);
  });

  it("reads a vineyard the catalogue does not list as the house's own wine, not as two it does list", () => {
    const text = "Emmerich Knoll 2008 Ried Kreutles Smaragd Grüner Veltliner";
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine).toBeUndefined();
    expect(identification.profile.producerEntry?.name).toBe("Emmerich Knoll");
    expect(identification.profile.region?.name).toBe("Wachau");
  });

  it.each([
    // A place's name alone on a label is its red; the white is named as such.
    ["Louis Jadot 2010 Bourgogne", "red", "Pinot Noir"],
    ["E. Guigal 2006 Hermitage", "red", "Hermitage Rouge"],
    ["Calvet 1998 Bordeaux", "red", "Bordeaux Réserve"],
    ["E. Guigal 2015 Hermitage Blanc", "white", "Hermitage Blanc"],
  ])("reads %s, one house's wines of one place in several colours, as the %s named", (text, color, name) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.color).toBe(color);
    expect(identification.profile.catalogWine?.wine.name).toContain(name);
  });

  it("takes neither of one house's two reds of one place for a name that holds both vineyards", () => {
    // Ceretto's "Bricco Rocche Brunate" is neither its Barolo Bricco Rocche nor its Barolo Brunate: each
    // vineyard's name belongs to the other wine, so the wine is the house's uncatalogued Barolo.
    const text = "Ceretto 2003 Bricco Rocche Brunate";
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.catalogWine).toBeUndefined();
    expect(identification.profile.producerEntry?.name).toBe("Ceretto");
    expect(identification.profile.region?.name).toBe("Barolo");
  });
});

describe("identifyWine, on the whole catalogue: a Douro house's 'Vintage'", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // The quintas write the category alone: their "Vintage" is a Vintage Port, not a Douro red.
    ["Quinta do Crasto 2015 Vintage", "Port", "fortified"],
    ["Ramos-Pinto 2011 Vintage", "Port", "fortified"],
    ["Quinta do Crasto Vintage 2015", "Port", "fortified"],
    ["Quinta do Crasto 2015 Douro Red", "Douro", "still"],
    // An unknown quinta, assumed in the Douro, too.
    ["Quinta do Zzyzx 2011 Vintage", "Port", "fortified"],
    ["Quinta do Zzyzx 2011 Reserva", "Douro", "still"],
    // Elsewhere "Vintage" says nothing of the style.
    ["Graham Beck 2012 Vintage Brut", "Robertson", "sparkling"],
    ["Esporão 2015 Vintage", "Alentejo", "still"],
  ])("%s is from %s, %s", (text, region, style) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.region?.name).toBe(region);
    expect(identification.profile.style).toBe(style);
  });

  it("is the house's catalogued Vintage Port when the label gives the house and the category alone", () => {
    const crasto = identifyWine(
      catalogue,
      analyzeQuery(catalogue, parseQuery("Quinta do Crasto 2015 Vintage")),
    );
    if (crasto.kind !== "wine") throw new Error("ambiguous");
    expect(crasto.profile.catalogWine?.wine.name).toBe("Vintage Port");
    // Another of the house's Vintage Ports, named by its quinta, is not the house's plain one.
    const seixo = identifyWine(
      catalogue,
      analyzeQuery(catalogue, parseQuery("Sandeman 2015 Quinta do Seixo Vintage")),
    );
    if (seixo.kind !== "wine") throw new Error("ambiguous");
    expect(seixo.profile.catalogWine?.wine.name).not.toBe("Vintage Port");
    // It is ranked and priced as the house's Vintage Port, not as its cheapest Port.
    expect(seixo.profile.rangeWines?.map((entry) => entry.wine.name)).toEqual(["Vintage Port"]);
  });

  it("reads it as a Vintage Port, a fine wine, not a plain Port", () => {
    const identification = identifyWine(
      catalogue,
      analyzeQuery(catalogue, parseQuery("Quinta do Zzyzx 2011 Vintage")),
    );
    if (identification.kind !== "wine") throw new Error("ambiguous");
    expect(identification.profile.classification).toBe("Vintage Port");
    expect(identification.profile.tier).toBe("fine");
  });
});

describe("on the whole catalogue: a Port lodge's or a Madeira house's uncatalogued wine", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // A Port word on the label is a Port, from a lodge at home in Porto or a Douro house.
    ["Sandeman Ruby Port", "Port", "fortified"],
    ["Taylor's Fine White Port", "Port", "fortified"],
    ["Niepoort Ruby", "Port", "fortified"],
    // A grape on a lodge's label is its Douro table wine; Madeira's grapes are Madeira's own kinds.
    ["Quinta do Noval 2014 Touriga Nacional", "Douro", "still"],
    ["Blandy's 1973 Verdelho", "Madeira", "fortified"],
  ])("%s is stated as from %s, %s", (text, region, style) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(reportedRegion(catalogue, identification.profile)?.name).toBe(region);
    expect(identification.profile.style).toBe(style);
  });
});

describe("identifyWine, on the whole catalogue: where a house's uncatalogued wine of a grape is from", () => {
  const catalogue = loadKnowledgeBase();
  it.each([
    // The house's catalogued Chardonnay and Sauvignon Blanc come from the cool coast, not from its home.
    ["Lapostolle 2007 Casa Chardonnay", "Casablanca Valley"],
    // Its Carmenère from home.
    ["Lapostolle 2010 Casa Carmenère", "Colchagua Valley"],
    // Montes makes Sauvignon Blanc in Leyda (Limited Selection) and Aconcagua Costa (Outer Limits): the range named
    // on the label decides, and without one the home stands.
    ["Montes 2014 Limited Edition Sauvignon Blanc", "Leyda Valley"],
    ["Montes 2014 Sauvignon Blanc", "Colchagua Valley"],
    // A grand cru inside the home is one rare wine's, not where the house's other Rieslings are from.
    ["Domaine Ostertag 2012 Heissenberg Riesling", "Alsace"],
  ])("%s is from %s", (text, region) => {
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery(text)));
    if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
    expect(identification.profile.region?.name).toBe(region);
  });
});

describe("identifyWine, on the whole catalogue: the wine's name as shown", () => {
  it.each([
    // A particle both names hold ("du") does not make the wine's name its house's.
    ["pegau reservee 2016", "Domaine du Pégau Châteauneuf-du-Pape Cuvée Réservée"],
    ["Casanova di Neri Rosso di Montalcino 2019", "Casanova di Neri Rosso di Montalcino"],
    // A name that holds the house's own word is shown alone.
    ["Pavillon Rouge du Château Margaux 2016", "Pavillon Rouge du Château Margaux"],
    // A generic word both names hold ("Vineyard") is no word of the house's own.
    ["Kistler Vine Hill Chardonnay 2018", "Kistler Vineyards Vine Hill Vineyard Chardonnay"],
  ])("%s is shown as %s", (text, name) => {
    expect(catalogueProfile(text).name).toBe(name);
  });
});

describe("a catalogued wine's name as shown beside its house's", () => {
  it.each([
    ["Kistler Vineyards", "Vine Hill Vineyard Chardonnay", "Kistler Vineyards Vine Hill Vineyard Chardonnay"],
    [
      "Domaine du Pégau",
      "Châteauneuf-du-Pape Cuvée Réservée",
      "Domaine du Pégau Châteauneuf-du-Pape Cuvée Réservée",
    ],
    ["Château Margaux", "Pavillon Rouge du Château Margaux", "Pavillon Rouge du Château Margaux"],
    // An estate title opening both names: the wine is an estate of the house, named in full.
    ["Château Montus", "Château Bouscassé", "Château Bouscassé"],
    // The word the house's name ends with and the wine's begins with is written once.
    ["Bien Nacido Estate", "Estate Pinot Noir", "Bien Nacido Estate Pinot Noir"],
    [
      "Stonestreet Estate Vineyards",
      "Estate Cabernet Sauvignon",
      "Stonestreet Estate Vineyards Estate Cabernet Sauvignon",
    ],
  ])("%s, %s → %s", (house, wine, shown) => {
    expect(displayedWineName(house, wine)).toBe(shown);
  });
});

describe("identifyWine, on the whole catalogue: a short cuvée word mistyped after its house", () => {
  it.each([
    ["penfolds grang 2010", "Grange"],
    ["vega sicila unico 2010", "Único"],
  ])("%s is %s", (text, wine) => expectCatalogueWine(text, wine));
});

describe("identifyWine, on the whole catalogue: a word saying only that the wine has a vintage", () => {
  it.each([
    ["Château Margaux millésime 2015", "Château Margaux"],
    ["Sassicaia millesimato 2016", "Sassicaia"],
    ["Opus One vintage 2017", "Opus One"],
    // For a sparkling or fortified wine the word names a kind of the house's wines.
    ["Laurent-Perrier Millésimé 2008", "Millésimé"],
    ["Dow's Vintage 2011", "Vintage Port"],
  ])("%s is %s", (text, wine) => expectCatalogueWine(text, wine));

  it("is a Port for a Douro house whose Port the catalogue lacks, not the house's Douro red", () => {
    const profile = catalogueProfile("Quinta da Gaivosa 2008 Vintage");
    expect(profile.source).toBe("inferred");
    expect(profile.style).toBe("fortified");
  });
});

describe("identifyWine, on the whole catalogue: umlauts typed as 'ae', 'oe', 'ue'", () => {
  it.each([
    // Before a mid-text vintage a house's name is not corrected, but this is its spelling, not a typo.
    ["Doennhoff 2019 Hermannshoehle GG", "Dönnhoff"],
    ["Bruendlmayer 2016 Heiligenstein Lyra", "Bründlmayer"],
    ["Egon Mueller Scharzhofberger Spaetlese 2015", "Egon Müller"],
  ])("%s is a wine of %s", (text, house) => {
    const profile = catalogueProfile(text);
    expect(profile.source).toBe("catalog");
    expect(profile.producerEntry?.name).toBe(house);
  });

  it("is not read into a Latin ending: 'Silvae' is no Casa Silva", () => {
    expect(catalogueProfile("Silvae 2009 Made With Organic Grapes Monastrell").country).toBe("Spain");
  });
});

describe("identifyWine, on the whole catalogue: a place written after the vintage", () => {
  it.each([
    // The place is the label's foot: the words before the vintage name the wine, house and cuvée.
    ["Penfolds Grange 2010 South Australia", "Grange"],
    ["Penfolds Grange 2010 Australia", "Grange"],
    ["Tignanello 2016 Toscana", "Tignanello"],
    ["Cloudy Bay Te Koko 2019 Marlborough", "Te Koko"],
    // A cuvée named like a place, beside a word of its house.
    ["Ridge Monte Bello 2014 California", "Monte Bello"],
    ["Henschke Hill of Grace 2012 Eden Valley", "Hill of Grace"],
    // A house named for the place the foot names is still that house's wine.
    ["Château du Moulin-à-Vent 2011 Moulin-à-Vent", "Moulin-à-Vent"],
  ])("%s is %s", (text, wine) => expectCatalogueWine(text, wine));

  it("is no foot of a wine of another colour", () => {
    // Château Giscours's La Sirène is a red Margaux.
    expect(catalogueProfile("Petite Sirène 2013 Bordeaux Blanc").catalogWine).toBeUndefined();
  });
});

describe("identifyWine, on the whole catalogue: another house's wine of a kind", () => {
  it("is not a catalogued wine named only by the kind, from a house the text does not name", () => {
    // Liebich Wein's Australian "Tawny" shares the kind words alone; Krohn is the house.
    const profile = catalogueProfile("Krohn 20 Years Old Tawny Porto");
    expect(profile.source).toBe("inferred");
    expect(profile.country).toBe("Portugal");
    expect(profile.style).toBe("fortified");
  });

  it("still takes the house's own wine of the kind", () => {
    expectCatalogueWine("Liebich Tawny", "Tawny");
  });
});

describe("identifyWine, on the whole catalogue: a text naming no colour", () => {
  it.each([
    // Of a red and a white named alike, the red: the colour word goes without saying.
    ["Domaine de Trévallon 2015", "Trévallon Rouge"],
    ["Maître d'Estournel 2015", "Maître d'Estournel Rouge"],
    ["Villa Antinori 2016", "Villa Antinori Rosso"],
    ["Château Simone 2015", "Palette Rouge"],
    ["Planeta Etna 2016", "Etna Rosso"],
    // A colour written is the colour meant.
    ["Domaine de Trévallon 2015 Blanc", "Trévallon Blanc"],
    ["Villa Antinori Bianco 2016", "Villa Antinori Bianco"],
    // A wine named without a colour word is what the name means: Vacheron's Sancerre is its white.
    ["Domaine Vacheron Sancerre 2018", "Sancerre"],
    // A grand cru written with its rank is the house's wine of it, not another of the same place.
    ["Comte Georges de Vogüé Musigny 2015", "Musigny Vieilles Vignes"],
    ["Domaine Comte Georges de Vogue Musigny Grand Cru 2010", "Musigny Vieilles Vignes"],
    ["de Vogüé Musigny Blanc 2015", "Musigny Blanc"],
  ])("%s is the house's %s", (text, wine) => expectCatalogueWine(text, wine));

  it.each([
    // A grape named is a colour named: the house's Syrah is not its blend "Tinto".
    ["Cortes de Cima 2012 Syrah", "Tinto"],
    ["Gernot and Heike Heinrich 2009 Blaufränkisch", "Heinrich Red"],
  ])("%s is not the house's %s", (text, wine) => {
    expect(catalogueProfile(text).catalogWine?.wine.name).not.toBe(wine);
  });
});

describe("identifyWine, on the whole catalogue: a house named alone with a vintage", () => {
  const identifyIn = catalogueProfile;
  it.each([
    // The house's one wine with no name of its own, not its second wine or single vineyards.
    ["Screaming Eagle 2019", "Cabernet Sauvignon"],
    ["Krug 2008", "Krug Vintage"],
    ["Caymus 2021", "Cabernet Sauvignon"],
    // Its only wine that carries a vintage.
    ["Taittinger 2013", "Brut Millésimé"],
    // Its wine named for its own appellation, the red of its red and white.
    ["Château de Beaucastel 2007", "Châteauneuf-du-Pape"],
    ["Domaine Tempier 2019", "Bandol Rouge"],
    // Its wine named for its appellation, not one of the crus the appellation's other names hold.
    ["Gaja 2015", "Barbaresco"],
    // A Port house's year alone is its Vintage Port, not its Late Bottled Vintage.
    ["Smith Woodhouse 2011", "Vintage Port"],
    ["Quinta do Noval 2011", "Vintage Port"],
    // Its Estate Cabernet Sauvignon and its Sauvignon Blanc are both plain ("Estate" is a generic word of the
    // house's name); the Cabernet, at five times the price, is the wine the house's name stands for.
    ["Spottswoode 2016", "Estate Cabernet Sauvignon"],
  ])("%s is the house's %s", (text, wine) => expectCatalogueWine(text, wine));

  it.each([
    // Several plain wines (Sauvignon Blanc, Chardonnay, Pinot Noir): which one is not known.
    "Cloudy Bay 2023",
    // Its Late Harvest Sauvignon Blanc, a sweet wine, is not what the house's name alone means.
    "Concha y Toro 2018",
  ])("%s stays the house's uncatalogued wine", (text) => {
    expect(identifyIn(text).source).toBe("inferred");
  });

  it.each([
    // Two wines, neither plain: the grapes are the house's, not California's Cabernet or Pinot Noir.
    ["Sine Qua Non 2019", ["grenache", "syrah"]],
    // Of the leading grape's colour only: not "Pinot Noir or Chardonnay".
    ["Kosta Browne 2021", ["pinot-noir"]],
    // A second grape only when the house makes it about as often: not its one Grignolino.
    ["Heitz Cellar 2018", ["cabernet-sauvignon"]],
    // Its Sauvignon Blanc is no plainer than its "Napa Valley Merlot": which wine is meant is not known.
    ["Duckhorn 2018", ["cabernet-sauvignon", "merlot"]],
  ])("%s, an uncatalogued wine of the house, is made of the house's own grapes", (text, grapes) => {
    const profile = identifyIn(text);
    expect(profile.source).toBe("inferred");
    expect(profile.varieties.map((variety) => variety.id).sort()).toEqual(grapes);
  });

  it.each([
    ["Clos du Caillou 2018", "Clos du Caillou"],
    ["Croft 2018", "Croft"],
  ])("%s is a wine of that house, not another house's cuvée sharing a word of its name", (text, house) => {
    expect(identifyIn(text).producerEntry?.name).toBe(house);
  });

  it("takes a one-wine label's wine when the text is all its name ('Errazuriz Don Maximiano 2017')", () => {
    expect(catalogueProfile("Errazuriz Don Maximiano 2017").catalogWine?.wine.name).toBe(
      "Don Maximiano Founder's Reserve",
    );
  });

  it("takes a named cuvée over the plain wine", () => {
    expect(identifyIn("Screaming Eagle Second Flight 2019").catalogWine?.wine.name).toBe("Second Flight");
  });
});

describe("identifyWine, on the whole catalogue: the label's language in its word for rosé", () => {
  it.each([
    ["Zorbanetti 2014 Rosato", "Italy"],
    ["Zorbanetti 2014 Cerasuolo", "Italy"],
    ["Zorbanetti 2014 Rosat", "Spain"],
  ])("%s → %s", (text, country) => {
    const profile = catalogueProfile(text);
    expect(profile.color).toBe("rose");
    expect(profile.country).toBe(country);
  });
});

describe("identifyWine, on the whole catalogue: Tokaji Aszú's puttonyos grade is a label word", () => {
  // Five houses' catalogued wines are called "Tokaji Aszú 5 Puttonyos": the grade describes a kind of wine, as
  // "Rioja Gran Reserva" does, and no house was named.
  it("analyses the kind of wine rather than asking which house's", () => {
    const profile = catalogueProfile("Tokaji Aszú 5 Puttonyos 2013");
    expect(profile).toMatchObject({ source: "inferred", style: "sweet", color: "white" });
    expect(profile.region?.name).toBe("Tokaj");
  });

  it("still takes a named house's catalogued Aszú", () => {
    expect(catalogueProfile("Oremus Tokaji Aszú 5 Puttonyos 2013").catalogWine?.producer.name).toBe("Oremus");
  });

  it("reads Eszencia, the free-run syrup of the Aszú berries, as a sweet wine of the highest rank", () => {
    const profile = catalogueProfile("Tokaji Eszencia 2008");
    expect(profile).toMatchObject({
      source: "inferred",
      style: "sweet",
      tier: "icon",
      classification: "Eszencia",
    });
  });
});

describe("identifyWine, on the whole catalogue: a range the label names", () => {
  it("ranks a house's uncatalogued wine as the catalogued wines of its range", () => {
    const profile = catalogueProfile("Catena Zapata Adrianna Vineyard Malbec 2016");
    expect(profile.source).toBe("inferred");
    expect(profile.rangeWines?.length).toBeGreaterThan(1);
    expect(profile.rangeWines?.every((entry) => entry.wine.name.startsWith("Adrianna Vineyard"))).toBe(true);
    expect(["fine", "icon"]).toContain(profile.tier);
  });

  it("names no range for words the house's wines do not share", () => {
    expect(catalogueProfile("Catena Zapata Zzyzx Malbec 2016").rangeWines).toEqual([]);
  });

  it.each([
    // Dal Forno's one Amarone is its Monte Lodoletta; Vietti's cheapest Barolo is its Castiglione.
    ["Dal Forno Amarone 2012", "Amarone della Valpolicella Vigneto di Monte Lodoletta"],
    ["Vietti Barolo 2016", "Barolo Castiglione"],
  ])("ranks %s as the house's plainest wine of the appellation it names", (text, wine) => {
    const profile = catalogueProfile(text);
    expect(profile.source).toBe("inferred");
    expect(profile.rangeWines?.map((entry) => entry.wine.name)).toEqual([wine]);
  });
});

describe("identifyWine, on the whole catalogue: a grape with no house is a kind of wine", () => {
  it.each(["Malbec 2021", "Mendoza Malbec 2020", "Napa Valley Cabernet Sauvignon 2018"])(
    "%s is not one house's bottling of that name",
    (text) => {
      const profile = catalogueProfile(text);
      expect(profile.source).toBe("inferred");
      expect(profile.producerEntry).toBeUndefined();
    },
  );

  // "Eola Hills" is also a place (the Eola-Amity Hills): a house named by place words is still that house.
  it("keeps a house whose name is a place: Eola Hills 2015 Pinot Noir", () => {
    expect(catalogueProfile("Eola Hills 2015 Pinot Noir").catalogWine?.producer.name).toBe(
      "Eola Hills Wine Cellars",
    );
  });
});

describe("identifyWine, on the whole catalogue: a sister house's cuvée with the vintage last", () => {
  // "Stags' Leap" is the Winery's alias; Artemis is the Wine Cellars' cuvée.
  it("takes Stag's Leap Wine Cellars' Artemis from the words before the vintage", () => {
    const profile = catalogueProfile("stags leap artemis 2019");
    expect(profile.catalogWine?.producer.name).toBe("Stag's Leap Wine Cellars");
    expect(profile.catalogWine?.wine.name).toBe("Artemis Cabernet Sauvignon");
  });

  it("keeps a house named in full, with nothing else, as that house", () => {
    // "Gallo Signature Series" is a house of its own beside Gallo Family Vineyards.
    expect(
      catalogueProfile("Gallo Signature Series Cabernet Sauvignon 2018").catalogWine?.producer.name,
    ).toBe("Gallo Signature Series");
  });
});

describe("identifyWine, on the whole catalogue: a house named after the appellation", () => {
  it.each([
    ["Chablis William Fèvre 2020", "Domaine William Fèvre", "Chablis"],
    ["Barolo Giacomo Conterno 2015", "Giacomo Conterno", "Barolo"],
  ])("%s → house %s, %s", (text, producer, region) => {
    const profile = catalogueProfile(text);
    expect(profile.producerEntry?.name).toBe(producer);
    expect(profile.region?.name).toBe(region);
  });

  it("does not take a house whose name follows an unknown word", () => {
    expect(catalogueProfile("Zorblat William Fèvre 2020").producerEntry).toBeUndefined();
  });

  it("does not take a house named by a word of the appellation's name (Pouilly-Fuissé, Château de Fuissé)", () => {
    const profile = catalogueProfile("Pouilly Fuisse 2020");
    expect(profile.producerEntry).toBeUndefined();
    expect(profile.region?.name).toBe("Pouilly-Fuissé");
  });
});

describe("identifyWine, on the whole catalogue: the house's own words before the vintage", () => {
  it("does not read them as a cuvée that shares them: Concha y Toro's Chardonnay is not Marques de Casa Concha", () => {
    const profile = catalogueProfile("Concha y Toro 2013 Chardonnay");
    expect(profile.producerEntry?.name).toBe("Concha y Toro");
    expect(profile.catalogWine).toBeUndefined();
  });

  it.each([
    ["Concha y Toro 2015 Marques de Casa Concha Chardonnay", "Marques de Casa Concha Chardonnay"],
    ["Quinta do Quetzal 2007 Reserva Red", "Quetzal Reserva"],
    ["Castello della Sala 2014 San Giovanni", "Orvieto Classico Superiore San Giovanni della Sala"],
    ["Catena 2015 Alta Malbec", "Catena Alta Malbec"],
  ])("still names the cuvée written in full or by its own words: %s → %s", (text, wine) => {
    expect(catalogueProfile(text).catalogWine?.wine.name).toBe(wine);
  });

  it.each([
    ["Château Troplong Mondot 2009 Saint-Émilion", "Mondot"],
    ["Château Durfort-Vivens 2013 Margaux", "Vivens"],
  ])("names the grand vin, not the second wine named by a word of the house: %s (not %s)", (text, second) => {
    const profile = catalogueProfile(text);
    expect(profile.catalogWine?.wine.name).not.toBe(second);
    expect(profile.catalogWine?.producer.name).toBe(profile.catalogWine?.wine.name);
  });
});

describe("identifyWine, on the whole catalogue: a house named after the vintage by an unknown owner", () => {
  it.each([
    ["Zzyzx Imports 2016 Companhia das Lezírias Tyto Alba White", "Companhia das Lezírias", "Tejo"],
    ["Zzyzx Imports 2014 Los Vascos Cabernet Sauvignon", "Viña Los Vascos", "Colchagua Valley"],
  ])("%s is from %s's place, %s, and keeps its first words as producer", (text, house, region) => {
    const profile = catalogueProfile(text);
    expect(profile.producerEntry?.name).toBe(house);
    expect(profile.region?.name).toBe(region);
    expect(profile.producer).toBe("Zzyzx Imports");
  });

  it("needs a rare word of the house's name: 'Les Cailloux' names no house", () => {
    expect(catalogueProfile("Zzyzx Imports 2014 Les Cailloux Red").producerEntry).toBeUndefined();
  });
});

describe("identifyWine, on the whole catalogue: a house named by one word it shares with another", () => {
  it.each([
    ["Leo 2006 Pinot Noir", "Point Leo Road"],
    ["Konrad 2006 Pinot Noir", "Weingut Konrad Schlör"],
    ["Red Earth 2006 Cabernet Sauvignon", "Broken Earth Winery"],
    // With the vintage last, too, unless the house's word is the cuvée's own ("Le Petit Mouton").
    ["Leo Pinot Noir 2006", "Point Leo Road"],
    ["Lagoon Hill Sauvignon Blanc 2013", "Benguela Cove"],
  ])("does not take %s for a wine of %s, whose name the text gives too little of", (text, house) => {
    const profile = catalogueProfile(text);
    expect(profile.catalogWine?.producer.name).not.toBe(house);
    expect(profile.producerEntry?.name).not.toBe(house);
  });
});

describe("identifyWine, on the whole catalogue: an unknown house whose name opens with a label word", () => {
  it.each([
    ["Red Earth Cabernet Sauvignon 2006", "Red Earth"],
    ["Red Earth 2006 Cabernet Sauvignon", "Red Earth"],
  ])("reads %s as made by %s", (text, producer) => {
    expect(catalogueProfile(text).producer).toBe(producer);
  });

  it("names no house for a place with nothing else", () => {
    expect(catalogueProfile("Rosso di Montalcino 2015").producer).toBe("");
  });
});

describe("identifyWine, on the whole catalogue: a grape the house's cuvée lacks, with the vintage last", () => {
  it("reads Zind-Humbrecht's Riesling, not its Chardonnay-Auxerrois cuvée 'Zind'", () => {
    const profile = catalogueProfile("Zind Humbrecht Riesling 2019");
    expect(profile.producerEntry?.name).toBe("Domaine Zind-Humbrecht");
    expect(profile.catalogWine).toBeUndefined();
    expect(profile.varieties[0]?.id).toBe("riesling");
  });

  it("takes 'Red Blend' as a colour, not a grape the wine must have", () => {
    expect(catalogueProfile("Prisoner Red Blend 2020").catalogWine?.wine.name).toBe("The Prisoner");
  });
});

describe("identifyWine, on the whole catalogue: German place forms", () => {
  it("never reads one house's name as another's adjective ('Schmelz' is not Weingut Schmelzer)", () => {
    expect(catalogueProfile("Schmelz 2013 Dürnsteiner Freiheit Smaragd Riesling").producerEntry?.name).toBe(
      "Johann Schmelz",
    );
  });
});

describe("identifyWine, on the whole catalogue: an appellation written in short", () => {
  it("does not read a vineyard's name as its appellation's ('Palladino 2011 Ornato' is no plain Barolo)", () => {
    expect(catalogueProfile("Palladino 2011 Ornato").catalogWine).toBeUndefined();
  });
});

describe("identifyWine, on the whole catalogue: the catalogued wine a typed name means", () => {
  it.each([
    // A cuvée the named house bottles too: not Churchill's, whose alias "Churchill Graham" shares a word.
    ["Graham's 20 Year Old Tawny", "Graham's", "20 Year Old Tawny"],
    // An appellation written in short names the catalogued wine of its full name.
    ["Quintarelli Amarone 2012", "Giuseppe Quintarelli", "Amarone della Valpolicella Classico"],
    ["Biondi Santi Brunello 2015", "Biondi-Santi", "Brunello di Montalcino"],
    // Misspellings: a common one, two letters swapped, the commoner of two equally close words.
    ["Chateu Margeaux 2015", "Château Margaux", "Château Margaux"],
    ["Cloudy Bay Sauvingon Blanc 2023", "Cloudy Bay", "Sauvignon Blanc"],
    ["Caymus Special Selction 2016", "Caymus Vineyards", "Special Selection Cabernet Sauvignon"],
    // A short word one letter off, set right by the word beside it in the name.
    ["screaming eagel 2016", "Screaming Eagle", "Cabernet Sauvignon"],
    ["vega sicila unico 2010", "Vega Sicilia", "Único"],
    // Grape names as collectors shorten them.
    ["cloudy bay sauv blanc 2023", "Cloudy Bay", "Sauvignon Blanc"],
    ["caymus cab 2021", "Caymus Vineyards", "Cabernet Sauvignon"],
    ["kistler chard 2019", "Kistler Vineyards", "Kistler Vineyard Chardonnay"],
    // A grape's name written in short names the house's wine of its full name.
    ["Leonetti Cellar Cabernet 2018", "Leonetti Cellar", "Cabernet Sauvignon"],
    // In a label's order: the wine's name and place, the vintage, then the house.
    ["Sassicaia Bolgheri Sassicaia DOC 2016 Tenuta San Guido", "Tenuta San Guido", "Sassicaia"],
    ["Barolo Monfortino Riserva 2013 Giacomo Conterno", "Giacomo Conterno", "Barolo Monfortino Riserva"],
    // A vineyard known as another name of the place names the house's wine of that vineyard, not its plain one;
    // a place the house is named for, alone, names its plain wine.
    ["Produttori del Barbaresco Asili 2016", "Produttori del Barbaresco", "Barbaresco Riserva Asili"],
    ["Produttori del Barbaresco 2016", "Produttori del Barbaresco", "Barbaresco"],
    // The label's rank words written out: shared by thousands of names, they crowd no wine out.
    ["chateau margaux 2015 premier grand cru classe", "Château Margaux", "Château Margaux"],
    // A cru's name that repeats its village's words is not named by the village alone.
    [
      "Nuits-Saint-Georges 1er Cru Les Vaucrains Henri Gouges 2015",
      "Domaine Henri Gouges",
      "Nuits-Saint-Georges Premier Cru Les Vaucrains",
    ],
    [
      "Henri Gouges Nuits Saint Georges Les Saint Georges 2015",
      "Domaine Henri Gouges",
      "Nuits-Saint-Georges Premier Cru Les Saint-Georges",
    ],
    // Even when the words before the vintage also name a house, if none after it is that house's own.
    ["Grange 2010 Penfolds", "Penfolds", "Grange"],
    // A German place word typed as its adjective, or bare: the label's "Grünhaus", "Scharzhofberger".
    ["Maximin Grünhäuser Abtsberg Riesling Spätlese 2018", "Maximin Grünhaus", "Abtsberg Riesling Spätlese"],
    ["Egon Muller Scharzhofberg Kabinett 2019", "Egon Müller", "Scharzhofberger Riesling Kabinett"],
    // One house's wines named alike but for their aging class, the text naming none: the one without, else the
    // lowest.
    ["Giuseppe Cortese Rabajà 2013", "Giuseppe Cortese", "Barbaresco Rabajà"],
    ["Pagos del Rey 2015 Arnegui", "Pagos del Rey", "Arnegui Crianza"],
    // A Port lodge named alone with a year: its Vintage Port, not its second label's.
    ["Fonseca 1994", "Fonseca", "Vintage Port"],
    // A house's word that is its cuvée's own names the cuvée, though the text gives little of the house's name.
    ["Le Petit Mouton 2016", "Château Mouton Rothschild", "Le Petit Mouton de Mouton Rothschild"],
    // A sparkling house named alone: its non-vintage white, not its prestige cuvée or rosé.
    ["Krug", "Krug", "Grande Cuvée"],
    ["Veuve Clicquot", "Veuve Clicquot", "Yellow Label Brut"],
  ])("%s → %s %s", (text, producer, wine) => {
    const profile = catalogueProfile(text);
    expect(profile.catalogWine?.producer.name).toBe(producer);
    expect(profile.catalogWine?.wine.name).toBe(wine);
  });
});

describe("identifyWine, on the whole catalogue: an appellation alone is a kind of wine", () => {
  it.each([
    "Pauillac 2010",
    "Saint-Julien 2016",
    "Pomerol 2015",
    "Chambertin 2015",
    // Style words beside the place keep it a kind of wine.
    "Sherry Amontillado",
    "Sherry Fino",
    "Tawny Port 20 Year",
    // A village within a wider place that no house's wine is named for alone.
    "Springton 2015",
  ])("analyses %s as the appellation's wine, not one house's bottling named after it", (text) => {
    const profile = catalogueProfile(text);
    expect(profile.source).toBe("inferred");
    expect(profile.producerEntry).toBeUndefined();
  });

  it.each([
    ["Sassicaia 2016", "Tenuta San Guido"],
    ["La Tâche 2012", "Domaine de la Romanée-Conti"],
    // A vineyard known as another name of a wider place, and as one house's wine.
    ["Hill of Grace 2012", "Henschke"],
    // The icon château collectors call by its village's name, as search engines and merchants read it.
    ["margaux 2015", "Château Margaux"],
  ])("keeps a place that is one house's wine: %s → %s", (text, producer) => {
    expect(catalogueProfile(text).catalogWine?.producer.name).toBe(producer);
  });
});

describe("identifyWine, on the whole catalogue: label words alone ask among the best-known houses", () => {
  it("offers the Reservas of houses the catalogue knows best, one bottling per house", () => {
    const catalogue = loadKnowledgeBase();
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery("Reserva 2018")));
    expect(identification.kind).toBe("ambiguous");
    if (identification.kind !== "ambiguous") return;
    const houses = identification.candidates.map((candidate) => candidate.entry.producer.name);
    expect(houses).toEqual(expect.arrayContaining(["Marqués de Riscal", "CVNE", "Bodegas Muga"]));
    expect(new Set(houses).size).toBe(houses.length);
  });
});

describe("identifyWine, on the whole catalogue: a grape in a house's own name", () => {
  it.each([
    ["Sauvignon Republic 2014 Pinot Noir", ["pinot-noir"], "red"],
    ["Chard Farm Pinot Noir 2015", ["pinot-noir"], "red"],
    ["Giuseppe Cortese 2012 Dolcetto d'Alba", ["dolcetto"], "red"],
  ])("is not the wine's grape: %s → %s", (text, grapes, color) => {
    const profile = catalogueProfile(text);
    expect(profile.varieties.map((variety) => variety.id)).toEqual(grapes);
    expect(profile.color).toBe(color);
  });
});

describe("identifyWine, on the whole catalogue: a cuvée named by a part of its house's name", () => {
  it("is not the house named in full ('Zind-Humbrecht 2019' is no 'Zind')", () => {
    const profile = catalogueProfile("Zind-Humbrecht 2019");
    expect(profile.producerEntry?.name).toBe("Domaine Zind-Humbrecht");
    expect(profile.catalogWine).toBeUndefined();
    expect(profile.varieties[0]?.id).toBe("riesling");
  });

  it("is the cuvée when the text gives its name once more", () => {
    expect(catalogueProfile("Domaine Zind-Humbrecht Zind 2019").catalogWine?.wine.name).toBe("Zind");
  });
});

describe("identifyWine, on the whole catalogue: another name of a grape", () => {
  it("is another wine of the house ('Drytown 2012 Primitivo' is not its Zinfandel)", () => {
    expect(catalogueProfile("Drytown 2012 Primitivo").catalogWine).toBeUndefined();
  });
});

describe("identifyWine, on the whole catalogue: a sweet wine of a place of both colours", () => {
  it.each([
    ["Burgenland Beerenauslese 2017", "welschriesling"],
    ["Kracher Trockenbeerenauslese No. 7 2015", "welschriesling"],
    ["Münzenrieder 2011 Trockenbeerenauslese Sämling", "scheurebe"],
  ])("is white, of the place's white grapes: %s → %s", (text, grape) => {
    const profile = catalogueProfile(text);
    expect(profile.color).toBe("white");
    expect(profile.varieties[0]?.id).toBe(grape);
  });
});

describe("identifyWine, on the whole catalogue: a style's own grapes", () => {
  it("are the wine's over its place's blend ('Champagne Blanc de Blancs' is Chardonnay)", () => {
    const profile = catalogueProfile("Champagne Blanc de Blancs 2012");
    expect(profile.varieties.map((variety) => variety.id)).toEqual(["chardonnay"]);
    expect(profile.style).toBe("sparkling");
  });
});

describe("identifyWine, on the whole catalogue: a grape alone", () => {
  it("is not read as a house's name: 'Cabernet Franc 2019' is the grape's own French wine", () => {
    const profile = catalogueProfile("Cabernet Franc 2019");
    expect(profile.country).toBe("France");
    expect(profile.producer).toBe("");
  });
});

describe("identifyWine, on the whole catalogue: a colour word in the house's name", () => {
  it.each([
    ["Red Car 2013 Chardonnay", "white", "chardonnay"],
    ["Red Newt Cellars 2012 Sawmill Creek Vineyards South Block Riesling", "white", "riesling"],
    ["Alice White 2007 Merlot", "red", "merlot"],
    ["Cascina delle Rose 2013 Barbera d'Alba", "red", "barbera"],
    ["Eagle & Rose Estate 1998 Sauvignon Blanc", "white", "sauvignon-blanc"],
    ["Château La Rose du Pin 2009 Bordeaux Blanc", "white", "sauvignon-blanc"],
    ["Quinta do Casal Branco 2014 Red", "red", "castelao"],
    ["Quinta do Casal Branco Red 2014", "red", "castelao"],
    ["Red Car Chardonnay 2013", "white", "chardonnay"],
  ])("%s is %s, of %s: the colour word names the house", (text, color, grape) => {
    const profile = catalogueProfile(text);
    expect(profile.color).toBe(color);
    expect(profile.varieties.map((variety) => variety.id)).toContain(grape);
    expect(profile.varieties.map((variety) => variety.id)).not.toContain("rose-blend");
  });

  it.each([
    ["Provence Rosé 2009 Rosé", "rose"],
    ["Quinta do Casal Branco 2014 Terra de Lobos Rosé", "rose"],
    ["Château Jonc Blanc 2008 Classik Red", "red"],
  ])("%s is %s: the wine's own colour word still counts", (text, color) => {
    expect(catalogueProfile(text).color).toBe(color);
  });

  it.each([
    "Alice White 2007 Merlot",
    "Marchesi di Barolo 2009 Riserva",
    "Maximin Grünhäuser 2014 Abtsberg Alte Reben Trocken Riesling",
  ])("reads no phrase across the mid-text vintage of %s", (text) => {
    const catalogue = loadKnowledgeBase();
    const query = analyzeQuery(catalogue, parseQuery(text));
    const split = query.parsed.tailStart;
    expect(query.parsed.hasYearInside).toBe(true);
    for (const phrase of query.phrases) expect(phrase.start < split && phrase.end > split).toBe(false);
    expect(catalogueProfile("Alice White 2007 Merlot").styleTerms.map((term) => term.id)).not.toContain(
      "white-merlot",
    );
  });

  it("reads White Zinfandel as California's blush, a rosé", () => {
    const profile = catalogueProfile("Glen Ellen 2010 White Zinfandel");
    expect(profile.color).toBe("rose");
    expect(profile.varieties.map((variety) => variety.id)).toEqual(["zinfandel"]);
    expect(profile.tier).toBe("entry");
  });
});

describe("identifyWine, on the whole catalogue: a house's generic words", () => {
  it.each([
    ["Chateau Pommard 2015", "Château de Pommard"],
    ["Chateau Meursault 2015", "Château de Meursault"],
  ])("%s is %s's, not any house's wine of the village", (text, house) => {
    const profile = catalogueProfile(text);
    expect(profile.source).toBe("catalog");
    expect(profile.catalogWine?.producer.name).toBe(house);
  });

  it.each([
    ["Chateau Chablis 2018", "Chablis"],
    ["Domaine Pommard 2015", "Pommard"],
    ["Chateau Pauillac 2016", "Pauillac"],
  ])("%s, of no house the catalogue knows, is the place's wine with no producer", (text, place) => {
    const profile = catalogueProfile(text);
    expect(profile.source).toBe("inferred");
    expect(profile.region?.name).toBe(place);
    expect(profile.producer).toBe("");
  });

  it("asks which 'Estate Shiraz' among the wines named so, not houses called 'Estate'", () => {
    const catalogue = loadKnowledgeBase();
    const identification = identifyWine(catalogue, analyzeQuery(catalogue, parseQuery("Estate Shiraz 2015")));
    expect(identification.kind).toBe("ambiguous");
    if (identification.kind !== "ambiguous") return;
    for (const candidate of identification.candidates)
      expect(candidate.entry.wine.name).toBe("Estate Shiraz");
  });

  it.each([
    ["Gavi dei Gavi 2015", "La Scolca"],
    ["Langhe Rosso La Villa 2015", "Elio Altare"],
    ["Pence Ranch 2013 Estate Chardonnay", "Pence Vineyards & Winery"],
  ])("%s, a catalogued name with such words, is still %s's wine", (text, house) => {
    expect(catalogueProfile(text).catalogWine?.producer.name).toBe(house);
  });
});

describe("identifyWine, on the whole catalogue: a wine named by its kind or its house alone", () => {
  it.each([
    // A blend named by its style is at home where its grapes are; "Meritage" is the American name.
    ["GSM 2019", "France", "Rhône", "red"],
    ["Grenache Syrah Mourvedre 2019", "France", "Rhône", "red"],
    ["Meritage 2018", "US", undefined, "red"],
    // A house named alone is its own grapes' colour, not its place's usual one.
    ["Santa Margherita 2022", "Italy", "Veneto", "white"],
  ])("%s → %s, %s, %s", (text, country, region, color) => {
    const profile = catalogueProfile(text);
    expect(profile.country).toBe(country);
    if (region !== undefined) expect(profile.region?.name).toBe(region);
    expect(profile.color).toBe(color);
  });
});

describe("identifyWine, on the whole catalogue: a house named by a village's name", () => {
  it.each([
    ["Colomé Torrontés 2016", "Torrontés"],
    ["Colomé Estate Torrontés 2016", "Torrontés"],
  ])("%s is Bodega Colomé's %s, not any Torrontés of the Calchaquí valley", (text, wine) => {
    expectCatalogueWine(text, wine);
    expect(catalogueProfile(text).producerEntry?.name).toBe("Bodega Colomé");
  });
});
