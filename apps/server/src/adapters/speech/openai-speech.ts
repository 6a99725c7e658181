import { AppError } from "../../errors.ts";
import { baseMimeType, type SpeechAvailability, type SpeechToText } from "./speech-to-text.ts";

export type OpenAiSpeechOptions = {
  /** e.g. https://api.openai.com/v1, or any server speaking the same /audio/transcriptions protocol. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  log?: (message: string, details: Record<string, unknown>) => void;
  fetch?: typeof fetch;
};

const FILE_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/opus": "ogg",
  "audio/wav": "wav",
  "audio/wave": "wav",
  "audio/x-wav": "wav",
  "audio/mp4": "mp4",
  "audio/m4a": "m4a",
  "audio/x-m4a": "m4a",
  "audio/mpeg": "mp3",
};

/** Spelling hints for the transcriber: wine names are foreign words to a general speech model. */
const PROMPT = "A wine name and vintage, e.g. Château Margaux 2015, Barolo Cannubi 2016, Dom Pérignon 2012.";

/**
 * Any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, a self-hosted Whisper server …): the
 * recording is posted as multipart form data and the JSON answer's `text` returned.
 */
export function createOpenAiSpeechToText(options: OpenAiSpeechOptions): SpeechToText {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`;
  return {
    provider: "openai",
    async availability(): Promise<SpeechAvailability> {
      return { provider: "openai", isAvailable: true, missing: [], message: null };
    },
    async transcribe(audio, mimeType) {
      const type = baseMimeType(mimeType) || "audio/webm";
      const form = new FormData();
      form.set(
        "file",
        new Blob([new Uint8Array(audio)], { type }),
        `recording.${FILE_EXTENSIONS[type] ?? "webm"}`,
      );
      form.set("model", options.model);
      form.set("response_format", "json");
      form.set("prompt", PROMPT);
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        options.log?.("speech provider unreachable", { error: String(error) });
        throw new AppError("unavailable", "Failed to process voice input");
      }
      if (!response.ok) {
        options.log?.("speech provider refused the recording", {
          status: response.status,
          body: (await response.text().catch(() => "")).slice(0, 300),
        });
        throw new AppError("unavailable", "Failed to process voice input");
      }
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== "string") {
        options.log?.("speech provider answered without text", {});
        throw new AppError("unavailable", "Failed to process voice input");
      }
      return { text: body.text.trim() };
    },
  };
}
