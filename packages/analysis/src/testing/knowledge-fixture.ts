import { buildKnowledgeBase } from "../knowledge/build-knowledge-base.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";

/** A small, hand-written knowledge base so tests do not depend on the (growing) data files. */

type Aging = Record<"entry" | "premium" | "fine" | "icon", [number, number]>;

function variety(
  id: string,
  name: string,
  synonyms: string[],
  color: "red" | "white",
  [tannin, acidity, alcohol, body]: [number, number, number, number],
  aging: Aging,
) {
  return {
    id,
    name,
    synonyms,
    color,
    tannin,
    acidity,
    alcohol,
    body,
    aging,
    aromasYoung:
      color === "red" ? ["blackcurrant", "plum", "violet"] : ["lemon", "green apple", "white flowers"],
    aromasMature: color === "red" ? ["cedar", "tobacco", "leather"] : ["honey", "toast", "hazelnut"],
    foodPairings:
      color === "red"
        ? ["roast lamb", "grilled steak", "hard cheese"]
        : ["oysters", "grilled fish", "goat cheese"],
  };
}

const LONG: Aging = { entry: [1, 5], premium: [3, 12], fine: [7, 25], icon: [10, 40] };
const MEDIUM: Aging = { entry: [0, 4], premium: [2, 8], fine: [4, 15], icon: [6, 25] };
const SHORT: Aging = { entry: [0, 2], premium: [0, 4], fine: [1, 6], icon: [2, 10] };

export const FIXTURE_VARIETIES = [
  variety("cabernet-sauvignon", "Cabernet Sauvignon", ["Cabernet"], "red", [4, 4, 4, 4], LONG),
  variety("merlot", "Merlot", [], "red", [3, 3, 4, 4], MEDIUM),
  variety("cabernet-franc", "Cabernet Franc", ["Bouchet"], "red", [3, 4, 3, 3], MEDIUM),
  variety("sangiovese", "Sangiovese", ["Brunello", "Prugnolo Gentile"], "red", [4, 5, 3, 3], MEDIUM),
  variety("nebbiolo", "Nebbiolo", ["Spanna"], "red", [5, 5, 4, 4], LONG),
  variety("syrah", "Syrah", ["Shiraz"], "red", [4, 3, 4, 5], LONG),
  variety(
    "tempranillo",
    "Tempranillo",
    ["Tinta de Toro", "Tinto Fino", "Tinta Roriz"],
    "red",
    [3, 3, 4, 4],
    MEDIUM,
  ),
  variety("pinot-noir", "Pinot Noir", ["Spätburgunder", "Pinot Nero"], "red", [2, 4, 3, 2], MEDIUM),
  variety("chardonnay", "Chardonnay", [], "white", [1, 3, 4, 4], MEDIUM),
  variety("sauvignon-blanc", "Sauvignon Blanc", ["Sauvignon", "Fumé Blanc"], "white", [1, 5, 3, 2], SHORT),
  variety("riesling", "Riesling", [], "white", [1, 5, 2, 2], MEDIUM),
];

function region(
  id: string,
  name: string,
  country: string,
  parent: string | null,
  level: "country" | "region" | "subregion" | "appellation",
  extra: Partial<{
    aliases: string[];
    climate: "cool" | "moderate" | "warm" | "hot";
    varieties: string[];
    typicalWine: string;
    colors: ("red" | "white" | "rose")[];
    styles: ("still" | "sparkling" | "fortified" | "sweet")[];
    defaultTier: "entry" | "premium" | "fine" | "icon";
    classifications: string[];
    agingFactor: number;
    sustainability: string[];
  }> = {},
) {
  return {
    id,
    name,
    country,
    parent,
    level,
    aliases: extra.aliases ?? [],
    climate: extra.climate ?? "moderate",
    varieties: extra.varieties ?? [],
    typicalWine: extra.typicalWine ?? "",
    colors: extra.colors ?? ["red"],
    styles: extra.styles ?? ["still"],
    defaultTier: extra.defaultTier ?? "premium",
    classifications: extra.classifications ?? [],
    agingFactor: extra.agingFactor ?? 1,
    sustainability: extra.sustainability ?? [],
  };
}

const BORDEAUX_BLEND = ["cabernet-sauvignon", "merlot", "cabernet-franc"];

export const FIXTURE_REGIONS = [
  region("france", "France", "France", null, "country", { varieties: ["merlot", "chardonnay"] }),
  region("bordeaux", "Bordeaux", "France", "france", "region", {
    aliases: ["Bordeaux Blanc", "Bordeaux Rouge"],
    varieties: ["merlot", "cabernet-sauvignon", "cabernet-franc", "sauvignon-blanc"],
    typicalWine: "Bordeaux blend",
    colors: ["red", "white"],
    sustainability: ["HVE certification widespread"],
  }),
  region("margaux", "Margaux", "France", "bordeaux", "appellation", {
    varieties: BORDEAUX_BLEND,
    typicalWine: "Bordeaux blend",
    defaultTier: "fine",
    classifications: ["Premier Grand Cru Classé"],
    agingFactor: 1.2,
  }),
  region("pessac-leognan", "Pessac-Léognan", "France", "bordeaux", "appellation", {
    varieties: BORDEAUX_BLEND,
    typicalWine: "Bordeaux blend",
    colors: ["red", "white"],
    defaultTier: "fine",
    agingFactor: 1.1,
  }),
  region("champagne", "Champagne", "France", "france", "region", {
    climate: "cool",
    varieties: ["chardonnay", "pinot-noir"],
    typicalWine: "Champagne blend",
    colors: ["white", "rose"],
    styles: ["sparkling"],
  }),
  region("italy", "Italy", "Italy", null, "country", { varieties: ["sangiovese"] }),
  region("tuscany", "Tuscany", "Italy", "italy", "region", {
    aliases: ["Toscana"],
    varieties: ["sangiovese"],
  }),
  region("bolgheri", "Bolgheri", "Italy", "tuscany", "appellation", {
    varieties: ["cabernet-sauvignon", "merlot", "cabernet-franc"],
    typicalWine: "Bordeaux blend",
    defaultTier: "fine",
  }),
  region("brunello-di-montalcino", "Brunello di Montalcino", "Italy", "tuscany", "appellation", {
    varieties: ["sangiovese"],
    defaultTier: "fine",
    agingFactor: 1.3,
    classifications: ["Riserva"],
  }),
  region("piedmont", "Piedmont", "Italy", "italy", "region", {
    aliases: ["Piemonte"],
    varieties: ["nebbiolo"],
  }),
  region("barolo", "Barolo", "Italy", "piedmont", "appellation", {
    varieties: ["nebbiolo"],
    defaultTier: "fine",
    agingFactor: 1.4,
  }),
  region("spain", "Spain", "Spain", null, "country", { varieties: ["tempranillo"] }),
  region("rioja", "Rioja", "Spain", "spain", "region", {
    varieties: ["tempranillo"],
    typicalWine: "Tempranillo blend",
    classifications: ["Gran Reserva", "Reserva", "Crianza"],
  }),
  region("ribera-del-duero", "Ribera del Duero", "Spain", "spain", "region", { varieties: ["tempranillo"] }),
  region("australia", "Australia", "Australia", null, "country", { varieties: ["syrah"] }),
  region("south-australia", "South Australia", "Australia", "australia", "region", {
    climate: "warm",
    varieties: ["syrah", "cabernet-sauvignon"],
  }),
  region("barossa-valley", "Barossa Valley", "Australia", "south-australia", "appellation", {
    aliases: ["Barossa"],
    climate: "warm",
    varieties: ["syrah"],
  }),
  region("new-zealand", "New Zealand", "New Zealand", null, "country", {
    varieties: ["sauvignon-blanc", "pinot-noir"],
    colors: ["white", "red"],
  }),
  region("marlborough", "Marlborough", "New Zealand", "new-zealand", "region", {
    climate: "cool",
    varieties: ["sauvignon-blanc", "pinot-noir"],
    colors: ["white", "red"],
    sustainability: ["Sustainable Winegrowing NZ covers most vineyards"],
  }),
  region("germany", "Germany", "Germany", null, "country", { varieties: ["riesling"], colors: ["white"] }),
  region("mosel", "Mosel", "Germany", "germany", "region", {
    climate: "cool",
    varieties: ["riesling"],
    colors: ["white"],
    agingFactor: 1.2,
  }),
  region("us", "United States", "US", null, "country", {
    aliases: ["USA"],
    varieties: ["cabernet-sauvignon", "chardonnay"],
  }),
  region("california", "California", "US", "us", "region", {
    climate: "warm",
    varieties: ["cabernet-sauvignon", "chardonnay", "pinot-noir"],
    colors: ["red", "white"],
  }),
  region("napa-valley", "Napa Valley", "US", "california", "appellation", {
    aliases: ["Napa"],
    climate: "warm",
    varieties: ["cabernet-sauvignon"],
    defaultTier: "fine",
    sustainability: ["Napa Green"],
  }),
];

export const FIXTURE_VINTAGES = [
  {
    region: "bordeaux",
    scores: { "2010": 98, "2013": 80, "2015": 96, "2016": 97 },
    notes: { "2015": "warm, ripe year" },
  },
  { region: "tuscany", scores: { "2015": 95, "2016": 97 } },
  { region: "champagne", scores: { "2012": 94 } },
  { region: "south-australia", scores: { "2010": 96 } },
  { region: "marlborough", scores: { "2023": 88 } },
  { region: "rioja", scores: { "2018": 90 } },
];

function wine(
  name: string,
  varieties: string[],
  color: "red" | "white" | "rose",
  tier: "entry" | "premium" | "fine" | "icon",
  priceUsd: [number, number],
  extra: Partial<{
    style: "still" | "sparkling";
    classification: string;
    aliases: string[];
    region: string;
    nonVintage: boolean;
  }> = {},
) {
  return {
    name,
    aliases: extra.aliases ?? [],
    varieties,
    color,
    style: extra.style ?? "still",
    classification: extra.classification ?? null,
    tier,
    priceUsd,
    ...(extra.region ? { region: extra.region } : {}),
    nonVintage: extra.nonVintage ?? false,
  };
}

export const FIXTURE_PRODUCERS = [
  {
    id: "chateau-margaux",
    name: "Château Margaux",
    aliases: [],
    region: "Margaux",
    country: "France",
    certifications: [],
    wines: [
      wine("Château Margaux", ["cabernet-sauvignon", "merlot"], "red", "icon", [600, 900], {
        classification: "Premier Grand Cru Classé",
      }),
      wine("Pavillon Rouge du Château Margaux", ["cabernet-sauvignon", "merlot"], "red", "fine", [180, 260]),
    ],
  },
  {
    id: "tenuta-san-guido",
    name: "Tenuta San Guido",
    aliases: [],
    region: "Bolgheri",
    country: "Italy",
    certifications: [],
    wines: [
      wine("Sassicaia", ["cabernet-sauvignon", "cabernet-franc"], "red", "icon", [250, 350], {
        classification: "Bolgheri Sassicaia DOC",
      }),
      wine("Guidalberto", ["cabernet-sauvignon", "merlot"], "red", "premium", [60, 80]),
    ],
  },
  {
    id: "moet-chandon",
    name: "Moët & Chandon",
    aliases: ["Moet et Chandon"],
    region: "Champagne",
    country: "France",
    certifications: [],
    wines: [
      wine("Dom Pérignon", ["chardonnay", "pinot-noir"], "white", "icon", [220, 300], { style: "sparkling" }),
      wine("Impérial Brut", ["pinot-noir", "chardonnay"], "white", "premium", [45, 60], {
        style: "sparkling",
        nonVintage: true,
      }),
    ],
  },
  {
    id: "penfolds",
    name: "Penfolds",
    aliases: [],
    region: "South Australia",
    country: "Australia",
    certifications: [],
    wines: [
      wine("Grange", ["syrah", "cabernet-sauvignon"], "red", "icon", [600, 900], {
        aliases: ["Grange Hermitage"],
      }),
      wine("Bin 389 Cabernet Shiraz", ["cabernet-sauvignon", "syrah"], "red", "premium", [60, 80]),
    ],
  },
  {
    id: "cloudy-bay",
    name: "Cloudy Bay",
    aliases: [],
    region: "Marlborough",
    country: "New Zealand",
    certifications: ["swnz"],
    wines: [
      wine("Sauvignon Blanc", ["sauvignon-blanc"], "white", "premium", [30, 40]),
      wine("Pinot Noir", ["pinot-noir"], "red", "premium", [40, 55]),
    ],
  },
  {
    id: "la-rioja-alta",
    name: "La Rioja Alta",
    aliases: [],
    region: "Rioja",
    country: "Spain",
    certifications: [],
    wines: [
      wine("Viña Ardanza Reserva", ["tempranillo"], "red", "premium", [40, 50], {
        classification: "Reserva",
      }),
      wine("Gran Reserva 904", ["tempranillo"], "red", "fine", [70, 90], { classification: "Gran Reserva" }),
    ],
  },
  {
    id: "cvne",
    name: "CVNE",
    aliases: ["Cune"],
    region: "Rioja",
    country: "Spain",
    certifications: ["organic"],
    wines: [
      wine("Imperial Reserva", ["tempranillo"], "red", "premium", [45, 60], { classification: "Reserva" }),
    ],
  },
  {
    id: "marques-de-murrieta",
    name: "Marqués de Murrieta",
    aliases: [],
    region: "Rioja",
    country: "Spain",
    certifications: [],
    wines: [wine("Reserva", ["tempranillo"], "red", "premium", [25, 30], { classification: "Reserva" })],
  },
];

let cached: KnowledgeBase | undefined;

export function fixtureKnowledgeBase(): KnowledgeBase {
  cached ??= buildKnowledgeBase({
    varieties: FIXTURE_VARIETIES,
    regions: FIXTURE_REGIONS,
    vintages: FIXTURE_VINTAGES,
    producers: { "producers/fixture.json": FIXTURE_PRODUCERS },
  });
  return cached;
}
