import type { SpeechAvailability } from "@vinestra/contracts";

export type Transcription = { text: string };

export type { SpeechAvailability } from "@vinestra/contracts";

export type SpeechProviderName = SpeechAvailability["provider"];

/** Speech → text. Audio is what a browser records (webm/opus, ogg, mp4, wav). */
export type SpeechToText = {
  readonly provider: SpeechProviderName;
  transcribe(audio: Buffer, mimeType: string): Promise<Transcription>;
  availability(): Promise<SpeechAvailability>;
  /** Does the slow one-off work now (the local grammar: seconds to a minute) instead of on the first recording. */
  prepare?(): Promise<void>;
};

/** The audio types accepted from browsers and apps, by their base MIME type. */
export const ACCEPTED_AUDIO_TYPES = [
  "audio/webm",
  "audio/ogg",
  "audio/opus",
  "audio/wav",
  "audio/wave",
  "audio/x-wav",
  "audio/mp4",
  "audio/m4a",
  "audio/x-m4a",
  "audio/mpeg",
  "video/webm",
] as const;

export function baseMimeType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isAcceptedAudioType(contentType: string | undefined): boolean {
  return (ACCEPTED_AUDIO_TYPES as readonly string[]).includes(baseMimeType(contentType));
}
