import { useEffect, useRef } from "react";
import { AnalysisSections } from "@/components/wine/analysis-sections";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import type { ShownAnalysis } from "../lib/analysis-types";
import { toAnalysisView } from "../lib/to-analysis-view";
import { AnalysisResultActions, type AnalysisResultActionsProps } from "./analysis-result-actions";
import { AnalysisResultHeader } from "./analysis-result-header";

type AnalysisResultPanelProps = Omit<AnalysisResultActionsProps, "isRefresh"> & {
  shown: ShownAnalysis;
  /** Scroll to the result and move focus to it (a new result, or the way back from sign-up). */
  reveal: boolean;
};

/** The analysis result panel (Add to Cellar, Close) above the full analysis view with every section. */
export function AnalysisResultPanel({ shown, reveal, ...actions }: AnalysisResultPanelProps) {
  const currency = usePreferredCurrency();
  const view = toAnalysisView(shown.analysis, shown.query.vintage, currency);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new result is brought into view and announced by moving focus to its heading.
  useEffect(() => {
    if (!reveal || !shown.analysis) return;
    sectionRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [reveal, shown.analysis]);

  return (
    <section
      id="analysis-result"
      ref={sectionRef}
      aria-labelledby="analysis-result-title"
      className="flex flex-col gap-5"
    >
      <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        <AnalysisResultHeader view={view} headingRef={headingRef} isRefresh={shown.refreshWineId !== null} />
        <AnalysisResultActions {...actions} isRefresh={shown.refreshWineId !== null} />
      </div>
      <AnalysisSections analysis={view} />
    </section>
  );
}
