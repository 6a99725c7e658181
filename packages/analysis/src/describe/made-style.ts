import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import { foldAccents } from "../text/normalize.ts";
import { namesDatedTawny } from "../window/colheita-port.ts";

/**
 * Wines whose character is set by how they are made, not by their grapes: a Fino is fortified to 15 % and tastes
 * of almond and sea salt, a tawny Port of nuts and caramel, a Mosel Kabinett stops fermenting at 8 %. The first
 * rule that fits gives the typical strength and why, and where the style overrides the grapes, its aromas, dishes
 * and service; other wines follow their grapes (structure-scales.ts, aromas.ts).
 */
export interface MadeStyle {
  range: string;
  why: string;
  aromas?: { young: readonly string[]; mature: readonly string[] };
  food?: readonly string[];
  /** Why those dishes suit it. */
  foodWhy?: string;
  temperature?: string;
  decanting?: string;
  /**
   * Bounds (1–5) the making sets on tannin and body, whatever the grapes: dried grapes concentrate both, flor
   * keeps a Fino light.
   */
  structure?: {
    tannin?: readonly [number, number];
    acidity?: readonly [number, number];
    body?: readonly [number, number];
  };
  /** Made by heat and air (Madeira): warmth does not age it, and it keeps long once opened. */
  isHeatProof?: boolean;
  /** Aged in cask and bottled ready (a tawny or Colheita Port): it does not improve in bottle. */
  isBottledReady?: boolean;
}

const NO_DECANTING = "no decanting needed";
/** What noble rot gives a sweet wine, whichever its grapes (Sauternes, Tokaji Aszú). */
const BOTRYTIS = {
  aromas: {
    young: ["apricot", "honey", "orange marmalade"],
    mature: ["dried apricot", "saffron", "crème brûlée"],
  },
  food: ["foie gras", "Roquefort", "fruit tarts"],
  foodWhy: "sweetness and acidity balance rich and salty foods",
} as const;
const CELLAR_COOL = "12–14 °C";

interface Facts {
  places: ReadonlySet<string>;
  terms: ReadonlySet<string>;
  grape: string;
  name: string;
  profile: WineProfile;
}

const GERMAN_SWEET_TERMS = ["auslese", "beerenauslese", "eiswein", "ice-wine"];
const GERMAN_OFF_DRY_TERMS = ["kabinett", "spatlese"];
const isDryGerman = (facts: Facts) => facts.terms.has("trocken") || facts.terms.has("grosses-gewachs");
const isGermanSpeaking = (facts: Facts) => ["Germany", "Austria"].includes(facts.profile.country);

const RULES: [test: (facts: Facts) => boolean, style: MadeStyle][] = [
  [
    (facts) => facts.grape === "pedro-ximenez" && facts.profile.style !== "still",
    {
      range: "15–17%",
      why: "raisined grapes, lightly fortified and very sweet",
      aromas: { young: ["raisin", "fig", "molasses"], mature: ["dried fig", "coffee", "liquorice"] },
      food: ["vanilla ice cream", "blue cheese", "dark chocolate"],
      foodWhy: "its sweetness matches desserts and balances salty cheese",
      temperature: CELLAR_COOL,
      decanting: NO_DECANTING,
    },
  ],
  [
    (facts) => /\b(fino|manzanilla)\b/.test(facts.name) || facts.places.has("manzanilla-sanlucar"),
    {
      range: "15–15.5%",
      why: "lightly fortified and aged under flor; drink it fresh",
      aromas: {
        young: ["green almond", "bread dough", "sea salt"],
        mature: ["toasted almond", "chamomile", "saline"],
      },
      food: ["salted almonds", "jamón", "olives", "fried fish"],
      foodWhy: "its dry, saline tang suits salty tapas",
      temperature: "7–9 °C",
      decanting: NO_DECANTING,
      structure: { body: [1, 2.2] },
    },
  ],
  [
    (facts) => facts.places.has("jerez") || facts.places.has("montilla-moriles"),
    {
      range: "17–20%",
      why: "fortified and aged in cask, oxidatively",
      aromas: { young: ["walnut", "orange peel", "toffee"], mature: ["walnut", "dried fig", "leather"] },
      food: ["aged Manchego", "mushroom consommé", "game pâté"],
      foodWhy: "its nutty dryness suits aged cheese and savoury dishes",
      temperature: CELLAR_COOL,
      decanting: NO_DECANTING,
    },
  ],
  [
    (facts) =>
      (facts.places.has("port") || facts.places.has("douro")) &&
      facts.profile.style === "fortified" &&
      facts.profile.color === "white",
    {
      range: "19–20%",
      why: "white grapes fortified with grape spirit",
      aromas: { young: ["orange peel", "honey", "almond"], mature: ["dried apricot", "hazelnut", "caramel"] },
      food: ["salted almonds", "olives", "smoked salmon"],
      foodWhy: "served chilled, or long with tonic, it suits salty aperitif bites",
      temperature: "6–8 °C",
      decanting: NO_DECANTING,
    },
  ],
  [
    (facts) =>
      facts.places.has("port") &&
      (/\b(tawny|\d+ (year|years|anos))\b/.test(facts.name) || namesDatedTawny(facts.name)),
    {
      range: "19–20.5%",
      why: "fortified, then aged for years in cask",
      aromas: {
        young: ["dried fig", "toffee", "orange peel"],
        mature: ["walnut", "caramel", "dried apricot"],
      },
      food: ["crème brûlée", "pecan pie", "aged Comté"],
      foodWhy: "its nutty sweetness matches caramel desserts and hard cheese",
      temperature: CELLAR_COOL,
      decanting: NO_DECANTING,
      isBottledReady: true,
    },
  ],
  [
    (facts) => facts.places.has("port") && facts.profile.style === "fortified",
    {
      range: "19–20.5%",
      why: "fortified with grape spirit during fermentation",
      food: ["Stilton", "dark chocolate", "walnuts"],
      foodWhy: "its sweetness and power stand up to blue cheese and chocolate",
    },
  ],
  [
    (facts) => facts.places.has("madeira"),
    {
      range: "18–20%",
      why: "fortified and heated as it ages",
      aromas: {
        young: ["caramel", "roasted nuts", "orange peel"],
        mature: ["toffee", "coffee", "dried fruit"],
      },
      food: ["nut tarts", "aged cheese", "consommé"],
      foodWhy: "its acidity and caramel notes suit nutty desserts and savoury broths",
      temperature: "14–16 °C",
      decanting: NO_DECANTING,
      // Its searing acidity is Madeira's signature, whatever the grape's own.
      structure: { acidity: [4, 5] },
      isHeatProof: true,
    },
  ],
  [
    (facts) =>
      ["banyuls", "maury", "rivesaltes", "beaumes-de-venise"].some((place) => facts.places.has(place)),
    { range: "15–16.5%", why: "a vin doux naturel, fortified to keep its natural sweetness" },
  ],
  [(facts) => facts.places.has("marsala"), { range: "17–18%", why: "fortified and aged in cask" }],
  [(facts) => facts.profile.style === "fortified", { range: "17–20%", why: "fortified with grape spirit" }],
  [
    (facts) => facts.places.has("moscato-d-asti") || facts.places.has("asti"),
    { range: "5–7%", why: "fermentation stopped early to keep the grape's sweetness" },
  ],
  [
    (facts) => /\bmoscato\b/.test(facts.name),
    { range: "7–9.5%", why: "fermentation stopped early to keep the grape's sweetness" },
  ],
  [
    (facts) =>
      isGermanSpeaking(facts) &&
      !isDryGerman(facts) &&
      GERMAN_SWEET_TERMS.some((term) => facts.terms.has(term)),
    { range: "7–9%", why: "naturally sweet, fermentation stopped with sugar left" },
  ],
  [
    (facts) =>
      isGermanSpeaking(facts) &&
      facts.grape === "riesling" &&
      !isDryGerman(facts) &&
      GERMAN_OFF_DRY_TERMS.some((term) => facts.terms.has(term)),
    { range: "7.5–9%", why: "light and delicately sweet, as a traditional Prädikat wine is" },
  ],
  [
    (facts) => facts.places.has("sauternes") || facts.places.has("barsac"),
    {
      range: "13.5–14.5%",
      why: "botrytised grapes, rich and sweet",
      ...BOTRYTIS,
    },
  ],
  [
    (facts) => facts.places.has("tokaj") && /\bes+[zs]encia\b/.test(facts.name),
    {
      range: "2–6%",
      why: "the syrup that runs from the Aszú berries under their own weight, fermenting for years and barely",
      ...BOTRYTIS,
    },
  ],
  [
    (facts) => facts.places.has("tokaj") && facts.profile.style === "sweet",
    {
      range: "10.5–12%",
      why: "botrytised Aszú berries, sweet and high in acid",
      ...BOTRYTIS,
    },
  ],
  [
    (facts) => facts.places.has("amarone-della-valpolicella"),
    {
      range: "15–16.5%",
      why: "dried grapes fermented to full dryness",
      structure: { tannin: [3.6, 5], body: [4.6, 5] },
    },
  ],
  [
    (facts) => facts.places.has("recioto-della-valpolicella") || facts.places.has("vin-santo"),
    { range: "13–15%", why: "dried grapes, sweet" },
  ],
  [
    (facts) => facts.terms.has("orange-wine"),
    {
      range: "12–13.5%",
      why: "white grapes fermented on their skins like a red",
      aromas: {
        young: ["dried apricot", "orange peel", "bruised apple", "black tea"],
        mature: ["hazelnut", "beeswax", "dried herbs"],
      },
      food: ["roast chicken", "aged hard cheese", "mushroom dishes", "spiced vegetable dishes"],
      foodWhy: "its grip and savoury depth stand up to dishes that would flatten a white",
      temperature: CELLAR_COOL,
      structure: { tannin: [2.4, 3.6], body: [3, 4] },
    },
  ],
];

/** Prädikat words as a catalogued wine's name or class prints them (its label's style words are not kept). */
const NAME_TERMS: [pattern: RegExp, id: string][] = [
  [/\bkabinett\b/, "kabinett"],
  [/\bspatlese\b/, "spatlese"],
  [/\b(beerenauslese|trockenbeerenauslese)\b/, "beerenauslese"],
  [/\bauslese\b/, "auslese"],
  [/\beiswein\b/, "eiswein"],
  [/\btrocken\b/, "trocken"],
  [/\b(grosses gewachs|gg)\b/, "grosses-gewachs"],
];

export function madeStyle(knowledgeBase: KnowledgeBase, profile: WineProfile): MadeStyle | undefined {
  const printed = foldAccents(`${profile.name} ${profile.classification ?? ""}`.toLowerCase());
  const terms = new Set(profile.styleTerms.map((term) => term.id));
  for (const [pattern, id] of NAME_TERMS) if (pattern.test(printed)) terms.add(id);
  const facts: Facts = {
    places: new Set(regionLineage(knowledgeBase, profile.region).map((region) => region.id)),
    terms,
    grape: profile.varieties[0]?.id ?? "",
    name: printed,
    profile,
  };
  return RULES.find(([test]) => test(facts))?.[1];
}
