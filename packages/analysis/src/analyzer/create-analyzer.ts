import { identifyWine } from "../identify/identify-wine.ts";
import { analyzeQuery } from "../identify/query-analysis.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { AnalysisOutcome } from "../result/analysis-result.schema.ts";
import { parseQuery } from "../text/parse-query.ts";
import { type AnalyzeInput, InvalidAnalysisInput } from "./analyze-input.ts";
import { composeResult } from "./compose-result.ts";
import { buildMultipleMatches } from "./possible-matches.ts";

export interface Analyzer {
  /** Synchronous and deterministic: the same input and `now` always give the same outcome. */
  analyze(input: AnalyzeInput): AnalysisOutcome;
}

export function createAnalyzer(knowledgeBase: KnowledgeBase): Analyzer {
  return {
    analyze(input) {
      const wineName = input.wineName.trim();
      if (wineName === "") throw new InvalidAnalysisInput("Wine name required");
      const nowYear = input.now.getUTCFullYear();
      if (Number.isNaN(nowYear)) throw new Error("Invalid 'now' date");
      const currency = input.currency ?? "USD";
      const parsed = parseQuery(wineName, input.vintage);
      if (parsed.tokens.length === 0) throw new InvalidAnalysisInput("Wine name required");
      const query = analyzeQuery(knowledgeBase, parsed);
      const identification = identifyWine(knowledgeBase, query, {
        specificProducer: input.specificProducer,
        specificRegion: input.specificRegion,
      });
      if (identification.kind === "ambiguous") {
        return buildMultipleMatches(
          knowledgeBase,
          identification.candidates,
          parsed.displayName,
          parsed.vintage,
          nowYear,
          currency,
        );
      }
      return composeResult(knowledgeBase, identification.profile, nowYear, currency);
    },
  };
}
