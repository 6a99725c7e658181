import type { KnowledgeBase } from "@vinestra/analysis";
import type { DatabaseHandle } from "@vinestra/db";
import { Hono } from "hono";
import type { LabelOcr } from "../../adapters/ocr/ocr-reading.ts";
import { assertDecodableLabelImage, assertLabelImage } from "../../adapters/storage/label-image.ts";
import type { LabelStorage } from "../../adapters/storage/label-storage.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { resolveClientAddress } from "../../middleware/client-address.ts";
import type { RateLimits } from "../../middleware/rate-limit.ts";
import { readLabelImage, storeLabelImage } from "./label-images.service.ts";
import { recognizeLabel } from "./label-reading.service.ts";
import { readPhotoUpload } from "./read-photo-upload.ts";

export type LabelRoutesDependencies = {
  database: DatabaseHandle;
  storage: LabelStorage;
  ocr: LabelOcr;
  knowledgeBase: KnowledgeBase;
  rateLimits: RateLimits;
  config: { trustProxy: boolean; maxLabelBytes: number };
};

/** Key segments as buildLabelImagePath writes them. */
const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

/**
 * Label photos: storing one for a signed-in collector (spec §7 Storage), serving it back to its owner, and
 * reading a photo into a wine name and vintage (the spec's analyze-wine-image), also for visitors.
 */
export function labelRoutes({
  database,
  storage,
  ocr,
  knowledgeBase,
  rateLimits,
  config,
}: LabelRoutesDependencies) {
  const db = database.db;
  return new Hono<AppEnv>()
    .post("/labels", async (c) => {
      const user = c.get("user");
      if (!user) throw new AppError("unauthorized", "Sign in required");
      const upload = await readPhotoUpload(c, config.maxLabelBytes);
      const wineName = upload.fields.wineName ?? c.req.query("wineName") ?? "label";
      const stored = await storeLabelImage(
        { db, storage },
        user.id,
        upload.bytes,
        wineName,
        new Date(),
        config.maxLabelBytes,
      );
      return c.json(stored, 201);
    })
    .post("/labels/read", async (c) => {
      const user = c.get("user");
      await rateLimits.search(
        user ? `user:${user.id}` : `client:${resolveClientAddress(c, config.trustProxy)}`,
      );
      const upload = await readPhotoUpload(c, config.maxLabelBytes);
      await assertDecodableLabelImage(upload.bytes, assertLabelImage(upload.bytes, config.maxLabelBytes));
      return c.json(await recognizeLabel({ ocr, knowledgeBase }, upload.bytes, new Date()));
    })
    .get("/labels/:userId/:file", async (c) => {
      const user = c.get("user");
      const { userId, file } = c.req.param();
      const notFound = new AppError("not_found", "No such label image.");
      if (!user || !KEY_SEGMENT.test(userId) || !KEY_SEGMENT.test(file)) throw notFound;
      const image = await readLabelImage({ db, storage }, user.id, `${userId}/${file}`);
      if (!image) throw notFound;
      return c.body(new Uint8Array(image.bytes), 200, {
        "Content-Type": image.contentType,
        "Cache-Control": "private, max-age=86400, immutable",
      });
    });
}
