import { useCallback, useEffect, useRef, useState } from "react";
import { showErrorToast } from "@/lib/toast-error";
import type { SpeechAvailability, VoiceTranscription } from "../api/voice-api";
import { startVoiceCapture, type VoiceCapture } from "../lib/voice-capture";
import { describeVoiceError } from "../lib/voice-errors";
import { useVoiceEngine } from "./use-voice-engine";

/** Spec §4 Voice: idle → recording → processing → confirm (starting: waiting for the microphone). */
export type VoiceStep =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "recording"; analyser: AnalyserNode; startedAt: number }
  | { kind: "processing" }
  | { kind: "confirm"; heard: VoiceTranscription }
  | { kind: "unavailable"; availability: SpeechAvailability };

/** A name and year take a few seconds to say; a forgotten recording stops itself. */
export const MAX_RECORDING_MS = 15_000;

/**
 * The microphone button's state machine. Each opening is a session: closing the dialog ends it, and whatever
 * the microphone or the server answers afterwards for that session is dropped.
 */
export function useVoiceInput() {
  const choice = useVoiceEngine();
  const [step, setStep] = useState<VoiceStep>({ kind: "idle" });
  const captureRef = useRef<VoiceCapture | null>(null);
  const sessionRef = useRef(0);

  const begin = useCallback(async () => {
    if (choice.engine === null) {
      setStep({ kind: "unavailable", availability: choice.availability });
      return;
    }
    const session = ++sessionRef.current;
    setStep({ kind: "starting" });
    try {
      const capture = await startVoiceCapture(choice.engine);
      if (session !== sessionRef.current) return capture.cancel();
      captureRef.current = capture;
      setStep({ kind: "recording", analyser: capture.analyser, startedAt: Date.now() });
    } catch (error) {
      if (session !== sessionRef.current) return;
      console.error("Voice input could not start", error);
      showErrorToast(describeVoiceError(error));
      setStep({ kind: "idle" });
    }
  }, [choice]);

  const stop = useCallback(async () => {
    const capture = captureRef.current;
    if (!capture) return;
    captureRef.current = null;
    const session = sessionRef.current;
    setStep({ kind: "processing" });
    try {
      const heard = await capture.finish();
      if (session === sessionRef.current) setStep({ kind: "confirm", heard });
    } catch (error) {
      if (session !== sessionRef.current) return;
      console.error("Voice input failed", error);
      showErrorToast(describeVoiceError(error));
      setStep({ kind: "idle" });
    }
  }, []);

  const close = useCallback(() => {
    sessionRef.current += 1;
    captureRef.current?.cancel();
    captureRef.current = null;
    setStep({ kind: "idle" });
  }, []);

  useEffect(() => {
    if (step.kind !== "recording") return;
    const timer = window.setTimeout(() => void stop(), MAX_RECORDING_MS);
    return () => window.clearTimeout(timer);
  }, [step.kind, stop]);

  // Leaving the page mid-recording releases the microphone.
  useEffect(() => () => captureRef.current?.cancel(), []);

  return { step, engine: choice.engine, availability: choice.availability, begin, stop, close };
}
