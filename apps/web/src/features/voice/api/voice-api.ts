import {
  type SpeechAvailability,
  speechAvailabilitySchema,
  type VoiceTranscription,
  voiceTranscriptionSchema,
} from "@vinestra/contracts";
import type { z } from "zod";
import { readErrorBody } from "@/lib/errors";

export type { SpeechAvailability, VoiceTranscription } from "@vinestra/contracts";

/**
 * Calls a voice route and checks its JSON answer. The recording goes around the typed client as a raw body;
 * a failure becomes the same `ApiError` the rest of the app shows.
 */
async function requestJson<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { ...init, credentials: "same-origin" });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw readErrorBody(body, response.status);
  return schema.parse(body);
}

/** Sends a recording (webm/opus from MediaRecorder) with its own content type. */
export function transcribeRecording(recording: Blob): Promise<VoiceTranscription> {
  return requestJson(
    "/api/voice/transcribe",
    { method: "POST", body: recording, headers: { "Content-Type": recording.type || "audio/webm" } },
    voiceTranscriptionSchema,
  );
}

export function fetchSpeechAvailability(): Promise<SpeechAvailability> {
  return requestJson("/api/voice/availability", { method: "GET" }, speechAvailabilitySchema);
}
