import type { CatalogVocabulary } from "./catalog-vocabulary.ts";
import type { LabelLine } from "./label-lines.ts";

/** How a catalogue word was seen on the label. */
export type Sighting = {
  /** Spelling similarity × OCR confidence, 0–1. */
  certainty: number;
  /** 1 when read exactly, less when one or two letters were off. */
  similarity: number;
  /** Height of its line relative to the label's tallest words, 0–1. */
  prominence: number;
};

export type SeenWords = ReadonlyMap<string, Sighting>;

/** Positions of a line's tokens that belong to a classification phrase ("CRU BOURGEOIS", "PREMIER CRU"). */
function classificationPositions(
  tokens: readonly string[],
  phrases: readonly (readonly string[])[],
): Set<number> {
  const positions = new Set<number>();
  for (let start = 0; start < tokens.length; start += 1) {
    for (const phrase of phrases) {
      if (phrase.every((token, offset) => tokens[start + offset] === token)) {
        for (let offset = 0; offset < phrase.length; offset += 1) positions.add(start + offset);
      }
    }
  }
  return positions;
}

/**
 * Each catalogue word the label shows, also when OCR split it in two ("CHARDON NAY") or misread a letter.
 * Words of a classification ("Cru Bourgeois") are left out: they name no house.
 */
export function collectSeenWords(
  lines: readonly LabelLine[],
  vocabulary: CatalogVocabulary,
  classificationPhrases: readonly (readonly string[])[] = [],
): SeenWords {
  const seen = new Map<string, Sighting>();
  const tallest = Math.max(1e-6, ...lines.filter((line) => !line.isBoilerplate).map((line) => line.height));
  const note = (key: string, confidence: number, prominence: number) => {
    for (const match of vocabulary.match(key)) {
      const certainty = match.similarity * Math.min(1, 0.35 + confidence);
      const before = seen.get(match.token);
      seen.set(match.token, {
        certainty: Math.max(certainty, before?.certainty ?? 0),
        similarity: Math.max(match.similarity, before?.similarity ?? 0),
        prominence: Math.max(prominence, before?.prominence ?? 0),
      });
    }
  };
  for (const line of lines) {
    const prominence = line.isBoilerplate ? 0 : line.height / tallest;
    const keys = line.words.flatMap((word) =>
      word.key
        .split(" ")
        .filter(Boolean)
        .map((key) => ({ key, confidence: word.confidence })),
    );
    const classified = classificationPositions(
      keys.map(({ key }) => key),
      classificationPhrases,
    );
    keys.forEach(({ key, confidence }, index) => {
      if (classified.has(index)) return;
      note(key, confidence, prominence);
      const next = keys[index + 1];
      if (next && key.length >= 3 && next.key.length >= 3) {
        const joined = `${key}${next.key}`;
        if (vocabulary.has(joined)) note(joined, Math.min(confidence, next.confidence), prominence);
      }
    });
  }
  return seen;
}
