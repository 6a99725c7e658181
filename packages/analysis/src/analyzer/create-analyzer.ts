import { type Identification, type IdentifyOptions, identifyWine } from "../identify/identify-wine.ts";
import { analyzeQuery } from "../identify/query-analysis.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { AnalysisOutcome } from "../result/analysis-result.schema.ts";
import { tokenize } from "../text/normalize.ts";
import { type ParsedQuery, parseQuery, trailingBareYear } from "../text/parse-query.ts";
import { type AnalyzeInput, InvalidAnalysisInput } from "./analyze-input.ts";
import { composeResult } from "./compose-result.ts";
import { buildMultipleMatches } from "./possible-matches.ts";

export interface Analyzer {
  /** Synchronous and deterministic: the same input and `now` always give the same outcome. */
  analyze(input: AnalyzeInput): AnalysisOutcome;
}

type Reading = { parsed: ParsedQuery; identification: Identification };

export function createAnalyzer(knowledgeBase: KnowledgeBase): Analyzer {
  const identify = (parsed: ParsedQuery, options: IdentifyOptions): Reading => ({
    parsed,
    identification: identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parsed), options),
  });
  return {
    analyze(input) {
      const wineName = input.wineName.trim();
      if (wineName === "") throw new InvalidAnalysisInput("Wine name required");
      const nowYear = input.now.getUTCFullYear();
      if (Number.isNaN(nowYear)) throw new Error("Invalid 'now' date");
      const currency = input.currency ?? "USD";
      const parsed = parseQuery(wineName, input.vintage);
      if (parsed.tokens.length === 0) throw new InvalidAnalysisInput("Wine name required");
      const options = { specificProducer: input.specificProducer, specificRegion: input.specificRegion };
      const asWritten = identify(parsed, options);
      // "Sassicaia 16": the last number is the vintage unless a catalogued wine is named by it ("Cask 23"); a
      // vintage given apart wins over it, as over a year written in full.
      const bareYear = trailingBareYear(wineName, nowYear);
      const { parsed: read, identification } =
        bareYear === null || namesCatalogNumber(asWritten.identification, bareYear.digits)
          ? asWritten
          : identify(parseQuery(bareYear.name, input.vintage ?? bareYear.year), options);
      if (identification.kind === "ambiguous") {
        return buildMultipleMatches(
          knowledgeBase,
          identification.candidates,
          read.displayName,
          read.vintage,
          nowYear,
          currency,
        );
      }
      return composeResult(knowledgeBase, identification.profile, nowYear, currency);
    },
  };
}

/** True when the wine, or a wine asked about, is a catalogued one whose own name holds the number. */
function namesCatalogNumber(identification: Identification, number: string): boolean {
  const entries =
    identification.kind === "wine"
      ? [identification.profile.catalogWine]
      : identification.candidates.map((candidate) => candidate.entry);
  return entries.some(
    (entry) =>
      entry !== undefined &&
      [entry.wine.name, ...entry.wine.aliases].some((name) => tokenize(name).includes(number)),
  );
}
