import { useQuery } from "@tanstack/react-query";
import { fetchSpeechAvailability } from "./voice-api";

/** Whether the server can transcribe speech; it changes only when the administrator installs something. */
export function useSpeechAvailability() {
  return useQuery({
    queryKey: ["voice", "availability"],
    queryFn: fetchSpeechAvailability,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
