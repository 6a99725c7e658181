import { LABEL_IMAGE_JPEG_QUALITY } from "@vinestra/domain";
import sharp from "sharp";
import { AppError } from "../../errors.ts";

export type LabelImageType = "jpeg" | "png" | "webp" | "heif";

/** The longest edge kept: enough to read the smallest label text, small enough to store and serve. */
export const LABEL_IMAGE_MAX_EDGE = 2000;
/** Decoding stops beyond this many pixels, so a tiny file cannot expand into gigabytes (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

/** The image type told by the file's first bytes, never by its name or the client's Content-Type. */
export function sniffImageType(bytes: Uint8Array): LabelImageType | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heif";
  return null;
}

/** Refuses what is too large or not a photo; answers the sniffed type. */
export function assertLabelImage(bytes: Uint8Array, maxBytes: number): LabelImageType {
  if (bytes.byteLength > maxBytes) {
    const megabytes = Math.floor(maxBytes / (1024 * 1024));
    throw new AppError("payload_too_large", `The photo is too large (at most ${megabytes} MB).`);
  }
  if (bytes.byteLength === 0) throw new AppError("bad_request", "No photo was sent.");
  const type = sniffImageType(bytes);
  if (type === null) throw new AppError("bad_request", "The file is not a photo (JPEG, PNG, WebP or HEIC).");
  return type;
}

/** A sharp pipeline on an uploaded photo, turned the way the camera held it. */
export function openLabelImage(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
}

/**
 * The stored form of a label photo: JPEG at the spec's quality 0.8, EXIF orientation applied (and the EXIF
 * dropped with the camera's location), longest edge at most 2000 px.
 */
export async function encodeLabelJpeg(bytes: Uint8Array, type: LabelImageType): Promise<Buffer> {
  try {
    return await openLabelImage(bytes)
      .resize({
        width: LABEL_IMAGE_MAX_EDGE,
        height: LABEL_IMAGE_MAX_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: Math.round(LABEL_IMAGE_JPEG_QUALITY * 100), mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw unreadablePhoto(type, error);
  }
}

/** Why a photo that looked like an image could not be decoded, in words the person can act on. */
export function unreadablePhoto(type: LabelImageType, cause: unknown): AppError {
  const error =
    type === "heif"
      ? new AppError("bad_request", "HEIC photos cannot be read on this server. Please send a JPEG.")
      : new AppError("bad_request", "The photo could not be read. Please try another one.");
  error.cause = cause;
  return error;
}

/** Fails with the person's words when a photo that looked like an image cannot be decoded. */
export async function assertDecodableLabelImage(bytes: Uint8Array, type: LabelImageType): Promise<void> {
  try {
    await openLabelImage(bytes).resize({ width: 16, height: 16, fit: "inside" }).raw().toBuffer();
  } catch (error) {
    throw unreadablePhoto(type, error);
  }
}
