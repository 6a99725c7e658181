import type { VoiceTranscription } from "@vinestra/contracts";
import { parseVoiceTranscript } from "@vinestra/domain";
import type { SpeechToText } from "../../adapters/speech/speech-to-text.ts";
import { AppError } from "../../errors.ts";

/**
 * The spec's voice-to-text, taken one step further: the transcript and the wine name and vintage the voice
 * parser reads from it (spec §5). Silence is 'No speech detected'; a year alone is 'Could not detect wine
 * name from speech'. The vintage is range-checked where the person confirms it (1800 to this year).
 */
export async function transcribeWineName(
  speech: SpeechToText,
  audio: Buffer,
  mimeType: string,
): Promise<VoiceTranscription> {
  const { text } = await speech.transcribe(audio, mimeType);
  const parsed = parseVoiceTranscript(text);
  if (!parsed.ok) throw new AppError("bad_request", parsed.title);
  return { text, wineName: parsed.value.name, vintage: parsed.value.vintage };
}
