import { parseVoiceTranscript } from "@vinestra/domain";
import { transcribeRecording, type VoiceTranscription } from "../api/voice-api";
import { startOnDeviceRecognition } from "./on-device-recognition";
import { startRecording } from "./start-recording";
import { TranscriptError } from "./voice-errors";

/** Where speech becomes text: the server (recording uploaded) or the browser itself (nothing uploaded). */
export type VoiceEngine = "server" | "on-device";

export type VoiceCapture = {
  analyser: AnalyserNode;
  /** Stops listening; resolves with what was heard and the wine read from it. */
  finish: () => Promise<VoiceTranscription>;
  cancel: () => void;
};

/** A browser transcript read with the same voice parser the server uses (spec §5). */
function readTranscript(text: string): VoiceTranscription {
  const parsed = parseVoiceTranscript(text);
  if (!parsed.ok) throw new TranscriptError(parsed.title);
  return { text, wineName: parsed.value.name, vintage: parsed.value.vintage };
}

/** Starts listening. The microphone is recorded in both cases: it also drives the level meter. */
export async function startVoiceCapture(engine: VoiceEngine): Promise<VoiceCapture> {
  const recording = await startRecording();
  if (engine === "server") {
    return {
      analyser: recording.analyser,
      finish: async () => transcribeRecording(await recording.stop()),
      cancel: recording.cancel,
    };
  }
  const recognition = startOnDeviceRecognition();
  return {
    analyser: recording.analyser,
    finish: async () => {
      recording.cancel();
      return readTranscript(await recognition.finish());
    },
    cancel: () => {
      recognition.cancel();
      recording.cancel();
    },
  };
}
