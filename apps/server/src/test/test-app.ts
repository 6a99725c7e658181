import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@vinestra/db";
import { RATE_LIMITS } from "@vinestra/domain";
import { createApp } from "../app.ts";
import type { Config } from "../env.ts";
import { createLogger } from "../logger.ts";
import { CLIENT_ADDRESS_HEADER } from "../middleware/client-address.ts";
import { createServices } from "../server.ts";
import { openTestDatabase, type TestDatabaseKind } from "./databases.ts";

export const TEST_ORIGIN = "http://localhost:3000";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh migrated database, driven through `app.request()`. */
export async function createTestApp(kind: TestDatabaseKind, overrides: Partial<Config> = {}) {
  const database: DatabaseHandle = await openTestDatabase(kind);
  const config: Config = {
    mode: "test",
    port: 3000,
    host: "127.0.0.1",
    publicUrl: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN, "http://127.0.0.1:3000"],
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    authSecret: "test-secret-test-secret-test-secret-0123",
    logLevel: "silent",
    supportEmail: null,
    webDistDir: "/nonexistent",
    smtpUrl: null,
    mailFrom: "Vinestra <no-reply@vinestra.test>",
    trustProxy: false,
    requireEmailVerification: false,
    google: null,
    analysis: { provider: "embedded" },
    rateLimits: { ...RATE_LIMITS },
    storage: { driver: "disk", dataDir: "/nonexistent" },
    labels: { maxBytes: 10 * 1024 * 1024, ocrWorkers: 1 },
    speech: { provider: "local", maxBytes: 10 * 1024 * 1024 },
    ...overrides,
  };
  const logger = createLogger("silent");
  const dependencies = await createServices(config, database, logger);
  const app = createApp(dependencies);

  /** Each call comes from its own client address unless `clientAddress` says otherwise (rate limits are per address). */
  async function request(
    path: string,
    init: RequestInit & { cookie?: string; json?: unknown; clientAddress?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set("Origin", TEST_ORIGIN);
    headers.set(CLIENT_ADDRESS_HEADER, init.clientAddress ?? randomAddress());
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  }

  /** Signs up a new user with a unique e-mail and returns its session cookie. */
  async function signUp(name = "Test Collector", email = `collector-${randomUUID()}@example.com`) {
    const password = "correct-horse-battery";
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password, name },
    });
    if (response.status !== 200)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return { email, password, userId: body.user.id, cookie: sessionCookie(response) };
  }

  return {
    app,
    dependencies,
    database,
    db: database.db,
    request,
    signUp,
    close: async () => {
      await dependencies.ocr.close();
      await database.close();
    },
  };
}

function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
