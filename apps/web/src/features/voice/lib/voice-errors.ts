import { ApiError, type ToastMessage } from "@/lib/errors";
import { MicrophoneError, RecordingError } from "./start-recording";

/** What was heard gave no wine: the domain's 'No speech detected' / 'Could not detect wine name from speech'. */
export class TranscriptError extends Error {
  override readonly name = "TranscriptError";
}

/** The server's answers that are about the speech itself, shown as they are (spec §5, §8). */
const SPEECH_PROBLEMS = new Set(["No speech detected", "Could not detect wine name from speech"]);

/** The spec's voice messages (§8) for each way recording and transcribing can fail. */
export function describeVoiceError(error: unknown): ToastMessage {
  if (error instanceof MicrophoneError) return { title: "Failed to access microphone" };
  if (error instanceof RecordingError) return { title: "Failed to process recording" };
  if (error instanceof TranscriptError) return { title: error.message };
  if (error instanceof ApiError && SPEECH_PROBLEMS.has(error.message)) return { title: error.message };
  if (error instanceof ApiError)
    return { title: "Failed to process voice input", description: error.message };
  return { title: "Failed to process voice input" };
}
