import type { Context } from "hono";
import { baseMimeType, isAcceptedAudioType } from "../../adapters/speech/speech-to-text.ts";
import { AppError } from "../../errors.ts";

export type AudioUpload = { bytes: Buffer; mimeType: string };

const NOT_AUDIO = "Send the recording as audio (webm/opus, ogg, mp4 or wav).";

/**
 * The recording of a request: the raw body with an audio Content-Type, a multipart "audio" file, or the
 * spec's JSON `{ audio: <base64>, mimeType? }`.
 */
export async function readAudioUpload(c: Context, maxBytes: number): Promise<AudioUpload> {
  const tooLarge = new AppError(
    "payload_too_large",
    `The recording is too large (at most ${Math.floor(maxBytes / (1024 * 1024))} MB).`,
  );
  if (Number(c.req.header("content-length") ?? "0") > maxBytes * 1.4 + 64 * 1024) throw tooLarge;
  const contentType = baseMimeType(c.req.header("content-type"));
  let upload: AudioUpload;
  if (contentType === "multipart/form-data") {
    const form = await c.req.formData().catch(() => {
      throw new AppError("bad_request", NOT_AUDIO);
    });
    const file = form.get("audio") ?? form.get("file");
    if (!(file instanceof File)) throw new AppError("bad_request", NOT_AUDIO);
    upload = { bytes: Buffer.from(await file.arrayBuffer()), mimeType: baseMimeType(file.type) };
  } else if (contentType === "application/json") {
    const body = (await c.req.json().catch(() => null)) as { audio?: unknown; mimeType?: unknown } | null;
    if (typeof body?.audio !== "string") throw new AppError("bad_request", NOT_AUDIO);
    const mimeType = typeof body.mimeType === "string" ? baseMimeType(body.mimeType) : "audio/webm";
    upload = { bytes: Buffer.from(body.audio.replace(/^data:[^,]*,/, ""), "base64"), mimeType };
  } else {
    upload = { bytes: Buffer.from(await c.req.arrayBuffer()), mimeType: contentType };
  }
  if (upload.bytes.byteLength > maxBytes) throw tooLarge;
  if (upload.bytes.byteLength === 0) throw new AppError("bad_request", "No speech detected");
  if (!isAcceptedAudioType(upload.mimeType)) throw new AppError("bad_request", NOT_AUDIO);
  return upload;
}
