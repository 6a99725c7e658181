import { z } from "zod";
import type { AnalyzeInput } from "../analyzer/analyze-input.ts";
import {
  type AnalysisOutcome,
  analysisOutcomeSchema,
  isMultipleMatches,
} from "../result/analysis-result.schema.ts";
import type { AnalysisProvider } from "./analysis-provider.ts";
import { SYSTEM_PROMPT, userPrompt } from "./openai-prompt.ts";

export interface OpenAiProviderOptions {
  /** e.g. "https://api.openai.com/v1" or a local OpenAI-compatible server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Where failures are reported before falling back; defaults to console.warn. */
  log?: (message: string, details: Record<string, unknown>) => void;
  fetch?: typeof fetch;
}

const RESPONSE_FORMAT = {
  type: "json_schema",
  json_schema: { name: "wine_analysis", strict: false, schema: z.toJSONSchema(analysisOutcomeSchema) },
} as const;

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

class ProviderFailure extends Error {}

async function requestAnalysis(
  options: OpenAiProviderOptions,
  input: AnalyzeInput,
): Promise<AnalysisOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(
      `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userPrompt(input) },
          ],
          response_format: RESPONSE_FORMAT,
        }),
        signal: controller.signal,
      },
    );
    if (!response.ok) throw new ProviderFailure(`HTTP ${response.status}`);
    const completion = chatCompletionSchema.safeParse(await response.json());
    if (!completion.success) throw new ProviderFailure("not a chat completion");
    const content = completion.data.choices[0]!.message.content;
    if (content === null) throw new ProviderFailure("empty answer");
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new ProviderFailure("answer is not JSON");
    }
    const outcome = analysisOutcomeSchema.safeParse(json);
    if (!outcome.success)
      throw new ProviderFailure(`answer does not match the schema: ${outcome.error.issues[0]?.message}`);
    return outcome.data;
  } catch (error) {
    if (controller.signal.aborted) throw new ProviderFailure(`no answer within ${options.timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Any OpenAI-compatible chat-completions endpoint with JSON-schema structured output. The answer is validated by
 * the same schema as ours; on an invalid answer, a timeout or an error the fallback (embedded) result is returned
 * and the failure logged.
 */
export function createOpenAiProvider(
  options: OpenAiProviderOptions,
  fallback: AnalysisProvider,
): AnalysisProvider {
  const log = options.log ?? ((message, details) => console.warn(message, details));
  return {
    name: "openai",
    async analyze(input) {
      try {
        const outcome = await requestAnalysis(options, input);
        if (isMultipleMatches(outcome)) return outcome;
        return { ...outcome, identification: { ...outcome.identification, source: "llm" } };
      } catch (error) {
        log("analysis provider failed; using the embedded engine", {
          provider: "openai",
          model: options.model,
          wineName: input.wineName,
          reason: error instanceof Error ? error.message : String(error),
        });
        return fallback.analyze(input);
      }
    },
  };
}
