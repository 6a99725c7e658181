import { createDb } from "@vinestra/db";
import { createAnalysisProvider } from "./adapters/analysis/analysis-provider.ts";
import { createMailer } from "./adapters/mail/mailer.ts";
import type { AppDependencies } from "./context.ts";
import type { Config } from "./env.ts";
import { createLogger } from "./logger.ts";
import { createRateLimits } from "./middleware/rate-limit.ts";
import { createAuth } from "./modules/auth/auth.ts";

/** Opens the database, applies migrations and wires the services: everything the app needs, built once. */
export async function createDependencies(config: Config): Promise<AppDependencies> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({ db: database.db, config, logger, mailer });
  const analysisProvider = createAnalysisProvider(config.analysis, logger);
  const rateLimits = await createRateLimits(database, config.rateLimits);
  return { config, database, auth, logger, mailer, analysisProvider, rateLimits };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in the data directory. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">) {
  return createDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
}
