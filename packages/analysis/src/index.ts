export { type AnalyzeInput, InvalidAnalysisInput } from "./analyzer/analyze-input.ts";
export { type Analyzer, createAnalyzer } from "./analyzer/create-analyzer.ts";
export { type CommandIo, runAnalyzeCommand } from "./cli/analyze-command.ts";
export { buildKnowledgeBase } from "./knowledge/build-knowledge-base.ts";
export type {
  CatalogProducer,
  KnowledgeBase,
  KnowledgeBaseSources,
  KnowledgeIssue,
} from "./knowledge/knowledge-base.ts";
export { loadKnowledgeBase } from "./knowledge/load-knowledge-base.ts";
export { perKnowledgeBase } from "./knowledge/per-knowledge-base.ts";
export { regionLineage } from "./knowledge/region-lineage.ts";
export type { Region } from "./knowledge/schema.ts";
export type { AnalysisProvider } from "./providers/analysis-provider.ts";
export { createEmbeddedProvider } from "./providers/embedded-provider.ts";
export { createOpenAiProvider, type OpenAiProviderOptions } from "./providers/openai-provider.ts";
export {
  type AnalysisOutcome,
  type AnalysisResult,
  analysisOutcomeSchema,
  analysisResultSchema,
  type Identification,
  isMultipleMatches,
  type MultipleMatches,
  multipleMatchesSchema,
  type PossibleMatch,
} from "./result/analysis-result.schema.ts";
export { normalizeWineName } from "./text/normalize.ts";
