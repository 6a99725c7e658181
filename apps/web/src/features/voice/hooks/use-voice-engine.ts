import { useQuery } from "@tanstack/react-query";
import { useSpeechAvailability } from "../api/use-speech-availability";
import type { SpeechAvailability } from "../api/voice-api";
import { canRecognizeOnDevice } from "../lib/on-device-recognition";
import type { VoiceEngine } from "../lib/voice-capture";

export type VoiceEngineChoice =
  | { engine: VoiceEngine; availability: SpeechAvailability | undefined }
  | { engine: null; availability: SpeechAvailability };

/**
 * Which engine the microphone uses: the server's whenever it can transcribe (or has not said it cannot);
 * otherwise the browser's on-device recognition where there is one; otherwise none, and the button explains.
 */
export function useVoiceEngine(): VoiceEngineChoice {
  const { data: availability } = useSpeechAvailability();
  const isServerMissing = availability?.isAvailable === false;
  const { data: isOnDevice = false } = useQuery({
    queryKey: ["voice", "on-device"],
    queryFn: () => canRecognizeOnDevice(),
    enabled: isServerMissing,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!isServerMissing) return { engine: "server", availability };
  return isOnDevice ? { engine: "on-device", availability } : { engine: null, availability };
}
