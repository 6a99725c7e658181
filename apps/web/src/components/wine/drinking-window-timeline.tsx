import { cn } from "@/lib/utils";
import { buildTimeline, type TimelinePhase, type WindowYears } from "./drinking-window-geometry";

export const PHASE_STYLES: Record<TimelinePhase, { label: string; className: string }> = {
  young: { label: "Too young", className: "bg-wine-100" },
  aging: { label: "Aging", className: "bg-gold-300" },
  peak: { label: "Peak", className: "bg-wine-700" },
  ready: { label: "Ready", className: "bg-success/80" },
  past: { label: "Past its best", className: "bg-ivory-300" },
};

type DrinkingWindowTimelineProps = {
  window: WindowYears;
  vintage: number | null;
  now?: Date;
  className?: string;
};

function range(from: number | null, to: number | null): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** The drinking window drawn on a time axis: its phases as bands, today marked, round years below. */
export function DrinkingWindowTimeline({
  window,
  vintage,
  now = new Date(),
  className,
}: DrinkingWindowTimelineProps) {
  const timeline = buildTimeline(window, vintage, now);
  if (!timeline) {
    return (
      <p className={cn("text-sm text-ink-500", className)}>The window years are not known for this wine.</p>
    );
  }
  const summary = `Drinking window: optimal ${range(window.optimalStart, window.optimalEnd)}, peak ${range(
    window.peakStart,
    window.peakEnd,
  )}; today is ${now.getFullYear()}.`;
  const todayAlign = timeline.today > 85 ? "right" : timeline.today < 15 ? "left" : "center";
  return (
    <figure className={cn("flex flex-col gap-3", className)}>
      <div role="img" aria-label={summary} className="relative pt-7 pb-8">
        <div
          className="absolute top-0 flex flex-col items-center"
          style={{ left: `${timeline.today}%`, transform: "translateX(-50%)" }}
          aria-hidden="true"
        >
          <span
            className={cn(
              "rounded-full bg-ink-900 px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-ivory-50",
              todayAlign === "right" && "-translate-x-[40%]",
              todayAlign === "left" && "translate-x-[40%]",
            )}
          >
            Today
          </span>
        </div>
        <div className="relative h-4 overflow-hidden rounded-full bg-ivory-200 ring-1 ring-ink-900/5 ring-inset">
          {timeline.segments.map((segment) => (
            <span
              key={segment.phase}
              aria-hidden="true"
              className={cn("absolute inset-y-0", PHASE_STYLES[segment.phase].className)}
              style={{ left: `${segment.left}%`, width: `${segment.width}%` }}
            />
          ))}
        </div>
        <span
          aria-hidden="true"
          className="absolute top-[2.875rem] h-1.5 rounded-b-[3px] border-x-2 border-b-2 border-ink-400/70"
          style={{ left: `${timeline.optimal.left}%`, width: `${timeline.optimal.width}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute top-5.5 bottom-6 w-0.5 -translate-x-1/2 rounded-full bg-ink-900"
          style={{ left: `${timeline.today}%` }}
        />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-5">
          {timeline.ticks.map((tick) => (
            <span
              key={tick.year}
              className={cn(
                "absolute text-[0.6875rem] text-ink-500 tabular-nums",
                tick.left > 95 ? "-translate-x-full" : "-translate-x-1/2",
              )}
              style={{ left: `${tick.left}%` }}
            >
              {tick.year}
            </span>
          ))}
        </div>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-600">
          <li className="flex items-center gap-1.5">
            <span
              className="h-1.5 w-3 rounded-b-[2px] border-x-2 border-b-2 border-ink-400/70"
              aria-hidden="true"
            />
            Optimal window {range(window.optimalStart, window.optimalEnd)}
          </li>
          {(["young", "aging", "peak", "ready"] as const).map((phase) => (
            <li key={phase} className="flex items-center gap-1.5">
              <span
                className={cn("size-2.5 rounded-full", PHASE_STYLES[phase].className)}
                aria-hidden="true"
              />
              {PHASE_STYLES[phase].label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
