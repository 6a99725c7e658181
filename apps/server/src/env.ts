import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RATE_LIMITS } from "@vinestra/domain";
import { z } from "zod";
import type { SpeechSettings } from "./adapters/speech/create-speech-to-text.ts";
import type { StorageSettings } from "./adapters/storage/create-label-storage.ts";

const MEGABYTE = 1024 * 1024;

/**
 * The server's configuration, read once from the environment and validated here; nothing else reads process.env.
 * Each setting is documented in the README's configuration table.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Vinestra <no-reply@localhost>"),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  REQUIRE_EMAIL_VERIFICATION: z.enum(["true", "false"]).default("false"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
  ANALYSIS_PROVIDER: z.enum(["embedded", "openai"]).default("embedded"),
  ANALYSIS_OPENAI_BASE_URL: z.url().optional(),
  ANALYSIS_OPENAI_API_KEY: z.string().min(1).optional(),
  ANALYSIS_OPENAI_MODEL: z.string().min(1).optional(),
  RATE_LIMIT_ANALYSIS_PER_HOUR: z.coerce.number().int().min(1).default(RATE_LIMITS.analysisPerHour),
  RATE_LIMIT_ANALYSIS_PER_DAY: z.coerce.number().int().min(1).default(RATE_LIMITS.analysisPerDay),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(RATE_LIMITS.searchRequestsPerMinute),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().optional(),
  MAX_LABEL_MB: z.coerce.number().min(1).max(50).default(10),
  OCR_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  SPEECH_PROVIDER: z.enum(["local", "openai"]).default("local"),
  SPEECH_OPENAI_BASE_URL: z.url().optional(),
  SPEECH_OPENAI_API_KEY: z.string().min(1).optional(),
  SPEECH_OPENAI_MODEL: z.string().min(1).default("whisper-1"),
  MAX_AUDIO_MB: z.coerce.number().min(1).max(50).default(10),
});

export type Config = {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  supportEmail: string | null;
  webDistDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** New accounts must confirm their e-mail before they get a session. */
  requireEmailVerification: boolean;
  /** Google sign-in (OpenID Connect), when both client id and secret are set. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  /** Per-user (or per-client) request limits; the spec's numbers unless an operator changes them. */
  rateLimits: { analysisPerHour: number; analysisPerDay: number; searchRequestsPerMinute: number };
  /** The embedded engine, or an OpenAI-compatible chat endpoint with the embedded engine as fallback. */
  analysis:
    | { provider: "embedded" }
    | { provider: "openai"; baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  /** Where label photos are kept: a folder of the data directory, or an S3-compatible bucket. */
  storage: StorageSettings;
  /** Label photos: the largest accepted upload, and how many OCR workers run side by side (default: by CPUs). */
  labels: { maxBytes: number; ocrWorkers: number | null };
  /** Speech input: local pocketsphinx + ffmpeg, or an OpenAI-compatible transcription endpoint. */
  speech: SpeechSettings & { maxBytes: number };
};

export class ConfigError extends Error {}

/** Reads and checks the configuration; throws ConfigError naming every missing or invalid setting. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither).",
    );
  }
  if (env.ANALYSIS_PROVIDER === "openai") {
    const missing = (
      ["ANALYSIS_OPENAI_BASE_URL", "ANALYSIS_OPENAI_API_KEY", "ANALYSIS_OPENAI_MODEL"] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`ANALYSIS_PROVIDER=openai needs ${missing.join(", ")}.`);
    }
  }
  if (env.STORAGE_DRIVER === "s3") {
    const missing = (
      ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) throw new ConfigError(`STORAGE_DRIVER=s3 needs ${missing.join(", ")}.`);
  }
  if (env.SPEECH_PROVIDER === "openai") {
    const missing = (["SPEECH_OPENAI_BASE_URL", "SPEECH_OPENAI_API_KEY"] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) throw new ConfigError(`SPEECH_PROVIDER=openai needs ${missing.join(", ")}.`);
  }
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new ConfigError(
      "Missing required setting AUTH_SECRET (at least 32 random characters; e.g. `openssl rand -hex 32`). It is required when NODE_ENV=production.",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    trustedOrigins: trustedOriginsFor(publicUrl),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? readOrCreateDevelopmentSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY === "true",
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION === "true",
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : null,
    rateLimits: {
      analysisPerHour: env.RATE_LIMIT_ANALYSIS_PER_HOUR,
      analysisPerDay: env.RATE_LIMIT_ANALYSIS_PER_DAY,
      searchRequestsPerMinute: env.RATE_LIMIT_SEARCH_PER_MINUTE,
    },
    analysis:
      env.ANALYSIS_PROVIDER === "openai" &&
      env.ANALYSIS_OPENAI_BASE_URL &&
      env.ANALYSIS_OPENAI_API_KEY &&
      env.ANALYSIS_OPENAI_MODEL
        ? {
            provider: "openai",
            baseUrl: env.ANALYSIS_OPENAI_BASE_URL,
            apiKey: env.ANALYSIS_OPENAI_API_KEY,
            model: env.ANALYSIS_OPENAI_MODEL,
            timeoutMs: env.ANALYSIS_TIMEOUT_MS,
          }
        : { provider: "embedded" },
    storage:
      env.STORAGE_DRIVER === "s3" &&
      env.S3_ENDPOINT &&
      env.S3_BUCKET &&
      env.S3_ACCESS_KEY_ID &&
      env.S3_SECRET_ACCESS_KEY
        ? {
            driver: "s3",
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
          }
        : { driver: "disk", dataDir },
    labels: { maxBytes: Math.round(env.MAX_LABEL_MB * MEGABYTE), ocrWorkers: env.OCR_WORKERS ?? null },
    speech: {
      ...(env.SPEECH_PROVIDER === "openai" && env.SPEECH_OPENAI_BASE_URL && env.SPEECH_OPENAI_API_KEY
        ? {
            provider: "openai" as const,
            baseUrl: env.SPEECH_OPENAI_BASE_URL,
            apiKey: env.SPEECH_OPENAI_API_KEY,
            model: env.SPEECH_OPENAI_MODEL,
            timeoutMs: env.ANALYSIS_TIMEOUT_MS,
          }
        : { provider: "local" as const }),
      maxBytes: Math.round(env.MAX_AUDIO_MB * MEGABYTE),
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}

/** The public origin, plus its localhost/127.0.0.1 twin when the app runs locally. */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  const localNames = ["localhost", "127.0.0.1"];
  if (localNames.includes(url.hostname)) {
    for (const name of localNames) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}

/** Outside production a secret is generated once and kept in the data directory, so sessions survive restarts. */
function readOrCreateDevelopmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
