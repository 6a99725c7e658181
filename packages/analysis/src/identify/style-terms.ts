import type { QualityTier, WineColor } from "../knowledge/schema.ts";

export type WineStyle = "still" | "sparkling" | "fortified" | "sweet";

/** A label word that says something about the wine's style, colour, sweetness or rank. */
export interface StyleTerm {
  id: string;
  phrases: string[];
  color?: WineColor;
  style?: WineStyle;
  /** The rank the word implies (the higher of this and the region's default wins). */
  tier?: QualityTier;
  /** Shown as the wine's classification when nothing more specific is known. */
  classification?: string;
  /** Countries where the word is used on labels, most typical first. */
  countries?: string[];
  /** Variety ids the word implies (e.g. "Blanc de Blancs" → chardonnay). */
  varieties?: string[];
  /** Years added to the aging curve (oak-aged "Gran Reserva" lasts longer, a rosé less). */
  agingYears?: number;
  /**
   * Years from the harvest before the rules the word names let the wine be sold, in the first of `countries`
   * (a Rioja Gran Reserva spends five years in the cellar; a Chilean "Gran Reserva" obeys no such rule).
   */
  releaseYears?: number;
  /**
   * Where the word is a rank set by law, its tier and years count only there: elsewhere ("Gran Reserva" on a
   * Chilean label) it is a brand's word and says nothing of how the wine ages.
   */
  rankCountries?: string[];
}

/** The label's words as they read in `country`: a rank word of another country's rules ranks nothing there. */
export function termsAsReadIn(terms: readonly StyleTerm[], country: string): StyleTerm[] {
  return terms.map((term) => {
    if (term.rankCountries === undefined || term.rankCountries.includes(country)) return term;
    const { tier: _tier, agingYears: _agingYears, releaseYears: _releaseYears, ...word } = term;
    return word;
  });
}

export const STYLE_TERMS: StyleTerm[] = [
  { id: "red", phrases: ["red", "rouge", "rosso", "tinto", "rot", "negre", "tinta"], color: "red" },
  {
    id: "white",
    phrases: ["white", "blanc", "bianco", "blanco", "branco", "weiss", "weisswein", "blanca"],
    color: "white",
  },
  {
    id: "rose",
    phrases: ["rose", "rosado", "rosato", "rosat", "vin gris", "blush", "cerasuolo"],
    color: "rose",
    agingYears: -3,
  },
  // California's blush wines: pale pink, off-dry, sold young and cheap, whatever the grape makes elsewhere.
  ...(["zinfandel", "merlot", "grenache"] as const).map(
    (grape): StyleTerm => ({
      id: `white-${grape}`,
      phrases: [`white ${grape}`],
      color: "rose",
      varieties: [grape],
      countries: ["US"],
      tier: "entry",
      agingYears: -3,
    }),
  ),
  {
    id: "sparkling",
    phrases: [
      "brut",
      "extra brut",
      "brut nature",
      "zero dosage",
      "pas dose",
      "extra dry",
      "sparkling",
      "cremant",
      "mousseux",
      "methode champenoise",
      "methode traditionnelle",
      "traditional method",
      "espumante",
      "espumoso",
      "pet nat",
      "petillant naturel",
      "frizzante",
      "cap classique",
    ],
    style: "sparkling",
  },
  // Sparkling wine named in the language of the countries that make it.
  { id: "sekt", phrases: ["sekt"], style: "sparkling", countries: ["Germany", "Austria"] },
  { id: "spumante", phrases: ["spumante", "metodo classico"], style: "sparkling", countries: ["Italy"] },
  {
    // A white wine made like a red, fermented on its skins (in Georgia's qvevri, Friuli's and Slovenia's Collio):
    // more tannin and grip than a white, and longer-lived. No catalogued wine is explained by the words alone.
    id: "orange-wine",
    phrases: [
      "orange wine",
      "skin contact",
      "skin contact white",
      "skin fermented white",
      "amber wine",
      "qvevri",
      "kvevri",
    ],
    color: "white",
    classification: "Orange wine (skin-contact white)",
    countries: ["Georgia", "Slovenia", "Italy"],
    agingYears: 2,
  },
  {
    id: "blanc-de-blancs",
    phrases: ["blanc de blancs"],
    style: "sparkling",
    color: "white",
    varieties: ["chardonnay"],
  },
  {
    id: "blanc-de-noirs",
    phrases: ["blanc de noirs"],
    style: "sparkling",
    color: "white",
    varieties: ["pinot-noir"],
  },
  {
    id: "prestige-cuvee",
    phrases: ["prestige cuvee", "cuvee prestige", "tete de cuvee", "millesime", "millesimato"],
    tier: "premium",
  },
  {
    id: "late-harvest",
    phrases: [
      "late harvest",
      "vendanges tardives",
      "vendange tardive",
      "selection de grains nobles",
      "noble rot",
      "botrytis",
      "botrytised",
      "passito",
      "recioto",
      "vin santo",
      "vino dulce",
      "dulce",
      "demi sec",
      "doux",
      "moelleux",
      "liquoreux",
      "dessert",
      "sweet",
      "dolce",
      "demidulce",
      "semi sweet",
    ],
    style: "sweet",
    agingYears: 4,
  },
  {
    id: "ice-wine",
    phrases: ["ice wine", "icewine", "vin de glace"],
    style: "sweet",
    tier: "premium",
    agingYears: 4,
  },
  {
    // German and Austrian law ranks it with Beerenauslese, its must as ripe; rarer and dearer than the New World's.
    id: "eiswein",
    phrases: ["eiswein"],
    countries: ["Germany", "Austria"],
    classification: "Eiswein",
    style: "sweet",
    tier: "fine",
    agingYears: 4,
  },
  {
    id: "port",
    phrases: [
      "port",
      "porto",
      "tawny",
      "ruby",
      "lbv",
      "late bottled vintage",
      "madeira",
      "sherry",
      "fino",
      "manzanilla",
      "oloroso",
      "amontillado",
      "palo cortado",
      "vin doux naturel",
      "marsala",
      "fortified",
      "rutherglen muscat",
    ],
    style: "fortified",
    agingYears: 10,
  },
  // An aged Tawny or Madeira's average age in cask, which its label states: the older, the rarer and dearer (a
  // 10-year-old tawny costs about a third of a 30-year-old).
  ...(
    [
      [10, "premium"],
      [20, "fine"],
      [30, "fine"],
      [40, "icon"],
    ] as const
  ).map(
    ([age, tier]): StyleTerm => ({
      id: `aged-${age}-years`,
      phrases: [`${age} year old`, `${age} years old`, `${age} year`],
      style: "fortified",
      tier,
    }),
  ),
  {
    // "Harvest": a Portuguese table wine's vintage ("Colheita Seleccionada"), or a dated tawny from a Port or
    // Madeira house. The place decides which: Port and Madeira make no table wine.
    id: "colheita",
    phrases: ["colheita"],
    countries: ["Portugal"],
  },
  {
    // A declared year's Port, bottled young to age for decades: its house's finest wine after the single quintas.
    id: "vintage-port",
    phrases: ["vintage port"],
    style: "fortified",
    tier: "fine",
    classification: "Vintage Port",
    agingYears: 10,
  },
  {
    id: "kabinett",
    phrases: ["kabinett"],
    countries: ["Germany", "Austria"],
    classification: "Kabinett",
    tier: "premium",
  },
  {
    id: "spatlese",
    phrases: ["spatlese"],
    countries: ["Germany", "Austria"],
    classification: "Spätlese",
    tier: "premium",
    agingYears: 3,
  },
  {
    id: "auslese",
    phrases: ["auslese"],
    countries: ["Germany", "Austria"],
    classification: "Auslese",
    tier: "fine",
    style: "sweet",
    agingYears: 6,
  },
  {
    id: "beerenauslese",
    phrases: ["beerenauslese", "trockenbeerenauslese", "tba", "ausbruch"],
    countries: ["Germany", "Austria"],
    classification: "Beerenauslese",
    tier: "fine",
    style: "sweet",
    agingYears: 12,
  },
  {
    // Tokaji Aszú's sweetness grade: the baskets of botrytised berries per cask of base wine.
    id: "puttonyos",
    phrases: ["3 puttonyos", "4 puttonyos", "5 puttonyos", "6 puttonyos", "puttonyos"],
    countries: ["Hungary"],
    classification: "Aszú",
    tier: "fine",
    style: "sweet",
    color: "white",
    releaseYears: 3,
  },
  {
    // The free-run syrup of the Aszú berries: a few percent alcohol, sold by the half bottle, lasting a century.
    id: "eszencia",
    // Not "Essencia", which is also a Spanish cuvée's word ("Essencia Mencía").
    phrases: ["eszencia", "esszencia"],
    countries: ["Hungary"],
    rankCountries: ["Hungary"],
    classification: "Eszencia",
    tier: "icon",
    style: "sweet",
    color: "white",
    releaseYears: 5,
  },
  {
    id: "grosses-gewachs",
    phrases: ["grosses gewachs", "gg", "erste lage", "grosse lage", "erstes gewachs"],
    countries: ["Germany", "Austria"],
    classification: "Grosses Gewächs",
    tier: "fine",
    agingYears: 3,
  },
  {
    id: "trocken",
    phrases: ["trocken", "feinherb", "halbtrocken", "qba"],
    countries: ["Germany", "Austria"],
  },
  {
    id: "smaragd",
    phrases: ["smaragd", "federspiel", "steinfeder", "reserve trocken"],
    countries: ["Austria"],
    tier: "premium",
  },
  {
    id: "gran-reserva",
    phrases: ["gran reserva", "grande reserva"],
    countries: ["Spain", "Portugal", "Chile", "Argentina"],
    classification: "Gran Reserva",
    tier: "fine",
    agingYears: 6,
    releaseYears: 5,
    rankCountries: ["Spain", "Portugal"],
  },
  {
    id: "reserva",
    phrases: ["reserva", "reserva especial", "reserva privada", "gran reserva privada", "reserva de familia"],
    countries: ["Spain", "Chile", "Portugal", "Argentina"],
    classification: "Reserva",
    tier: "premium",
    agingYears: 2,
    releaseYears: 3,
    rankCountries: ["Spain", "Portugal"],
  },
  {
    id: "crianza",
    phrases: ["crianza", "roble"],
    countries: ["Spain"],
    classification: "Crianza",
    agingYears: 1,
    releaseYears: 2,
  },
  { id: "joven", phrases: ["joven", "vino joven"], countries: ["Spain"], tier: "entry", agingYears: -2 },
  {
    id: "riserva",
    phrases: ["riserva", "riserva speciale"],
    countries: ["Italy"],
    classification: "Riserva",
    tier: "fine",
    agingYears: 3,
  },
  {
    id: "superiore",
    phrases: ["superiore"],
    countries: ["Italy"],
    classification: "Superiore",
    agingYears: 1,
  },
  { id: "classico", phrases: ["classico"], countries: ["Italy"], classification: "Classico" },
  {
    id: "gran-selezione",
    phrases: ["gran selezione"],
    countries: ["Italy"],
    classification: "Gran Selezione",
    tier: "fine",
    agingYears: 4,
  },
  {
    id: "grand-cru",
    phrases: [
      "grand cru",
      "grands crus",
      "grand cru classe",
      "premier grand cru classe",
      "premier grand cru",
    ],
    countries: ["France"],
    classification: "Grand Cru",
    tier: "fine",
    agingYears: 4,
  },
  {
    id: "premier-cru",
    phrases: ["premier cru", "1er cru", "1er", "premiers crus", "premier cru classe"],
    countries: ["France"],
    classification: "Premier Cru",
    tier: "fine",
    agingYears: 2,
  },
  {
    id: "cru-bourgeois",
    phrases: ["cru bourgeois", "cru bourgeois superieur", "cru bourgeois exceptionnel"],
    countries: ["France"],
    classification: "Cru Bourgeois",
    tier: "premium",
  },
  {
    id: "vieilles-vignes",
    phrases: [
      "vieilles vignes",
      "old vine",
      "old vines",
      "vinhas velhas",
      "vinas viejas",
      "alte reben",
      "vecchie vigne",
    ],
    agingYears: 1,
  },
  {
    id: "reserve",
    phrases: [
      "reserve",
      "private reserve",
      "grande reserve",
      "special reserve",
      "estate reserve",
      "reserve speciale",
    ],
    tier: "premium",
    agingYears: 1,
  },
  {
    id: "single-vineyard",
    phrases: ["single vineyard", "vineyard", "vigna", "vigneto", "lieu dit", "clos", "lage", "pago", "cru"],
    agingYears: 1,
  },
  // Its window is its own (estimate-window's nouveauWindow), not an aging curve.
  { id: "nouveau", phrases: ["nouveau", "novello", "vin de primeur", "beaujolais primeur"], tier: "entry" },
];

/** Single colour words ("blanc", "rosso"), each with the colour it names. */
const COLOR_OF_WORD: ReadonlyMap<string, WineColor> = new Map(
  STYLE_TERMS.flatMap((term) =>
    term.color === undefined
      ? []
      : term.phrases
          .filter((phrase) => !phrase.includes(" "))
          .map((phrase) => [phrase, term.color!] as const),
  ),
);

/** The colour a single word names ("blanc", "rosso"), if any. */
export function colorOfWord(token: string): WineColor | undefined {
  return COLOR_OF_WORD.get(token);
}
