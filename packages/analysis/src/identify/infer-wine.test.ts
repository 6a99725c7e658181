import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { grapeDefaultKey, inferWine } from "./infer-wine.ts";
import { analyzeQuery } from "./query-analysis.ts";

const knowledgeBase = loadKnowledgeBase();
const infer = (text: string) => inferWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
// A rosé names its own blend ("Rosé blend").
const TRADITIONAL = [
  "chardonnay",
  "pinot-noir",
  "pinot-meunier",
  "pinot-blanc",
  "sparkling-blend",
  "rose-blend",
];

describe("inferWine: sparkling wines", () => {
  it.each([
    ["Zzyzx Cellars 2012 Sonoma County Brut", "white"],
    ["Zzyzx Cellars 2012 Sonoma County Brut Rosé", "rose"],
    ["Zzyzx Cellars 2012 Napa Valley Sparkling", "white"],
  ])("%s is %s and made of sparkling grapes, not the place's still ones", (text, color) => {
    const facts = infer(text);
    expect(facts.style).toBe("sparkling");
    expect(facts.color).toBe(color);
    expect(facts.varieties.length).toBeGreaterThan(0);
    for (const variety of facts.varieties) expect(TRADITIONAL).toContain(variety.id);
  });
});

describe("inferWine: sparkling wine named in its own country's word", () => {
  it.each([
    ["Hansen-Lauer 2014 Brut Sekt Riesling", "Germany", "riesling"],
    ["Zzyzx 2016 Sekt Pinot Noir", "Germany", "pinot-noir"],
    ["Zzyzx 2011 Silvì Metodo Classico Riserva Pinot Nero", "Italy", "pinot-noir"],
  ])("%s is sparkling from %s, made of the grape it names", (text, country, grape) => {
    const facts = infer(text);
    expect(facts.style).toBe("sparkling");
    expect(facts.region?.country).toBe(country);
    expect(facts.varieties[0]?.id).toBe(grape);
  });
});

describe("inferWine: wines named for what they are", () => {
  it("reads Pineau des Charentes as the Charentes' fortified wine, not a Loire grape", () => {
    const facts = infer("Château Zzyzx Pineau des Charentes 2015");
    expect(facts.region?.id).toBe("pineau-des-charentes");
    expect(facts.style).toBe("fortified");
  });

  it("reads Retsina as Attica's white of Savatiano", () => {
    const facts = infer("Zzyzx Retsina 2021");
    expect(facts.region?.id).toBe("attica");
    expect(facts.color).toBe("white");
    expect(facts.varieties[0]?.id).toBe("savatiano");
  });

  it.each(["Zzyzx Orange Wine 2021", "Zzyzx 2019 Qvevri Rkatsiteli"])(
    "reads %s as a skin-contact white, not a wine of Orange in New South Wales",
    (text) => {
      const facts = infer(text);
      expect(facts.color).toBe("white");
      expect(facts.classification).toBe("Orange wine (skin-contact white)");
      expect(facts.region?.country).not.toBe("Australia");
    },
  );

  it.each([
    ["Zzyzx Tawny Port 10 Year Old", "premium"],
    ["Zzyzx Tawny Port 20 Year Old", "fine"],
    ["Zzyzx Tawny Port 40 Year Old", "icon"],
  ])("ranks %s by the age its label states: %s", (text, tier) => {
    const facts = infer(text);
    expect(facts.style).toBe("fortified");
    expect(facts.tier).toBe(tier);
  });

  it("reads TBA as Trockenbeerenauslese: a sweet white, not the place's red", () => {
    const facts = infer("Weinbau Zzyzx TBA No 7 2015 Burgenland");
    expect(facts.style).toBe("sweet");
    expect(facts.color).toBe("white");
    expect(facts.classification).toBe("Beerenauslese");
  });

  it("ranks an Eiswein with Beerenauslese, above a New World ice wine", () => {
    expect(infer("Weingut Zzyzx 2012 Riesling Eiswein").tier).toBe("fine");
    expect(infer("Zzyzx Cellars 2012 Riesling Ice Wine").tier).toBe("premium");
  });
});

describe("inferWine: a country's wine asked for by its adjective", () => {
  it.each([
    ["french chardonnay 2019", "France", "chardonnay"],
    ["german riesling 2020", "Germany", "riesling"],
    ["chilean cabernet 2018", "Chile", "cabernet-sauvignon"],
    ["south african chenin blanc 2021", "South Africa", "chenin-blanc"],
    ["greek white 2021", "Greece", undefined],
  ])("%s is from %s", (text, country, grape) => {
    const facts = infer(text);
    expect(facts.region?.country).toBe(country);
    if (grape !== undefined) expect(facts.varieties[0]?.id).toBe(grape);
  });

  it("sends a still French Chardonnay to Burgundy's side, not to Champagne", () => {
    const facts = infer("french chardonnay 2019");
    expect(facts.style).toBe("still");
    expect(facts.region?.styles).toContain("still");
  });

  it.each(["French Creek Vineyard 2012 Chardonnay", "Great American Wine Company 2014 Cabernet Sauvignon"])(
    "keeps an adjective that is a word of the house's name: %s",
    (text) => {
      expect(infer(text).region?.country).toBe("US");
    },
  );
});

describe("inferWine: grapes of the western Balkans", () => {
  it.each([
    ["Tikveš Vranec 2017", "North Macedonia", "vranac"],
    ["Vranac 2016", "Montenegro", "vranac"],
    ["Žilavka Mostar 2020", "Bosnia and Herzegovina", "zilavka"],
    ["Blatina 2019", "Bosnia and Herzegovina", "blatina"],
  ])("%s is from %s", (text, country, grape) => {
    const facts = infer(text);
    expect(facts.region?.country).toBe(country);
    expect(facts.varieties[0]?.id).toBe(grape);
  });

  it("reads a bare Macedonia as the Greek region", () => {
    expect(infer("Zzyzx Macedonia Xinomavro 2015").region?.id).toBe("macedonia-greece");
  });
});

describe("inferWine: colour", () => {
  it("does not give a wine stated red a white grape", () => {
    const facts = infer("Domaine Zzyzx 2014 Rouge");
    expect(facts.color).toBe("red");
    expect(facts.varieties.every((variety) => variety.color === "red")).toBe(true);
  });

  it("gives an unstated colour the assumed grape's", () => {
    const facts = infer("Domaine Zzyzx 2014");
    expect(facts.varieties[0]?.color).toBe(facts.color);
  });
});

describe("inferWine: places that make no still wine", () => {
  it.each([
    "Nugnes 2014 Rosato",
    "Réserve des Oliviers 2009 White",
    "Château Barbeiranne 2016 Réserve Robert Pascal Rosé",
    "François Millet 2014 Empreinte Blanc",
  ])("%s, a colour and no style on the label, is a still wine of a place that makes one", (text) => {
    const facts = infer(text);
    expect(facts.style).toBe("still");
    expect(facts.region?.styles).toContain("still");
  });

  it("still sends a Brut from a house that sounds of Champagne there", () => {
    const facts = infer("Petit & Bajan 2011 Nuit Blanche Blanc de Blancs Grand Cru Brut Chardonnay");
    expect(facts.region?.id).toBe("champagne");
    expect(facts.style).toBe("sparkling");
  });
});

describe("inferWine: a place written as a likeness", () => {
  it.each([
    ["Genoa 2012 Flying Colors Super Tuscan-Style Red (Columbia Valley (WA))", "US", "columbia-valley"],
    ["Acme 2015 Burgundy style Pinot Noir", "US", undefined],
    ["Quady Starboard Batch 88 Port-style 2015", "US", undefined],
  ])("%s is not from the place it is made like", (text, country, regionId) => {
    const facts = infer(text);
    expect(facts.country).toBe(country);
    if (regionId !== undefined) expect(facts.region?.id).toBe(regionId);
  });

  it("keeps the manner the likeness names: a Port-style wine is fortified", () => {
    expect(infer("Quady Starboard Batch 88 Port-style 2015").style).toBe("fortified");
  });
});

describe("inferWine: a grape by its name on the label", () => {
  it.each([
    ["Movia 2015 Sivi Pinot", "pinot-gris", "white"],
    ["Kristančič 2016 Pinot Sivi", "pinot-gris", "white"],
    ["Weingut Nadie 2019 Grauburgunder", "pinot-gris", "white"],
    ["Weingut Nadie 2018 Spätburgunder", "pinot-noir", "red"],
  ])("%s is %s, %s", (text, varietyId, color) => {
    const facts = infer(text);
    expect(facts.varieties[0]?.id).toBe(varietyId);
    expect(facts.color).toBe(color);
  });
});

describe("grapeDefaultKey", () => {
  it.each([
    ["France", "chardonnay", "white", "white", "France|chardonnay"],
    ["France", "chardonnay", "sparkling", "white", "France|chardonnay|sparkling"],
    ["Germany", "riesling", "sweet", "white", "Germany|riesling|sweet"],
    ["Italy", "nebbiolo", "red", "red", "Italy|nebbiolo"],
  ] as const)("%s %s as %s keys %s", (country, grape, kind, color, key) => {
    expect(grapeDefaultKey(country, grape, kind, color)).toBe(key);
  });
});

describe("inferWine: a grape of few homes, alone", () => {
  it.each([
    ["Plavac Mali 2017", "Croatia"],
    ["Furmint 2019", "Hungary"],
    ["Saperavi 2018", "Georgia"],
    ["Kotsifali 2018", "Greece"],
    ["Zierfandler 2019", "Austria"],
  ])("%s is from %s", (text, country) => {
    expect(infer(text).country).toBe(country);
  });
});
