import { type KnowledgeBase, normalizeWineName, perKnowledgeBase } from "@vinestra/analysis";
import { computeStringSimilarity } from "@vinestra/domain";

/**
 * Whether a proposed wine name names the photo's wine: it must contain every distinctive word of the
 * manifest's winery (of one of its spellings, "Taylors/Wakefield"), or every distinctive word of the
 * manifest's wine name. Distinctive means not a house word (Château, Domaine, Estate …), not a particle, not a
 * style word (Reserva, Tinto, Brut …) and, in a wine name, not a grape or place: "Pinot Noir" alone names no
 * wine.
 * Words compare OCR-tolerantly: one letter in five may differ ("Auror" counts for "Aurora"), as a person
 * confirming the reading would accept it.
 */
const NOT_DISTINCTIVE = new Set(
  (
    "chateau domaine bodega bodegas weingut estate estates winery cascina castello schloss schlosskellerei " +
    "tenuta azienda agricola maison vineyards vineyard family cellars wines wine porto chile argentina " +
    "reserva reserve riserva gran grand cru premier classe classico superiore superior solera tinto branco " +
    "blanco rosso bianco rouge blanc rose brut extra cuvee speciale special trocken sec secco dry select " +
    "private estate sherry rare cream fino tawny vintage late harvest spumante 1er cabernets " +
    "the and del della delle des les las los"
  ).split(" "),
);

/** The words that tell a winery apart: its name without house words and particles ("Bodega Garzón" → garzon). */
export function wineryWords(winery: string): string[] {
  return normalizeWineName(winery)
    .split(" ")
    .filter((token) => token.length >= 3 && !NOT_DISTINCTIVE.has(token) && !/^\d+$/.test(token));
}

/** Every word of every grape and place name the knowledge base knows ("pinot", "noir", "dry", "creek"). */
const placeAndGrapeWordsOf = perKnowledgeBase(
  (knowledgeBase) =>
    new Set(
      [...knowledgeBase.varietiesByName.keys(), ...knowledgeBase.regionsByName.keys()].flatMap((name) =>
        name.split(" "),
      ),
    ),
);

/** The words that tell a wine apart from others of its place and grape ("Langhe Nebbiolo" has none). */
export function wineNameWords(wineName: string, knowledgeBase: KnowledgeBase): string[] {
  const excluded = placeAndGrapeWordsOf(knowledgeBase);
  return wineryWords(wineName).filter((token) => !excluded.has(token));
}

function isWordPresent(word: string, tokens: readonly string[]): boolean {
  return tokens.some((token) => computeStringSimilarity(token, word) >= 0.8);
}

function isNamed(expected: readonly string[], tokens: readonly string[]): boolean {
  return expected.length > 0 && expected.every((word) => isWordPresent(word, tokens));
}

export function namesWine(
  proposed: string | null | undefined,
  winery: string,
  wineName: string,
  knowledgeBase: KnowledgeBase,
): boolean {
  const tokens = normalizeWineName(proposed ?? "").split(" ");
  return (
    winery.split("/").some((spelling) => isNamed(wineryWords(spelling), tokens)) ||
    isNamed(wineNameWords(wineName, knowledgeBase), tokens)
  );
}
