import { useEffect, useState } from "react";
import { levelOf } from "../lib/recording-format";

const BAR_COUNT = 28;
/** About 14 updates a second: smooth to the eye without re-rendering on every animation frame. */
const FRAME_MS = 70;

/** The microphone's loudness over the last two seconds, newest on the right (Web Audio AnalyserNode). */
export function LevelMeter({ analyser }: { analyser: AnalyserNode }) {
  const [levels, setLevels] = useState<number[]>(() => Array.from({ length: BAR_COUNT }, () => 0));

  useEffect(() => {
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (time - last < FRAME_MS) return;
      last = time;
      analyser.getFloatTimeDomainData(samples);
      const level = levelOf(samples);
      setLevels((previous) => [...previous.slice(1), level]);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  const current = levels.at(-1) ?? 0;
  return (
    <div className="flex h-20 items-center justify-center rounded-lg bg-wine-50 px-4">
      <meter
        className="sr-only"
        aria-label="Microphone level"
        min={0}
        max={100}
        value={Math.round(current * 100)}
      />
      <div aria-hidden="true" className="flex h-full items-center gap-1">
        {levels.map((level, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of bars; the position is the identity
            key={index}
            className="w-1.5 rounded-full bg-wine-600 transition-[height] duration-75"
            style={{ height: `${Math.round(12 + level * 88)}%`, opacity: 0.35 + level * 0.65 }}
          />
        ))}
      </div>
    </div>
  );
}
