import { account, type Database, profiles, rateLimit, session, user, verification } from "@vinestra/db";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import { passwordResetEmail, verificationEmail } from "../../adapters/mail/templates.ts";
import type { LabelStorage } from "../../adapters/storage/label-storage.ts";
import type { Config } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { CLIENT_ADDRESS_HEADER } from "../../middleware/client-address.ts";

export const MINIMUM_PASSWORD_LENGTH = 6;
const ONE_HOUR_IN_SECONDS = 60 * 60;

/** Per client address, per minute: brute force on passwords gets 429 from the 6th attempt. */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: 60, max: 10 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
};

export type AuthOptions = {
  db: Database;
  config: Pick<
    Config,
    "publicUrl" | "trustedOrigins" | "authSecret" | "mode" | "requireEmailVerification" | "google"
  >;
  logger: Logger;
  mailer: Mailer;
  /** Where the user's label photos are; they go with the account. */
  storage: Pick<LabelStorage, "deletePrefix">;
};

/** better-auth with e-mail and password, database sessions, and a profile row created with each user. */
export function createAuth({ db, config, logger, mailer, storage }: AuthOptions) {
  // The spec signs the user in once the new password is set ("You are now signed in"); better-auth only resets it.
  const resetUserIds = new WeakMap<Request, string>();
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
      requireEmailVerification: config.requireEmailVerification,
      minPasswordLength: MINIMUM_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: ONE_HOUR_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, url }) => {
        await mailer.send(passwordResetEmail(account.email, url));
      },
      onPasswordReset: async ({ user: account }, request) => {
        if (request) resetUserIds.set(request, account.id);
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: account, url }) => {
        await mailer.send(verificationEmail(account.email, url));
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        // The rows go with the user (foreign keys cascade); the photos are files, removed here. A failure is
        // logged, not shown: the account is already gone, and the files are unreachable without it.
        afterDelete: async (deleted) => {
          await storage.deletePrefix(`${deleted.id}/`).catch((error: unknown) => {
            logger.error(
              { err: error, userId: deleted.id },
              "label photos of a deleted account were not removed",
            );
          });
          logger.info({ userId: deleted.id }, "account deleted");
        },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ["google"] },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                prompt: "select_account",
                accessType: "offline",
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/reset-password" || !ctx.request) return;
        const userId = resetUserIds.get(ctx.request);
        if (!userId) return;
        const account = await ctx.context.internalAdapter.findUserById(userId);
        if (!account) return;
        const session = await ctx.context.internalAdapter.createSession(userId);
        await setSessionCookie(ctx, { session, user: account });
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 120,
      customRules: AUTH_RATE_LIMITS,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      // better-auth skips the origin check under a test runner by default; we want tests to see the real rule.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
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
