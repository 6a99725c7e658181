import { deriveWineStatus } from "@vinestra/domain";
import { ArrowRightIcon, BellPlusIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AnalysisSections } from "@/components/wine/analysis-sections";
import { WineStatusBadge } from "@/components/wine/wine-status-badge";
import { DEMO_ANALYSIS } from "../lib/demo-analysis";

/** The demo section (spec §2): a complete sample analysis, its cellar buttons disabled, and a way to sign up. */
export function AnalysisDemo() {
  const { identification: id, drinkingWindow: window } = DEMO_ANALYSIS;
  return (
    <section id="demo" aria-labelledby="demo-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">A sample analysis</p>
        <h2 id="demo-title" className="mt-4 text-4xl leading-tight font-semibold text-ink-900 sm:text-5xl">
          Drinking Window
        </h2>
        <p className="mt-4 text-base leading-relaxed text-ink-600 sm:text-lg">
          Analysis of Vintage and varietal data to provide best drinking window
        </p>
      </div>
      <div className="mt-12 overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        <div className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:gap-10">
          <div>
            <p className="font-serif text-4xl font-semibold text-ink-900">
              {DEMO_ANALYSIS.name} <span className="font-medium text-wine-700">{DEMO_ANALYSIS.vintage}</span>
            </p>
            <p className="mt-2 text-ink-600">
              {id.producer} · {id.region}, {id.country}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <WineStatusBadge
                status={deriveWineStatus(
                  {
                    optimal_start: window.optimalStart,
                    optimal_end: window.optimalEnd,
                    peak_start: window.peakStart,
                    peak_end: window.peakEnd,
                    current_status: window.currentStatus,
                  },
                  new Date(),
                )}
              />
              <span className="font-serif text-2xl font-semibold text-ink-900 lining-nums">
                {id.marketValue}
              </span>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start rounded-xl bg-background/70 p-4 ring-1 ring-border ring-inset sm:p-5">
            <div>
              <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
                Drink
              </dt>
              <dd className="mt-1 font-medium text-ink-800 tabular-nums">
                {window.optimalStart}–{window.optimalEnd}
              </dd>
            </div>
            <div>
              <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
                Peak
              </dt>
              <dd className="mt-1 font-medium text-ink-800 tabular-nums">
                {window.peakStart}–{window.peakEnd}
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col gap-3 border-t border-border bg-surface-sunken/40 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-sm text-ink-600">
            Sign up to keep wines in your cellar and get reminded at their peak.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled>
              <PlusIcon aria-hidden="true" />
              Add to Cellar
            </Button>
            <Button variant="outline" disabled>
              <BellPlusIcon aria-hidden="true" />
              Set Reminder
            </Button>
          </div>
        </div>
      </div>
      <AnalysisSections analysis={DEMO_ANALYSIS} className="mt-5" />
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg">
          <Link to="/auth?mode=signup">
            Analyze Your Wines
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
