import { MicIcon, MicOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { WineInputToolProps } from "@/lib/wine-input-tool";
import { useVoiceInput } from "../hooks/use-voice-input";
import { VoiceDialog } from "./voice-dialog";

/**
 * The voice button of the Wine Analysis card. Where speech cannot be transcribed it still opens, to say why
 * and what the administrator can install, rather than failing on the first recording.
 */
export function VoiceInputButton({ disabled, onRecognized }: WineInputToolProps) {
  const voice = useVoiceInput();
  const isUnavailable = voice.engine === null;
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="size-12 [&_svg]:size-5"
        aria-label={isUnavailable ? "Voice input unavailable" : "Voice input"}
        title={isUnavailable ? "Voice input is not set up on this server: select for details" : "Voice input"}
        disabled={disabled}
        onClick={() => void voice.begin()}
      >
        {isUnavailable ? <MicOffIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
      </Button>
      <VoiceDialog
        voice={voice}
        onConfirm={(wine) => {
          voice.close();
          onRecognized(wine);
        }}
      />
    </>
  );
}
