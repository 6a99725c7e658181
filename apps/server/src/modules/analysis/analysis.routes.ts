import { type AnalyzeRequest, analyzeRequestSchema } from "@vinestra/contracts";
import { validateVintage } from "@vinestra/domain";
import { type Context, Hono } from "hono";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { resolveClientAddress } from "../../middleware/client-address.ts";
import { validate } from "../../middleware/validate.ts";
import { analyzeWine, requestedVintage } from "./analysis.service.ts";
import { createAnalysisMemo } from "./analysis-memo.ts";
import { describeRemaining, readUsage, type Searcher } from "./search-quota.service.ts";

/**
 * A vintage later than this year has not been made yet, whether the request gives it or the name carries it
 * ("Château Margaux 2030"): the spec's 'valid year' message, not an analysis of a wine that does not exist.
 */
function assertVintageMade(request: AnalyzeRequest, now: Date): void {
  const vintage = requestedVintage(request);
  if (vintage === null) return;
  const checked = validateVintage(vintage, "voice", now);
  if (!checked.ok) throw new AppError("bad_request", checked.message ?? checked.title);
}

export function analysisRoutes({
  database,
  analysisProvider,
  rateLimits,
  logger,
  config,
  plans,
}: AppDependencies) {
  const db = database.db;
  const memo = createAnalysisMemo(database.driver === "pglite");

  /** Signed-in users by account; signed-out visitors by client address (same limits, same free allowance). */
  async function searcherFor(c: Context<AppEnv>, now: Date): Promise<Searcher> {
    const user = c.get("user");
    if (user) return { kind: "user", userId: user.id, subscription: await plans.planOf(user.id, now) };
    return { kind: "visitor", clientKey: resolveClientAddress(c, config.trustProxy) };
  }
  const rateKey = (searcher: Searcher) =>
    searcher.kind === "user" ? `user:${searcher.userId}` : `client:${searcher.clientKey}`;

  return new Hono<AppEnv>()
    .post("/analysis", validate("json", analyzeRequestSchema), async (c) => {
      const now = new Date();
      assertVintageMade(c.req.valid("json"), now);
      const searcher = await searcherFor(c, now);
      await rateLimits.analysis(rateKey(searcher));
      const { outcome, cached, usage } = await analyzeWine(
        { db, provider: analysisProvider, logger, memo },
        searcher,
        c.req.valid("json"),
        now,
      );
      return c.json({ outcome, cached, remainingSearches: describeRemaining(searcher, usage).remaining });
    })
    .get("/searches", async (c) => {
      const now = new Date();
      const searcher = await searcherFor(c, now);
      const usage = await readUsage(db, searcher, now);
      return c.json({
        remainingSearches: describeRemaining(searcher, usage).remaining,
        used: usage.search_count,
      });
    });
}
