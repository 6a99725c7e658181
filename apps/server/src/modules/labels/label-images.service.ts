import type { StoredLabelImage } from "@vinestra/contracts";
import { type Database, labelImages } from "@vinestra/db";
import { buildLabelImagePath } from "@vinestra/domain";
import { and, eq } from "drizzle-orm";
import { assertLabelImage, encodeLabelJpeg } from "../../adapters/storage/label-image.ts";
import { type LabelStorage, StorageKeyTakenError } from "../../adapters/storage/label-storage.ts";

type Dependencies = { db: Database; storage: LabelStorage };

/** The app's URL of a stored label photo; it is served through the app, to its owner. */
export function labelImageUrl(key: string): string {
  return `/api/labels/${key}`;
}

/**
 * Stores a label photo under the spec's `{user_id}/{timestamp}-{name}.jpg` key: checked (size, sniffed type),
 * turned upright, re-encoded as JPEG, never overwriting (a key taken in the same millisecond moves on by one).
 */
export async function storeLabelImage(
  { db, storage }: Dependencies,
  userId: string,
  photo: Buffer,
  wineName: string,
  now: Date,
  maxBytes: number,
): Promise<StoredLabelImage> {
  const type = assertLabelImage(photo, maxBytes);
  const jpeg = await encodeLabelJpeg(photo, type);
  for (let attempt = 0; ; attempt += 1) {
    const key = buildLabelImagePath(userId, new Date(now.getTime() + attempt), wineName);
    try {
      await storage.put(key, jpeg, "image/jpeg");
      await db.insert(labelImages).values({
        user_id: userId,
        storage_key: key,
        content_type: "image/jpeg",
        size_bytes: jpeg.byteLength,
      });
      return {
        key,
        labelImageUrl: labelImageUrl(key),
        contentType: "image/jpeg",
        sizeBytes: jpeg.byteLength,
      };
    } catch (error) {
      if (!(error instanceof StorageKeyTakenError) || attempt >= 5) throw error;
    }
  }
}

/** A stored photo for its owner; null for anyone else or for a key that does not exist (the route's 404). */
export async function readLabelImage(
  { db, storage }: Dependencies,
  requesterId: string,
  key: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ id: labelImages.id })
    .from(labelImages)
    .where(and(eq(labelImages.storage_key, key), eq(labelImages.user_id, requesterId)));
  if (!row) return null;
  return storage.get(key);
}
