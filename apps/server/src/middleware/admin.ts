import type { Database } from "@vinestra/db";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";
import { isAdmin } from "../modules/account/account.service.ts";
import { requireUser } from "./session.ts";

/** Admin-only routes are refused on the server whatever the client shows: 401 signed out, 403 for others. */
export function requireAdmin(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = requireUser(c.get("user"));
    if (!(await isAdmin(db, user.id))) throw new AppError("forbidden", "Administrators only.");
    await next();
  });
}
