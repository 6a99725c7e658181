import { foldAccents } from "./text.ts";

/** The storage bucket for label photos and their JPEG quality (spec §3, §9). */
export const LABEL_IMAGE_BUCKET = "wine-labels";
export const LABEL_IMAGE_JPEG_QUALITY = 0.8;
/** Longest wine-name part kept, so the file name stays well under file-system limits. */
export const MAX_LABEL_NAME_LENGTH = 100;

function replaceNonAlphanumerics(text: string): string {
  return foldAccents(text).replace(/[^A-Za-z0-9]/gu, "_");
}

/**
 * The stored label image path (spec §5, §7): "{user_id}/{timestamp}-{name}.jpg" with the wine name's
 * non-alphanumerics replaced by underscores (accents folded first, capped at 100 characters). The user id
 * gets the same treatment so it can never climb out of its folder; the millisecond timestamp keeps names
 * unique.
 */
export function buildLabelImagePath(userId: string, now: Date, wineName: string): string {
  const name = replaceNonAlphanumerics(wineName).slice(0, MAX_LABEL_NAME_LENGTH) || "wine";
  return `${replaceNonAlphanumerics(userId)}/${now.getTime()}-${name}.jpg`;
}
