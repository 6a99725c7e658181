import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { useVoiceInput } from "../hooks/use-voice-input";
import { RecordingPanel } from "./recording-panel";
import { SpeechUnavailable } from "./speech-unavailable";
import { type ConfirmedVoiceInput, VoiceConfirmation } from "./voice-confirmation";

type VoiceDialogProps = {
  voice: ReturnType<typeof useVoiceInput>;
  onConfirm: (wine: ConfirmedVoiceInput) => void;
};

/** One dialog through the voice states: listening, processing, the confirmation, or why voice is unavailable. */
export function VoiceDialog({ voice, onConfirm }: VoiceDialogProps) {
  const { step } = voice;
  return (
    <Dialog open={step.kind !== "idle"} onOpenChange={(open) => !open && voice.close()}>
      <DialogContent className="max-w-md">
        {step.kind === "confirm" ? (
          <>
            <DialogHeader>
              <DialogTitle>Confirm Voice Input</DialogTitle>
              <DialogDescription>Check what was heard, then analyze the wine.</DialogDescription>
            </DialogHeader>
            <VoiceConfirmation
              heard={step.heard}
              onConfirm={onConfirm}
              onRecordAgain={() => void voice.begin()}
            />
          </>
        ) : step.kind === "unavailable" ? (
          <>
            <DialogHeader>
              <DialogTitle>Voice Input Unavailable</DialogTitle>
              <DialogDescription>Speech can't be turned into text on this server yet.</DialogDescription>
            </DialogHeader>
            <SpeechUnavailable availability={step.availability} onClose={voice.close} />
          </>
        ) : step.kind !== "idle" ? (
          <>
            <DialogHeader>
              <DialogTitle>Voice Input</DialogTitle>
              <DialogDescription>
                Say the wine's name and vintage, for example “Château Margaux twenty fifteen”.
              </DialogDescription>
            </DialogHeader>
            <RecordingPanel step={step} onStop={() => void voice.stop()} onCancel={voice.close} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
