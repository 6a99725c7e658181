import type { DatabaseHandle } from "@vinestra/db";
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterUnion,
} from "rate-limiter-flexible";
import type { Config } from "../env.ts";
import { AppError } from "../errors.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimits = {
  /** Analyses per caller: 10 an hour and 50 a day (spec §9). */
  analysis: (key: string) => Promise<void>;
  /** Search-type requests per caller: 5 a minute (spec §9). */
  search: (key: string) => Promise<void>;
};

/**
 * Counters live in PostgreSQL when the app runs on it (so several instances share them), in memory on the
 * embedded database (one process). A refusal is a 429 with Retry-After.
 */
export async function createRateLimits(
  database: DatabaseHandle,
  limits: Config["rateLimits"],
): Promise<RateLimits> {
  const make = async (options: IRateLimiterOptions): Promise<RateLimiterAbstract> => {
    if (!database.pool) return new RateLimiterMemory(options);
    const pool = database.pool;
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { ...options, storeClient: pool, tableName: "rate_limit_counters", clearExpiredByTimeout: true },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  };
  const analysisPerHour = await make({
    keyPrefix: "analysis_hour",
    points: limits.analysisPerHour,
    duration: HOUR,
  });
  const analysisPerDay = await make({
    keyPrefix: "analysis_day",
    points: limits.analysisPerDay,
    duration: DAY,
  });
  const searchPerMinute = await make({
    keyPrefix: "search_minute",
    points: limits.searchRequestsPerMinute,
    duration: MINUTE,
  });
  const analysis = new RateLimiterUnion(analysisPerHour, analysisPerDay);
  return {
    analysis: (key) => consume(() => analysis.consume(key)),
    search: (key) => consume(() => searchPerMinute.consume(key)),
  };
}

async function consume(attempt: () => Promise<unknown>): Promise<void> {
  try {
    await attempt();
  } catch (rejection) {
    const refusals = rejection instanceof RateLimiterRes ? [rejection] : Object.values(rejection as object);
    const waits = refusals
      .filter((value): value is RateLimiterRes => value instanceof RateLimiterRes)
      .map((value) => value.msBeforeNext);
    if (waits.length === 0) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}
