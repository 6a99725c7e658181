import { type Identification, type IdentifyOptions, identifyWine } from "../identify/identify-wine.ts";
import { analyzeQuery } from "../identify/query-analysis.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import type { AnalysisOutcome } from "../result/analysis-result.schema.ts";
import { tokenize } from "../text/normalize.ts";
import { leadingBareYear, type ParsedQuery, parseQuery, trailingBareYear } from "../text/parse-query.ts";
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
      const withYearRead = (name: string, year: number) =>
        identify(parseQuery(name, input.vintage ?? year), options);
      const trailing = trailingBareYear(wineName, nowYear);
      const leading = trailing === null ? leadingBareYear(wineName, nowYear) : null;
      let reading = asWritten;
      if (trailing !== null && !namesCatalogNumber(asWritten.identification, trailing.digits)) {
        reading = withYearRead(trailing.name, trailing.year);
      } else if (leading !== null && !isCatalogWine(asWritten.identification)) {
        // "82 Lafite": a leading number is the vintage only when so read the text names a catalogued wine it does
        // not name as written ("14 Hands Merlot" is a brand; "50 Degree Riesling" stays as written).
        const withYear = withYearRead(leading.name, leading.year);
        if (isCatalogWine(withYear.identification)) reading = withYear;
      }
      const { parsed: read, identification } = reading;
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

function isCatalogWine(identification: Identification): boolean {
  return identification.kind === "wine" && identification.profile.source === "catalog";
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
