import type { KnowledgeBase } from "@vinestra/analysis";
import { vocabularyOf } from "./catalog-vocabulary.ts";
import { clippedHouseIndexOf } from "./clipped-house-names.ts";
import { descriptiveWordsOf } from "./descriptive-words.ts";
import { catalogueNamesOf } from "./distinct-alternatives.ts";
import { housePieceIndexOf } from "./house-pieces.ts";

/**
 * Builds the label reader's models derived from the knowledge base (its vocabulary, descriptive words and name
 * indexes; about half a second) now rather than on the first photo. Each is built once per knowledge base.
 */
export function prepareLabelModels(knowledgeBase: KnowledgeBase): void {
  vocabularyOf(knowledgeBase);
  descriptiveWordsOf(knowledgeBase);
  clippedHouseIndexOf(knowledgeBase);
  housePieceIndexOf(knowledgeBase);
  catalogueNamesOf(knowledgeBase);
}
