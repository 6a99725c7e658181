import { createAnalyzer, type KnowledgeBase } from "@vinestra/analysis";
import type { Logger } from "./logger.ts";
import { prepareLabelModels } from "./modules/labels/label-models.ts";

/**
 * Builds what the engine and the label reader derive from the knowledge base (name and word models, label
 * vocabulary; about a second on two cores) right after start-up, so the first analysis or photo does not wait.
 * An analysis of a made-up wine is the simplest way to build every model the engine uses.
 */
export function warmUpModels(knowledgeBase: KnowledgeBase, logger: Logger, now: Date): void {
  const started = performance.now();
  createAnalyzer(knowledgeBase).analyze({ wineName: "Domaine Inconnu 2015 Rouge", vintage: null, now });
  prepareLabelModels(knowledgeBase);
  logger.info({ ms: Math.round(performance.now() - started) }, "analysis and label models ready");
}
