import type { AnalyzeInput } from "../analyzer/analyze-input.ts";
import type { AnalysisOutcome } from "../result/analysis-result.schema.ts";

/** Something that answers "name + vintage → analysis": the embedded engine or a chat-completions model. */
export interface AnalysisProvider {
  name: string;
  analyze(input: AnalyzeInput): Promise<AnalysisOutcome>;
}
