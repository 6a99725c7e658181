import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { AnalysisProvider } from "./analysis-provider.ts";

/** The default provider: our own engine over the curated knowledge base, offline. */
export function createEmbeddedProvider(knowledgeBase: KnowledgeBase): AnalysisProvider {
  const analyzer = createAnalyzer(knowledgeBase);
  return {
    name: "embedded",
    analyze: async (input) => analyzer.analyze(input),
  };
}
