import type { AnalysisProvider, KnowledgeBase } from "@vinestra/analysis";
import type { DatabaseHandle } from "@vinestra/db";
import type { Mailer } from "./adapters/mail/mailer.ts";
import type { LabelOcr } from "./adapters/ocr/ocr-reading.ts";
import type { SpeechToText } from "./adapters/speech/speech-to-text.ts";
import type { LabelStorage } from "./adapters/storage/label-storage.ts";
import type { Config } from "./env.ts";
import type { Logger } from "./logger.ts";
import type { RateLimits } from "./middleware/rate-limit.ts";
import type { SessionMemo, SessionVariables } from "./middleware/session.ts";
import type { Auth } from "./modules/auth/auth.ts";
import type { PlanReader } from "./modules/subscription/subscription.service.ts";

/** What route factories are given: built once at start-up. */
export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  analysisProvider: AnalysisProvider;
  rateLimits: RateLimits;
  knowledgeBase: KnowledgeBase;
  storage: LabelStorage;
  ocr: LabelOcr;
  speech: SpeechToText;
  sessionMemo: SessionMemo;
  plans: PlanReader;
};

export type AppEnv = { Variables: SessionVariables };
