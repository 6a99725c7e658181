import { ScrollTextIcon } from "lucide-react";
import { AnalysisField, AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

const COLOR_NAMES: Record<string, string> = { red: "Red", white: "White", rose: "Rosé" };

export function WineDetailsSection({ analysis }: { analysis: WineAnalysisView }) {
  const { identification: id } = analysis;
  const origin = [id.region, id.country].filter(Boolean).join(", ");
  return (
    <AnalysisSection title="Wine Details" icon={ScrollTextIcon}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <AnalysisField
          label="Wine"
          value={analysis.vintage ? `${analysis.name} ${analysis.vintage}` : analysis.name}
        />
        <AnalysisField label="Producer" value={id.producer} />
        <AnalysisField label="Region" value={origin} />
        <AnalysisField label="Variety" value={id.variety} />
        <AnalysisField label="Style" value={id.color ? (COLOR_NAMES[id.color] ?? id.color) : null} />
        <AnalysisField
          label="Market value"
          value={id.marketValue && <span className="font-semibold text-ink-900">{id.marketValue}</span>}
        />
        {id.confidence !== null && (
          <AnalysisField label="Identification" value={`${Math.round(id.confidence * 100)}% confidence`} />
        )}
      </dl>
    </AnalysisSection>
  );
}
