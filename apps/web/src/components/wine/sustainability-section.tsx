import { colorSustainability, gradeSustainability, labelSustainability } from "@vinestra/domain";
import { LeafIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { AnalysisField, AnalysisSection } from "./analysis-section";
import type { WineAnalysisView } from "./wine-analysis-view";

/** The spec's sustainability colours (green 8+, yellow 6+, orange 4+, red below) in the app's palette. */
export const SUSTAINABILITY_COLORS = {
  green: { text: "text-success", bg: "bg-success", soft: "bg-success-soft" },
  yellow: { text: "text-gold-700", bg: "bg-gold-400", soft: "bg-gold-100" },
  orange: { text: "text-warning", bg: "bg-warning", soft: "bg-warning-soft" },
  red: { text: "text-danger", bg: "bg-danger", soft: "bg-danger-soft" },
} as const;

export function SustainabilitySection({ analysis }: { analysis: WineAnalysisView }) {
  const sustainability = analysis.sustainability;
  if (!sustainability) return null;
  const { score } = sustainability;
  const grade = gradeSustainability(score);
  const colors = SUSTAINABILITY_COLORS[colorSustainability(score)];
  return (
    <AnalysisSection title="Sustainability" icon={LeafIcon} className="md:col-span-2">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            <span
              role="img"
              aria-label={`Grade ${grade}`}
              className={cn(
                "flex size-16 shrink-0 items-center justify-center rounded-2xl font-serif text-3xl font-semibold",
                colors.soft,
                colors.text,
              )}
            >
              {grade}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="flex items-baseline justify-between gap-2">
                <span className={cn("font-semibold", colors.text)}>{labelSustainability(score)}</span>
                <span className="text-sm text-ink-500 tabular-nums">{score.toFixed(1)} / 10</span>
              </p>
              <Progress value={score * 10} label="Sustainability score" indicatorClassName={colors.bg} />
            </div>
          </div>
          <dl className="flex flex-col gap-4">
            <AnalysisField
              label="Certifications"
              value={<Chips items={sustainability.certifications} empty="None on record" />}
            />
            <AnalysisField
              label="Practices"
              value={<Chips items={sustainability.practices} empty="None on record" />}
            />
          </dl>
        </div>
        <dl className="flex flex-col gap-4">
          <AnalysisField label="Carbon footprint" value={sustainability.carbonFootprint} />
          <AnalysisField label="How it was scored" value={sustainability.explanation} />
        </dl>
      </div>
    </AnalysisSection>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <span className="text-ink-500">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} tone="success" className="whitespace-normal">
          {item}
        </Badge>
      ))}
    </span>
  );
}
