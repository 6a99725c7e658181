import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import type { SpeechAvailability } from "../api/voice-api";

type SpeechUnavailableProps = { availability: SpeechAvailability; onClose: () => void };

/**
 * Why the microphone cannot be used here, instead of a recording that would fail: what this server lacks and
 * what its administrator can install, and what works meanwhile.
 */
export function SpeechUnavailable({ availability, onClose }: SpeechUnavailableProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 text-sm text-ink-700">
        <p>
          {availability.message ??
            "Speech recognition is not set up on this server. An administrator can install it or configure a transcription service."}
        </p>
        {availability.missing.length > 0 && (
          <div className="grid gap-2">
            <p className="font-medium text-ink-800">Missing on the server</p>
            <ul className="flex flex-wrap gap-2">
              {availability.missing.map((item) => (
                <li key={item} className="rounded-full bg-gold-100 px-3 py-1 font-mono text-xs text-gold-700">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-ink-500">Meanwhile, type the wine and its vintage, or scan its label.</p>
      </div>
      <DialogFooter>
        <Button onClick={onClose}>Got it</Button>
      </DialogFooter>
    </div>
  );
}
