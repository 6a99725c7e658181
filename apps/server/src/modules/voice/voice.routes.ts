import { Hono } from "hono";
import type { SpeechToText } from "../../adapters/speech/speech-to-text.ts";
import type { AppEnv } from "../../context.ts";
import { resolveClientAddress } from "../../middleware/client-address.ts";
import type { RateLimits } from "../../middleware/rate-limit.ts";
import { readAudioUpload } from "./read-audio-upload.ts";
import { transcribeWineName } from "./voice.service.ts";

export type VoiceRoutesDependencies = {
  speech: SpeechToText;
  rateLimits: RateLimits;
  config: { trustProxy: boolean; maxAudioBytes: number };
};

/** Speech → wine name and vintage, for anyone who may analyse a wine; and whether speech input works here. */
export function voiceRoutes({ speech, rateLimits, config }: VoiceRoutesDependencies) {
  return new Hono<AppEnv>()
    .post("/voice/transcribe", async (c) => {
      const user = c.get("user");
      await rateLimits.search(
        user ? `user:${user.id}` : `client:${resolveClientAddress(c, config.trustProxy)}`,
      );
      const { bytes, mimeType } = await readAudioUpload(c, config.maxAudioBytes);
      return c.json(await transcribeWineName(speech, bytes, mimeType));
    })
    .get("/voice/availability", async (c) => c.json(await speech.availability()));
}
