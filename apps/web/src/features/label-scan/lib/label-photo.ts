/** The longest edge sent to the server: enough for the label's small print, small enough to upload quickly. */
export const MAX_PHOTO_EDGE_PX = 1600;
/** Spec §7/§9: label photos are JPEG at quality 0.8. */
export const PHOTO_JPEG_QUALITY = 0.8;

/** The size a photo is drawn at: its own when it fits, else scaled down to fit the longest edge. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge = MAX_PHOTO_EDGE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encodePhoto(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  if (width === 0 || height === 0) throw new Error("The photo has no pixels");
  const size = fitWithin(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the photo");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded"))),
      "image/jpeg",
      PHOTO_JPEG_QUALITY,
    );
  });
}

/** The camera's current frame as a JPEG. */
export function captureVideoFrame(video: HTMLVideoElement): Promise<Blob> {
  return encodePhoto(video, video.videoWidth, video.videoHeight);
}

/** A photo from the gallery or the desktop, turned upright (EXIF orientation), resized and re-encoded. */
export async function preparePhotoFile(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    return await encodePhoto(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
