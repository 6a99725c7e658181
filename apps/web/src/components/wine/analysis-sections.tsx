import { cn } from "@/lib/utils";
import { CellaringSection } from "./cellaring-section";
import { DrinkingWindowSection } from "./drinking-window-section";
import { StructureSection } from "./structure-section";
import { SustainabilitySection } from "./sustainability-section";
import { TastingProfileSection } from "./tasting-profile-section";
import { FoodPairingSection, PeakExplanationSection } from "./text-sections";
import type { WineAnalysisView } from "./wine-analysis-view";
import { WineDetailsSection } from "./wine-details-section";

/** The full analysis: every section of spec §3, the drinking window first and drawn as a timeline. */
export function AnalysisSections({
  analysis,
  className,
}: {
  analysis: WineAnalysisView;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-4 md:grid-cols-2 md:gap-5", className)}>
      <DrinkingWindowSection analysis={analysis} />
      <WineDetailsSection analysis={analysis} />
      <StructureSection analysis={analysis} />
      <TastingProfileSection analysis={analysis} />
      <CellaringSection analysis={analysis} />
      <div className="flex flex-col gap-4 md:gap-5">
        <PeakExplanationSection analysis={analysis} />
        <FoodPairingSection analysis={analysis} />
      </div>
      <SustainabilitySection analysis={analysis} />
    </div>
  );
}
