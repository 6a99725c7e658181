import type { CatalogProducer, CatalogWineEntry } from "../knowledge/knowledge-base.ts";
import { tokenize } from "../text/normalize.ts";
import { GENERIC_NAME_WORDS } from "./generic-words.ts";

/** Token statistics and postings over the catalogued producers and wines. */
export interface CatalogIndex {
  /** How much a token distinguishes one catalogued wine from the others (IDF; generic words weigh little). */
  weight(token: string): number;
  winesWithToken(token: string): readonly number[];
  producersWithToken(token: string): readonly number[];
  /** Per producer: its name and each alias as tokens. */
  producerNames: readonly (readonly string[][])[];
  /** Per producer: every token of its name and aliases. */
  producerTokens: readonly ReadonlySet<string>[];
  /** Per wine: its name and each alias as tokens, without the tokens of its producer's name. */
  wineNames: readonly (readonly string[][])[];
  /** Per wine: every token of its producer's and its own names. */
  wineTokens: readonly ReadonlySet<string>[];
  vocabulary(): Iterable<string>;
}

const GENERIC_WEIGHT = 0.3;

const GERMAN_SPEAKING = new Set(["Germany", "Austria"]);
/** Shortest place word given a German adjective form: "Grünhaus" → "Grünhäuser", not "Rot" → "Roter". */
const MIN_PLACE_WORD = 6;

/**
 * A German or Austrian name also written with a place word as its adjective or as the bare place: the label's
 * "Maximin Grünhaus" is typed "Maximin Grünhäuser", its "Scharzhofberger" typed "Scharzhofberg". Each variant
 * changes one word, and never into a word another name is written with: "Schmelzer" is a house of its own, not
 * Johann Schmelz's adjective.
 */
function germanPlaceForms(tokens: readonly string[], written: ReadonlySet<string>): string[][] {
  const variants: string[][] = [];
  tokens.forEach((token, position) => {
    const other = germanPlaceForm(token);
    if (other === undefined || written.has(other)) return;
    variants.push(tokens.map((word, index) => (index === position ? other : word)));
  });
  return variants;
}

/** A place word's other German form: its adjective ("grunhaus" → "grunhauser") or the bare place. */
export function germanPlaceForm(token: string): string | undefined {
  if (token.length < MIN_PLACE_WORD || /\d/.test(token) || GENERIC_NAME_WORDS.has(token)) return undefined;
  const other = token.endsWith("er") ? token.slice(0, -2) : `${token}er`;
  return other.length < MIN_PLACE_WORD ? undefined : other;
}

export function buildCatalogIndex(
  producers: readonly CatalogProducer[],
  wines: readonly CatalogWineEntry[],
): CatalogIndex {
  const writtenProducerNames = producers.map((producer) =>
    [producer.name, ...producer.aliases].map(tokenize).filter((tokens) => tokens.length > 0),
  );
  const writtenWineNames = wines.map((entry) => [entry.wine.name, ...entry.wine.aliases].map(tokenize));
  const written = new Set([...writtenProducerNames, ...writtenWineNames].flat(2));
  /** A name's tokens, with their German place forms for a house of a German-speaking country. */
  const withForms = (names: readonly string[][], country: string): string[][] =>
    GERMAN_SPEAKING.has(country)
      ? [...names, ...names.flatMap((name) => germanPlaceForms(name, written))]
      : [...names];
  const producerNames = producers.map((producer, index) =>
    withForms(writtenProducerNames[index]!, producer.country),
  );
  const producerTokenSets = producerNames.map((names) => new Set(names.flat()));
  const wineNames: string[][][] = [];
  const wineTokens: Set<string>[] = [];
  const winePostings = new Map<string, number[]>();
  const producerPostings = new Map<string, number[]>();
  const documentFrequency = new Map<string, number>();

  producers.forEach((_, producerIndex) => {
    for (const token of producerTokenSets[producerIndex]!) {
      const list = producerPostings.get(token) ?? [];
      list.push(producerIndex);
      producerPostings.set(token, list);
    }
  });
  const producerIndexById = new Map(producers.map((producer, index) => [producer.id, index]));

  for (const entry of wines) {
    const producerIndex = producerIndexById.get(entry.producer.id)!;
    const producerTokens = producerTokenSets[producerIndex]!;
    const own = writtenWineNames[entry.index]!.map((tokens) => {
      // Drop the house's name from the cuvée's (when the whole name or alias is there), so that
      // "Pavillon Rouge du Château Margaux" is told apart by "pavillon rouge".
      const houseTokens = new Set(
        producerNames[producerIndex]!.filter((house) =>
          house.every((token) => tokens.includes(token)),
        ).flat(),
      );
      return tokens.filter((token) => !houseTokens.has(token));
    });
    const names = withForms(own, entry.producer.country);
    wineNames.push(names);
    const all = new Set([...producerTokens, ...names.flat()]);
    wineTokens.push(all);
    for (const token of all) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
      const list = winePostings.get(token) ?? [];
      list.push(entry.index);
      winePostings.set(token, list);
    }
  }

  const documentCount = Math.max(wines.length, 1);
  const unseenWeight = Math.log(1 + documentCount / 0.5);
  const weights = new Map<string, number>();
  for (const [token, frequency] of documentFrequency) {
    weights.set(
      token,
      GENERIC_NAME_WORDS.has(token) ? GENERIC_WEIGHT : Math.log(1 + documentCount / (frequency + 0.5)),
    );
  }

  return {
    weight: (token) => weights.get(token) ?? (GENERIC_NAME_WORDS.has(token) ? GENERIC_WEIGHT : unseenWeight),
    winesWithToken: (token) => winePostings.get(token) ?? [],
    producersWithToken: (token) => producerPostings.get(token) ?? [],
    producerNames,
    producerTokens: producerTokenSets,
    wineNames,
    wineTokens,
    vocabulary: () => documentFrequency.keys(),
  };
}
