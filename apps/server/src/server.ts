import { loadKnowledgeBase } from "@vinestra/analysis";
import { createDb, type DatabaseHandle } from "@vinestra/db";
import { createAnalysisProvider } from "./adapters/analysis/analysis-provider.ts";
import { createMailer } from "./adapters/mail/mailer.ts";
import { createLabelOcr } from "./adapters/ocr/label-ocr.ts";
import { createSpeechToText } from "./adapters/speech/create-speech-to-text.ts";
import { createLabelStorage } from "./adapters/storage/create-label-storage.ts";
import type { AppDependencies } from "./context.ts";
import type { Config } from "./env.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createRateLimits } from "./middleware/rate-limit.ts";
import { createSessionMemo } from "./middleware/session.ts";
import { createAuth } from "./modules/auth/auth.ts";
import { createPlanReader } from "./modules/subscription/subscription.service.ts";

/** Opens the database, applies migrations and wires the services: everything the app needs, built once. */
export async function createDependencies(config: Config): Promise<AppDependencies> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();
  return createServices(config, database, logger);
}

/** The services on an open, migrated database. OCR workers and the speech model start on first use. */
export async function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): Promise<AppDependencies> {
  const knowledgeBase = loadKnowledgeBase();
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const storage = createLabelStorage(config.storage);
  const auth = createAuth({ db: database.db, config, logger, mailer, storage });
  const analysisProvider = createAnalysisProvider(config.analysis, logger);
  const rateLimits = await createRateLimits(database, config.rateLimits);
  const ocr = createLabelOcr(config.labels.ocrWorkers ?? undefined);
  const speech = createSpeechToText(config.speech, {
    knowledgeBase,
    dataDir: config.dataDir,
    searchPath: process.env.PATH ?? "",
    warn: (message, details) => logger.warn(details, message),
  });
  return {
    config,
    database,
    auth,
    logger,
    mailer,
    analysisProvider,
    rateLimits,
    knowledgeBase,
    storage,
    ocr,
    speech,
    sessionMemo: createSessionMemo(),
    plans: createPlanReader(database.db),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in the data directory. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">) {
  return createDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
}
