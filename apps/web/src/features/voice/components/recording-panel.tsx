import { LoaderCircleIcon, SquareIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { MAX_RECORDING_MS, type VoiceStep } from "../hooks/use-voice-input";
import { LevelMeter } from "./level-meter";

type RecordingPanelProps = {
  step: Extract<VoiceStep, { kind: "starting" | "recording" | "processing" }>;
  onStop: () => void;
  onCancel: () => void;
};

function formatSeconds(seconds: number): string {
  return `0:${String(seconds).padStart(2, "0")}`;
}

function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** Waiting for the microphone, listening (level meter, time, Stop), or turning the speech into text. */
export function RecordingPanel({ step, onStop, onCancel }: RecordingPanelProps) {
  const elapsed = useElapsedSeconds(step.kind === "recording" ? step.startedAt : null);
  return (
    <div className="grid gap-5">
      {step.kind === "recording" ? (
        <div className="grid gap-3">
          <LevelMeter analyser={step.analyser} />
          <p className="flex items-center justify-center gap-2 text-sm text-ink-600">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger" />
            <span>Recording</span>
            <span className="tabular-nums text-ink-500">
              {formatSeconds(elapsed)} / {formatSeconds(MAX_RECORDING_MS / 1000)}
            </span>
          </p>
        </div>
      ) : (
        <div
          role="status"
          className="flex h-20 items-center justify-center gap-3 rounded-lg bg-wine-50 text-sm text-ink-600"
        >
          <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin text-wine-700" />
          {step.kind === "starting" ? "Waiting for the microphone…" : "Processing…"}
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onStop} disabled={step.kind !== "recording"}>
          <SquareIcon aria-hidden="true" className="fill-current" />
          Stop Recording
        </Button>
      </DialogFooter>
    </div>
  );
}
