import { updateProfileRequestSchema } from "@vinestra/contracts";
import { Hono } from "hono";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { requireUser } from "../../middleware/session.ts";
import { validate } from "../../middleware/validate.ts";
import { getMe, updateProfile } from "./account.service.ts";

export function accountRoutes({ database }: AppDependencies) {
  return new Hono<AppEnv>()
    .get("/me", async (c) => c.json(await getMe(database.db, requireUser(c.get("user")))))
    .patch("/profile", validate("json", updateProfileRequestSchema), async (c) => {
      const profile = await updateProfile(database.db, requireUser(c.get("user")), c.req.valid("json"));
      return c.json({ profile });
    });
}
