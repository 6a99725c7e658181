import { LayersIcon } from "lucide-react";
import { AnalysisField, AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

export function StructureSection({ analysis }: { analysis: WineAnalysisView }) {
  const { structure } = analysis;
  return (
    <AnalysisSection title="Wine Structure & Aging" icon={LayersIcon}>
      <dl className="flex flex-col gap-4">
        <AnalysisField label="Tannins" value={structure.tannins} />
        <AnalysisField label="Acidity" value={structure.acidity} />
        <AnalysisField label="Alcohol integration" value={structure.alcohol} />
        <AnalysisField label="Aging potential" value={structure.agingPotential} />
      </dl>
    </AnalysisSection>
  );
}
