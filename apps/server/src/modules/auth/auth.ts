import { account, type Database, profiles, rateLimit, session, user, verification } from "@vinestra/db";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../../env.ts";
import type { Logger } from "../../logger.ts";

export const MINIMUM_PASSWORD_LENGTH = 6;

export type AuthOptions = {
  db: Database;
  config: Pick<Config, "publicUrl" | "trustedOrigins" | "authSecret" | "mode">;
  logger: Logger;
};

/** better-auth with e-mail and password, database sessions, and a profile row created with each user. */
export function createAuth({ db, config, logger }: AuthOptions) {
  return betterAuth({
    appName: "Vinestra",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MINIMUM_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      // better-auth skips the origin check under a test runner by default; we want tests to see the real rule.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ user_id: created.id, display_name: created.name.trim() || null })
              .onConflictDoNothing();
            logger.info({ userId: created.id }, "account created");
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
