import {
  type AnalysisProvider,
  createEmbeddedProvider,
  createOpenAiProvider,
  loadKnowledgeBase,
} from "@vinestra/analysis";
import type { Config } from "../../env.ts";
import type { Logger } from "../../logger.ts";

/** The embedded engine by default; an OpenAI-compatible endpoint when configured, falling back to the engine. */
export function createAnalysisProvider(settings: Config["analysis"], logger: Logger): AnalysisProvider {
  const embedded = createEmbeddedProvider(loadKnowledgeBase());
  if (settings.provider === "embedded") return embedded;
  return createOpenAiProvider(
    {
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      timeoutMs: settings.timeoutMs,
      log: (message, details) => logger.warn(details, message),
    },
    embedded,
  );
}
