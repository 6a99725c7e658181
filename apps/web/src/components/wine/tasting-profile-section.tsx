import { GrapeIcon } from "lucide-react";
import { AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

export function TastingProfileSection({ analysis }: { analysis: WineAnalysisView }) {
  const { tastingProfile: taste } = analysis;
  const stages = [
    { label: "Current profile", text: taste.currentProfile },
    { label: "Evolution over time", text: taste.evolution },
    { label: "At peak", text: taste.peakExpectation },
  ].filter((stage) => stage.text);
  return (
    <AnalysisSection title="Tasting Profile" icon={GrapeIcon} className="md:col-span-2">
      <ol className="grid gap-4 md:grid-cols-3">
        {stages.map((stage, index) => (
          <li
            key={stage.label}
            className="relative flex flex-col gap-1.5 rounded-lg bg-surface-sunken/60 p-4"
          >
            <span className="flex items-center gap-2 text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
              <span className="flex size-5 items-center justify-center rounded-full bg-wine-700 text-[0.625rem] text-ivory-50">
                {index + 1}
              </span>
              {stage.label}
            </span>
            <p className="text-[0.9375rem] leading-relaxed text-ink-700">{stage.text}</p>
          </li>
        ))}
      </ol>
    </AnalysisSection>
  );
}
