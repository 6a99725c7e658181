import { createAuthClient } from "better-auth/react";

/** better-auth's client for `/api/auth/*` on this origin (the dev server proxies it to the API). */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});

type SessionData = typeof authClient.$Infer.Session;
export type AuthUser = SessionData["user"];
export type AuthSession = SessionData["session"];
