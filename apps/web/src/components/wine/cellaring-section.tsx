import { WarehouseIcon } from "lucide-react";
import { AnalysisField, AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

export function CellaringSection({ analysis }: { analysis: WineAnalysisView }) {
  const { recommendations: advice } = analysis;
  return (
    <AnalysisSection title="Cellaring Recommendations" icon={WarehouseIcon}>
      <dl className="flex flex-col gap-4">
        <AnalysisField label="Advice" value={advice.cellaringAdvice} />
        <AnalysisField label="Storage conditions" value={advice.storageConditions} />
        <AnalysisField label="Risk assessment" value={advice.riskFactors} />
      </dl>
    </AnalysisSection>
  );
}
