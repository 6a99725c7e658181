import {
  addBottlesRequestSchema,
  addCellarWineRequestSchema,
  createReminderRequestSchema,
  deleteCellarWinesRequestSchema,
  duplicateQuerySchema,
  mergeCellarWinesRequestSchema,
  refreshCellarWineRequestSchema,
  removeBottlesRequestSchema,
  tastingNotesRequestSchema,
  updateCellarWineRequestSchema,
  wineIdParamSchema,
} from "@vinestra/contracts";
import { cellarLimit } from "@vinestra/domain";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { requireUser } from "../../middleware/session.ts";
import { validate } from "../../middleware/validate.ts";
import {
  addBottles,
  addCellarWine,
  deleteCellarWines,
  findDuplicateCandidates,
  getCellarWine,
  listCellarWines,
  mergeCellarWines,
  refreshCellarWine,
  removeBottles,
  updateCellarWine,
} from "./cellar.service.ts";
import { exportCellar } from "./cellar-export.service.ts";
import { type CellarReadCache, createCellarReadCache } from "./cellar-read-cache.ts";
import { getCellarStats } from "./cellar-stats.service.ts";
import { createReminder, listReminders } from "./reminders.service.ts";
import { getTastingNotes, saveTastingNotes } from "./tasting-notes.service.ts";

const exportQuerySchema = z.object({
  locale: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .default("en-US"),
  timeZone: z.string().max(64).default("UTC"),
});

/** Any change to a user's cellar drops their cached list and figures. */
function invalidateAfterChanges(cache: CellarReadCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const user = c.get("user");
    if (user && c.req.method !== "GET") cache.invalidate(user.id);
  });
}

/** The personal cellar. Every query is scoped by the session's user; another user's wine is a 404. */
export function cellarRoutes({ database, plans }: AppDependencies) {
  const db = database.db;
  const cache = createCellarReadCache(database.driver === "pglite");
  const planOf = (userId: string) => plans.planOf(userId, new Date());

  return new Hono<AppEnv>()
    .use("/cellar/*", invalidateAfterChanges(cache))
    .use("/cellar", invalidateAfterChanges(cache))
    .get("/cellar", async (c) => {
      const user = requireUser(c.get("user"));
      const plan = await planOf(user.id);
      const limit = cellarLimit(plan);
      return c.json(await cache.read(user.id, `list:${limit}`, () => listCellarWines(db, user.id, plan)));
    })
    .get("/cellar/stats", async (c) => {
      const user = requireUser(c.get("user"));
      const plan = await planOf(user.id);
      const now = new Date();
      const part = `stats:${cellarLimit(plan)}:${now.toISOString().slice(0, 10)}`;
      return c.json(await cache.read(user.id, part, () => getCellarStats(db, user.id, plan, now)));
    })
    .get("/cellar/duplicates", validate("query", duplicateQuerySchema), async (c) => {
      const user = requireUser(c.get("user"));
      const query = c.req.valid("query");
      const wines = await findDuplicateCandidates(db, user.id, {
        wine_name: query.wine_name,
        vintage: query.vintage ?? null,
        producer: query.producer ?? null,
        variety: query.variety ?? null,
      });
      return c.json({ wines });
    })
    .get("/cellar/export", validate("query", exportQuerySchema), async (c) => {
      const user = requireUser(c.get("user"));
      const file = await exportCellar(db, user.id, await planOf(user.id), new Date(), c.req.valid("query"));
      return c.body(new Uint8Array(file.bytes), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "X-Exported-Wines": String(file.wineCount),
      });
    })
    .post("/cellar", validate("json", addCellarWineRequestSchema), async (c) => {
      const user = requireUser(c.get("user"));
      const result = await addCellarWine(db, user.id, c.req.valid("json"));
      return c.json(result, result.action === "insert" ? 201 : 200);
    })
    .post("/cellar/delete", validate("json", deleteCellarWinesRequestSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json({ deleted: await deleteCellarWines(db, user.id, c.req.valid("json").ids) });
    })
    .post("/cellar/merge", validate("json", mergeCellarWinesRequestSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json(await mergeCellarWines(db, user.id, c.req.valid("json").ids));
    })
    .get("/cellar/:id", validate("param", wineIdParamSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json({ wine: await getCellarWine(db, user.id, c.req.valid("param").id) });
    })
    .patch(
      "/cellar/:id",
      validate("param", wineIdParamSchema),
      validate("json", updateCellarWineRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        return c.json(await updateCellarWine(db, user.id, c.req.valid("param").id, c.req.valid("json")));
      },
    )
    .delete("/cellar/:id", validate("param", wineIdParamSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json({ deleted: await deleteCellarWines(db, user.id, [c.req.valid("param").id]) });
    })
    .put(
      "/cellar/:id/analysis",
      validate("param", wineIdParamSchema),
      validate("json", refreshCellarWineRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        return c.json(
          await refreshCellarWine(db, user.id, c.req.valid("param").id, c.req.valid("json").fields),
        );
      },
    )
    .post(
      "/cellar/:id/bottles",
      validate("param", wineIdParamSchema),
      validate("json", addBottlesRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        const { count, label_image_url } = c.req.valid("json");
        return c.json(await addBottles(db, user.id, c.req.valid("param").id, count, label_image_url));
      },
    )
    .post(
      "/cellar/:id/remove",
      validate("param", wineIdParamSchema),
      validate("json", removeBottlesRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        return c.json(await removeBottles(db, user.id, c.req.valid("param").id, c.req.valid("json").count));
      },
    )
    .get("/cellar/:id/notes", validate("param", wineIdParamSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json({ notes: await getTastingNotes(db, user.id, c.req.valid("param").id) });
    })
    .put(
      "/cellar/:id/notes",
      validate("param", wineIdParamSchema),
      validate("json", tastingNotesRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        return c.json({
          notes: await saveTastingNotes(db, user.id, c.req.valid("param").id, c.req.valid("json")),
        });
      },
    )
    .get("/cellar/:id/reminders", validate("param", wineIdParamSchema), async (c) => {
      const user = requireUser(c.get("user"));
      return c.json({ reminders: await listReminders(db, user.id, c.req.valid("param").id) });
    })
    .post(
      "/cellar/:id/reminders",
      validate("param", wineIdParamSchema),
      validate("json", createReminderRequestSchema),
      async (c) => {
        const user = requireUser(c.get("user"));
        const result = await createReminder(
          db,
          user.id,
          c.req.valid("param").id,
          c.req.valid("json"),
          new Date(),
        );
        return c.json(result, 201);
      },
    );
}
