import type { AnalysisProvider } from "@vinestra/analysis";
import type { DatabaseHandle } from "@vinestra/db";
import type { Mailer } from "./adapters/mail/mailer.ts";
import type { Config } from "./env.ts";
import type { Logger } from "./logger.ts";
import type { RateLimits } from "./middleware/rate-limit.ts";
import type { SessionVariables } from "./middleware/session.ts";
import type { Auth } from "./modules/auth/auth.ts";

/** What route factories are given: built once at start-up. */
export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  analysisProvider: AnalysisProvider;
  rateLimits: RateLimits;
};

export type AppEnv = { Variables: SessionVariables };
