import { deriveWineStatus } from "@vinestra/domain";
import { MapPinIcon } from "lucide-react";
import type { Ref } from "react";
import type { WineAnalysisView } from "@/components/wine/wine-analysis-view";
import { WineStatusBadge } from "@/components/wine/wine-status-badge";

type AnalysisResultHeaderProps = {
  view: WineAnalysisView;
  headingRef: Ref<HTMLHeadingElement>;
  isRefresh: boolean;
};

function years(from: number | null, to: number | null): string {
  if (!from || !to) return "—";
  return from === to ? String(from) : `${from}–${to}`;
}

/** The top of the result: what the wine is, where from, what it is worth and where it stands today. */
export function AnalysisResultHeader({ view, headingRef, isRefresh }: AnalysisResultHeaderProps) {
  const { identification: id, drinkingWindow: window } = view;
  const status = deriveWineStatus(
    {
      optimal_start: window.optimalStart,
      optimal_end: window.optimalEnd,
      peak_start: window.peakStart,
      peak_end: window.peakEnd,
      current_status: window.currentStatus,
    },
    new Date(),
  );
  const origin = [id.producer, [id.region, id.country].filter(Boolean).join(", ")]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="relative grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_60%_90%_at_100%_0%,rgb(236_197_208/0.35),transparent_70%)]"
      />
      <div className="relative min-w-0">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">
          {isRefresh ? "Fresh analysis" : "Analysis result"}
        </p>
        <h2
          id="analysis-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-4xl leading-[1.05] font-semibold text-ink-900 outline-none sm:text-5xl"
        >
          {view.name} {view.vintage && <span className="font-medium text-wine-700">{view.vintage}</span>}
        </h2>
        {origin && (
          <p className="mt-3 flex items-start gap-1.5 text-[0.9375rem] text-ink-600">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-500" />
            {origin}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <WineStatusBadge status={status} />
          {id.variety && <span className="text-sm text-ink-600">{id.variety}</span>}
        </div>
      </div>
      <dl className="relative grid grid-cols-2 gap-4 self-start rounded-xl bg-background/70 p-4 ring-1 ring-border ring-inset sm:p-5">
        <div className="col-span-2">
          <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
            Market value
          </dt>
          <dd className="mt-1 font-serif text-3xl font-semibold text-ink-900 lining-nums tabular-nums">
            {id.marketValue ?? "Not known"}
          </dd>
        </div>
        <div>
          <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">Drink</dt>
          <dd className="mt-1 font-medium text-ink-800 lining-nums tabular-nums">
            {years(window.optimalStart, window.optimalEnd)}
          </dd>
        </div>
        <div>
          <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">Peak</dt>
          <dd className="mt-1 font-medium text-ink-800 lining-nums tabular-nums">
            {years(window.peakStart, window.peakEnd)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
