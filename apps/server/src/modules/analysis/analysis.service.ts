import {
  type AnalysisOutcome,
  type AnalysisProvider,
  analysisOutcomeSchema,
  InvalidAnalysisInput,
  isMultipleMatches,
  normalizeWineName,
} from "@vinestra/analysis";
import type { AnalyzeRequest } from "@vinestra/contracts";
import { type Database, wineAnalysisCache } from "@vinestra/db";
import { parseWineInput, type SearchUsage } from "@vinestra/domain";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { AnalysisMemo } from "./analysis-memo.ts";
import { refundSearch, reserveSearch, type Searcher } from "./search-quota.service.ts";

type Dependencies = { db: Database; provider: AnalysisProvider; logger: Logger; memo: AnalysisMemo };

export type AnalyzeWineResult = { outcome: AnalysisOutcome; cached: boolean; usage: SearchUsage };

/** The cache key: the normalized name, plus the producer and region chosen in a disambiguation. */
export function analysisCacheKey(
  request: Pick<AnalyzeRequest, "wineName" | "specificProducer" | "specificRegion">,
) {
  const chosen = [request.specificProducer, request.specificRegion].filter(Boolean).join(" | ");
  const name = normalizeWineName(request.wineName);
  return chosen ? `${name} @ ${normalizeWineName(chosen)}` : name;
}

/** The vintage asked about: the request's own, or else the year its name carries ("Sassicaia 2016"). */
export function requestedVintage(request: Pick<AnalyzeRequest, "wineName" | "vintage">): number | null {
  if (request.vintage != null) return request.vintage;
  const written = parseWineInput(request.wineName);
  return written.ok ? written.value.vintage : null;
}

function vintageIs(vintage: number | null) {
  return vintage === null ? isNull(wineAnalysisCache.vintage) : eq(wineAnalysisCache.vintage, vintage);
}

async function readCache(db: Database, key: string, vintage: number | null): Promise<AnalysisOutcome | null> {
  const [row] = await db
    .select({ analysis_data: wineAnalysisCache.analysis_data })
    .from(wineAnalysisCache)
    .where(and(eq(wineAnalysisCache.wine_name, key), vintageIs(vintage)));
  if (!row) return null;
  const parsed = analysisOutcomeSchema.safeParse(row.analysis_data);
  return parsed.success ? parsed.data : null;
}

async function writeCache(
  db: Database,
  key: string,
  vintage: number | null,
  outcome: AnalysisOutcome,
  provider: string,
) {
  const data = outcome as unknown as Record<string, unknown>;
  await db
    .insert(wineAnalysisCache)
    .values({ wine_name: key, vintage, analysis_data: data, provider })
    .onConflictDoUpdate({
      target: [wineAnalysisCache.wine_name, wineAnalysisCache.vintage],
      set: { analysis_data: data, provider, updated_at: new Date() },
    });
}

/**
 * The spec's analyze-wine: one search is taken from the allowance first (cached answers count too); a
 * disambiguation or a failure gives it back. `forceAnalysis` skips the cache and replaces its entry.
 */
export async function analyzeWine(
  { db, provider, logger, memo }: Dependencies,
  searcher: Searcher,
  request: AnalyzeRequest,
  now: Date,
): Promise<AnalyzeWineResult> {
  const vintage = request.vintage ?? null;
  const key = analysisCacheKey(request);
  // The key's name drops a year written in it, so the year is kept beside it: "Sassicaia 2016" and "Sassicaia 2015"
  // sent without a vintage are two wines, not one.
  const cacheVintage = requestedVintage(request);
  const usage = await reserveSearch(db, searcher, now);
  try {
    const cached = request.forceAnalysis
      ? null
      : await memo.read(key, cacheVintage, () => readCache(db, key, cacheVintage));
    const outcome =
      cached ??
      (await provider.analyze({
        wineName: request.wineName,
        vintage,
        ...(request.specificProducer && { specificProducer: request.specificProducer }),
        ...(request.specificRegion && { specificRegion: request.specificRegion }),
        now,
      }));
    if (!cached) {
      await writeCache(db, key, cacheVintage, outcome, provider.name);
      memo.remember(key, cacheVintage, outcome);
    }
    if (isMultipleMatches(outcome))
      return { outcome, cached: cached !== null, usage: await refundSearch(db, searcher, now) };
    return { outcome, cached: cached !== null, usage };
  } catch (error) {
    await refundSearch(db, searcher, now);
    // A name the engine cannot read as a wine ("'49") is the user's to correct, like a request that fails validation.
    if (error instanceof InvalidAnalysisInput) throw new AppError("bad_request", error.message);
    logger.error({ err: error, wineName: request.wineName }, "analysis failed");
    throw error;
  }
}
