import { createMiddleware } from "hono/factory";
import { AppError } from "../errors.ts";
import type { Auth, SessionUser } from "../modules/auth/auth.ts";

export type SessionVariables = { user: SessionUser | null };

/** How long a looked-up session is reused: bounds how late another instance's sign-out is seen here. */
const SESSION_MEMO_MS = 10_000;
const MAX_MEMOIZED_SESSIONS = 5_000;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * Recently looked-up sessions by their cookie, so a burst of API calls does not look the same session up each
 * time. Every change through the auth routes (sign-out, revocation, password change, deletion) clears it, so in
 * this process a change is seen at once; other instances see it within SESSION_MEMO_MS.
 */
export type SessionMemo = {
  read(
    cookieHeader: string | undefined,
    load: () => Promise<SessionUser | null>,
  ): Promise<SessionUser | null>;
  clear(): void;
};

export function createSessionMemo(now: () => number = Date.now): SessionMemo {
  const entries = new Map<string, { user: Promise<SessionUser | null>; until: number }>();
  return {
    read(cookieHeader, load) {
      const token = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
      if (!token) return Promise.resolve(null);
      const entry = entries.get(token);
      if (entry && entry.until > now()) return entry.user;
      const user = load();
      entries.set(token, { user, until: now() + SESSION_MEMO_MS });
      if (entries.size > MAX_MEMOIZED_SESSIONS) entries.delete(entries.keys().next().value as string);
      user.catch(() => entries.delete(token));
      return user;
    },
    clear() {
      entries.clear();
    },
  };
}

/** Reads the better-auth session cookie once per request. */
export function loadSession(auth: Auth, memo: SessionMemo) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const user = await memo.read(c.req.header("cookie"), async () => {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      return result?.user ?? null;
    });
    c.set("user", user);
    await next();
  });
}

/** The signed-in user, or a 401 with the spec's wording. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError("unauthorized", "Authentication required");
  return user;
}
