import type { CatalogWineEntry, KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { perCatalogWine } from "../knowledge/per-knowledge-base.ts";
import type { QueryAnalysis } from "./query-analysis.ts";
import { colorOfWord, STYLE_TERMS } from "./style-terms.ts";

// Words that go without saying when a text is matched to a catalogued wine: the red colour word of a red named
// beside a same-named white, which a text may leave out, and a word saying only that the wine has a vintage,
// which a text may add.

export const RED_WORDS: ReadonlySet<string> = new Set(STYLE_TERMS.find((term) => term.id === "red")?.phrases);

/**
 * True when the wine's red colour word goes without saying: of a red and a white named alike ("Trévallon Rouge"
 * and "… Blanc", "Villa Antinori Rosso" and "… Bianco"), a text naming no colour means the red, unless the
 * house has a wine named without the colour word ("Sancerre" beside "Sancerre Rouge"), which that text names.
 */
export const isRedWordImplied = perCatalogWine(
  (knowledgeBase: KnowledgeBase, entry: CatalogWineEntry): boolean => {
    if (entry.wine.color !== "red") return false;
    const { wineNames } = knowledgeBase.catalog;
    const names = wineNames[entry.index]!;
    if (!names.some((name) => name.some((token) => RED_WORDS.has(token)))) return false;
    const uncoloured = new Set(names.map((name) => name.filter((token) => !RED_WORDS.has(token)).join(" ")));
    return !entry.producer.wines.some(
      (sister) => sister !== entry && wineNames[sister.index]!.some((name) => uncoloured.has(name.join(" "))),
    );
  },
);

/** Words that say only that the wine has a vintage, written alone: "Château Margaux millésime 2015". */
export const VINTAGE_WORDS: ReadonlySet<string> = new Set([
  "vintage",
  "millesime",
  "millesimato",
  "jahrgang",
]);

/**
 * True when the word at `position` only says the wine is of a vintage: the wine is a still wine that has one,
 * no wine of its house is named by the word, and the house is not Portuguese. Otherwise it names a kind (Krug
 * Vintage, a Douro house's Vintage Port, catalogued or not) and is matched as such.
 */
export function isVintageWordOf(
  knowledgeBase: KnowledgeBase,
  query: QueryAnalysis,
  position: number,
  entry: CatalogWineEntry,
): boolean {
  const token = query.tokens[position]!;
  if (!VINTAGE_WORDS.has(token)) return false;
  const phrase = query.phraseAt[position];
  return (
    (phrase === undefined || phrase.end - phrase.start === 1) &&
    entry.wine.style === "still" &&
    !entry.wine.nonVintage &&
    entry.producer.country !== "Portugal" &&
    !entry.producer.wines.some((sister) => knowledgeBase.catalog.wineTokens[sister.index]!.has(token))
  );
}

/** True when the text names neither a colour nor a grape: "Cortes de Cima 2012 Syrah" is no "Tinto". */
export function namesNoColor(query: QueryAnalysis): boolean {
  return (
    !query.tokens.some((token) => colorOfWord(token) !== undefined) &&
    !query.phrases.some((phrase) => phrase.terms.some((term) => term.kind === "variety"))
  );
}
