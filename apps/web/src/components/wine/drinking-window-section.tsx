import { HourglassIcon } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { AnalysisField, AnalysisSection } from "./analysis-section";
import { DrinkingWindowTimeline } from "./drinking-window-timeline";
import type { WineAnalysisView } from "./wine-analysis-view";

function years(from: number | null, to: number | null): string | null {
  if (!from || !to) return null;
  return from === to ? String(from) : `${from}–${to}`;
}

export function DrinkingWindowSection({ analysis }: { analysis: WineAnalysisView }) {
  const window = analysis.drinkingWindow;
  return (
    <AnalysisSection title="Drinking Window" icon={HourglassIcon} className="md:col-span-2">
      <DrinkingWindowTimeline window={window} vintage={analysis.vintage} />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AnalysisField label="Current status" value={window.currentStatus} />
        <AnalysisField label="Optimal window" value={years(window.optimalStart, window.optimalEnd)} />
        <AnalysisField label="Peak period" value={years(window.peakStart, window.peakEnd)} />
        {window.confidence !== null && (
          <AnalysisField
            label="Confidence"
            value={
              <span className="flex items-center gap-3">
                <span className="tabular-nums">{Math.round(window.confidence * 100)}%</span>
                <Progress value={window.confidence * 100} label="Window confidence" className="max-w-32" />
              </span>
            }
          />
        )}
        <AnalysisField
          label="Current condition"
          value={window.currentCondition}
          className="sm:col-span-2 lg:col-span-4"
        />
      </dl>
      {window.factors.length > 0 && (
        <div className="rounded-lg bg-surface-sunken/60 p-4">
          <p className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
            What shapes this window
          </p>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm leading-relaxed text-ink-700">
            {window.factors.map((factor) => (
              <li key={factor} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-400" />
                {factor}
              </li>
            ))}
          </ul>
        </div>
      )}
    </AnalysisSection>
  );
}
