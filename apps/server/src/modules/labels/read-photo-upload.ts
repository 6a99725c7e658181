import type { Context } from "hono";
import { AppError } from "../../errors.ts";

/** Form fields a photo may come in: the web app sends "photo"; "image" and "file" are common elsewhere. */
const PHOTO_FIELDS = ["photo", "image", "file"];

export type PhotoUpload = { bytes: Buffer; fields: Record<string, string> };

/**
 * The photo of a request, sent either as multipart form data (with its other text fields) or as the raw
 * body. The size is checked before the whole body is read when the client announces it.
 */
export async function readPhotoUpload(c: Context, maxBytes: number): Promise<PhotoUpload> {
  const announced = Number(c.req.header("content-length") ?? "0");
  if (announced > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
  const contentType = (c.req.header("content-type") ?? "").toLowerCase();
  if (contentType.startsWith("multipart/form-data")) {
    const form = await c.req.formData().catch(() => {
      throw new AppError("bad_request", "The upload could not be read.");
    });
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") fields[name] = value;
      else if (!file && PHOTO_FIELDS.includes(name)) file = value;
    }
    if (!file) throw new AppError("bad_request", "No photo was sent.");
    if (file.size > maxBytes) throw tooLarge(maxBytes);
    return { bytes: Buffer.from(await file.arrayBuffer()), fields };
  }
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  return { bytes, fields: {} };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    "payload_too_large",
    `The photo is too large (at most ${Math.floor(maxBytes / (1024 * 1024))} MB).`,
  );
}
