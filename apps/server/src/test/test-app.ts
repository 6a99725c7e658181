import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@vinestra/db";
import { createApp } from "../app.ts";
import type { Config } from "../env.ts";
import { createLogger } from "../logger.ts";
import { createAuth } from "../modules/auth/auth.ts";
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
    ...overrides,
  };
  const logger = createLogger("silent");
  const auth = createAuth({ db: database.db, config, logger });
  const app = createApp({ config, database, auth, logger });

  async function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("Origin", TEST_ORIGIN);
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

  return { app, database, db: database.db, request, signUp, close: () => database.close() };
}

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
