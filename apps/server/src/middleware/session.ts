import { createMiddleware } from "hono/factory";
import { AppError } from "../errors.ts";
import type { Auth, SessionUser } from "../modules/auth/auth.ts";

export type SessionVariables = { user: SessionUser | null };

/** Reads the better-auth session cookie once per request. */
export function loadSession(auth: Auth) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result?.user ?? null);
    await next();
  });
}

/** The signed-in user, or a 401 with the spec's wording. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError("unauthorized", "Authentication required");
  return user;
}
