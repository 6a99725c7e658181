import type { CatalogVocabulary } from "./catalog-vocabulary.ts";
import type { DescriptiveWords } from "./descriptive-words.ts";
import { wordsAfterBottlerLead } from "./house-names.ts";
import type { LabelLine } from "./label-lines.ts";

/** How a catalogue word was seen on the label. */
export type Sighting = {
  /** Spelling similarity × OCR confidence, 0–1. */
  certainty: number;
  /** 1 when read exactly, less when one or two letters were off. */
  similarity: number;
  /** Height of its line relative to the label's tallest words, 0–1. */
  prominence: number;
  /** The OCR's best confidence in a reading of it, 0–1. */
  confidence: number;
  /** Read where a bottler line names its house ("Bottled by …"). */
  isBottlerName: boolean;
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
 * Words of a classification ("Cru Bourgeois") are left out: they name no house, and the start or end of a
 * describing word ("CHARDO", "CABERN") stands for that word, never for a name misspelt a letter or two away.
 */
export function collectSeenWords(
  lines: readonly LabelLine[],
  vocabulary: CatalogVocabulary,
  descriptive: DescriptiveWords | null = null,
): SeenWords {
  const classificationPhrases = descriptive?.classificationPhrases ?? [];
  // Pieces of grapes, one-word places and classes only: a piece of any word of any place name is too common.
  const isPieceOfDescribingWord = (key: string) =>
    descriptive?.pieces.get(key)?.some((word) => descriptive.words.has(word)) ?? false;
  const seen = new Map<string, Sighting>();
  const tallest = Math.max(1e-6, ...lines.filter((line) => !line.isBoilerplate).map((line) => line.height));
  const note = (key: string, confidence: number, prominence: number, isBottlerName: boolean) => {
    for (const match of vocabulary.match(key)) {
      const isNear = match.similarity < 1 && match.token !== key;
      // "CABERN" is "Cabernet" cut short by the bottle's edge, not a misread "Capbern" (a clipped name, as
      // "RACHER" of "Kracher", is as good an explanation as a clipped describing word, and is kept).
      const isMisread = isNear && !match.token.includes(key);
      if (isMisread && isPieceOfDescribingWord(key)) continue;
      const certainty = match.similarity * Math.min(1, 0.35 + confidence);
      const before = seen.get(match.token);
      seen.set(match.token, {
        certainty: Math.max(certainty, before?.certainty ?? 0),
        similarity: Math.max(match.similarity, before?.similarity ?? 0),
        prominence: Math.max(prominence, before?.prominence ?? 0),
        confidence: Math.max(confidence, before?.confidence ?? 0),
        isBottlerName: isBottlerName || (before?.isBottlerName ?? false),
      });
    }
  };
  for (const line of lines) {
    const prominence = line.isBoilerplate ? 0 : line.height / tallest;
    const bottlerWords = new Set(wordsAfterBottlerLead(line));
    const keys = line.words.flatMap((word) =>
      word.key
        .split(" ")
        .filter(Boolean)
        .map((key) => ({ key, confidence: word.confidence, isBottlerName: bottlerWords.has(word) })),
    );
    const classified = classificationPositions(
      keys.map(({ key }) => key),
      classificationPhrases,
    );
    keys.forEach(({ key, confidence, isBottlerName }, index) => {
      if (classified.has(index)) return;
      note(key, confidence, prominence, isBottlerName);
      const next = keys[index + 1];
      if (next && key.length >= 3 && next.key.length >= 3) {
        const joined = `${key}${next.key}`;
        if (vocabulary.has(joined))
          note(
            joined,
            Math.min(confidence, next.confidence),
            prominence,
            isBottlerName && next.isBottlerName,
          );
      }
    });
  }
  return seen;
}
