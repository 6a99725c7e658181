import { cn } from "@/lib/utils";
import { buildTimeline, type WindowYears } from "./drinking-window-geometry";
import { PHASE_STYLES } from "./drinking-window-timeline";

type DrinkingWindowBarProps = { window: WindowYears; vintage: number | null; className?: string };

/** The drinking window in a line (cards): the phase bands and today's mark; decoration beside the years. */
export function DrinkingWindowBar({ window, vintage, className }: DrinkingWindowBarProps) {
  const timeline = buildTimeline(window, vintage, new Date());
  if (!timeline)
    return <div className={cn("h-1.5 rounded-full bg-ivory-200", className)} aria-hidden="true" />;
  return (
    <div aria-hidden="true" className={cn("relative h-1.5 rounded-full bg-ivory-200", className)}>
      <div className="absolute inset-0 overflow-hidden rounded-full">
        {timeline.segments.map((segment) => (
          <span
            key={segment.phase}
            className={cn("absolute inset-y-0", PHASE_STYLES[segment.phase].className)}
            style={{ left: `${segment.left}%`, width: `${segment.width}%` }}
          />
        ))}
      </div>
      <span
        className="absolute -top-1 -bottom-1 w-0.5 -translate-x-1/2 rounded-full bg-ink-900"
        style={{ left: `${timeline.today}%` }}
      />
    </div>
  );
}
