import { SparklesIcon, UtensilsIcon } from "lucide-react";
import { AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

export function PeakExplanationSection({ analysis }: { analysis: WineAnalysisView }) {
  if (!analysis.peakExplanation) return null;
  return (
    <AnalysisSection title="Peak Drinking Window Explanation" icon={SparklesIcon}>
      <p className="text-[0.9375rem] leading-relaxed text-ink-700">{analysis.peakExplanation}</p>
    </AnalysisSection>
  );
}

export function FoodPairingSection({ analysis }: { analysis: WineAnalysisView }) {
  if (!analysis.foodPairing) return null;
  return (
    <AnalysisSection title="Food Pairing Recommendations" icon={UtensilsIcon}>
      <p className="text-[0.9375rem] leading-relaxed text-ink-700">{analysis.foodPairing}</p>
    </AnalysisSection>
  );
}
