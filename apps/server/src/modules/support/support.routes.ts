import { supportRequestSchema } from "@vinestra/contracts";
import { Hono } from "hono";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { requireUser } from "../../middleware/session.ts";
import { validate } from "../../middleware/validate.ts";
import { submitSupportRequest } from "./support.service.ts";

export function supportRoutes({ database, mailer, logger, config }: AppDependencies) {
  return new Hono<AppEnv>().post("/support", validate("json", supportRequestSchema), async (c) => {
    const user = requireUser(c.get("user"));
    const result = await submitSupportRequest(
      { db: database.db, mailer, logger, supportEmail: config.supportEmail },
      user,
      c.req.valid("json"),
    );
    return c.json(result, 201);
  });
}
