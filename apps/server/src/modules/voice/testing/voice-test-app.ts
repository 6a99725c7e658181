import { Hono } from "hono";
import type { SpeechToText } from "../../../adapters/speech/speech-to-text.ts";
import type { AppEnv } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { CLIENT_ADDRESS_HEADER } from "../../../middleware/client-address.ts";
import type { RateLimits } from "../../../middleware/rate-limit.ts";
import { voiceRoutes } from "../voice.routes.ts";

/** The voice routes alone, with the speech adapter a test chooses and the app's error rendering. */
export function createVoiceTestApp(
  speech: SpeechToText,
  rateLimits: RateLimits,
  maxAudioBytes = 2 * 1024 * 1024,
) {
  const app = new Hono<AppEnv>()
    .basePath("/api")
    .use(async (c, next) => {
      c.set("user", null);
      await next();
    })
    .route("/", voiceRoutes({ speech, rateLimits, config: { trustProxy: false, maxAudioBytes } }));
  app.onError((error, c) => {
    if (error instanceof AppError)
      return c.json({ error: { code: error.code, message: error.message } }, error.status);
    throw error;
  });
  return (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set(
      CLIENT_ADDRESS_HEADER,
      `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    );
    return app.request(pathname, { ...init, headers });
  };
}
