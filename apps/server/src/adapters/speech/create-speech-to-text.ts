import type { KnowledgeBase } from "@vinestra/analysis";
import { createLocalSpeechToText } from "./local-speech.ts";
import { createOpenAiSpeechToText } from "./openai-speech.ts";
import type { SpeechToText } from "./speech-to-text.ts";

export type SpeechSettings =
  | { provider: "local" }
  | { provider: "openai"; baseUrl: string; apiKey: string; model: string; timeoutMs: number };

type Context = {
  knowledgeBase: KnowledgeBase;
  dataDir: string;
  searchPath: string;
  /** Where a provider's failures are told (the app's logger; stderr in the CLI). */
  warn: (message: string, details: Record<string, unknown>) => void;
};

/** Local pocketsphinx by default (it says what is missing when it cannot run); an OpenAI-compatible endpoint when configured. */
export function createSpeechToText(settings: SpeechSettings, context: Context): SpeechToText {
  if (settings.provider === "openai") {
    return createOpenAiSpeechToText({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      timeoutMs: settings.timeoutMs,
      log: context.warn,
    });
  }
  return createLocalSpeechToText({
    knowledgeBase: context.knowledgeBase,
    workDirectory: context.dataDir,
    searchPath: context.searchPath,
  });
}
