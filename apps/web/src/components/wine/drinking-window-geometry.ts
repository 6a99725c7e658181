export type WindowYears = {
  optimalStart: number | null;
  optimalEnd: number | null;
  peakStart: number | null;
  peakEnd: number | null;
};

export type TimelinePhase = "young" | "aging" | "peak" | "ready" | "past";

export type TimelineSegment = { phase: TimelinePhase; left: number; width: number };

export type Timeline = {
  startYear: number;
  endYear: number;
  segments: TimelineSegment[];
  /** Percent from the left of today's position on the axis. */
  today: number;
  /** The optimal window (start of optimal_start to end of optimal_end) as a span of the axis. */
  optimal: { left: number; width: number };
  ticks: { year: number; left: number }[];
};

const isYear = (value: number | null): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * The drawing of a drinking window: an axis from a little before the vintage (or today) to a little after the
 * window, split into the four phases the status rules name (too young, aging, peak, ready) and what lies
 * beyond; today placed by the day of the year. Null when a window year is missing.
 */
export function buildTimeline(window: WindowYears, vintage: number | null, now: Date): Timeline | null {
  const { optimalStart, optimalEnd, peakStart, peakEnd } = window;
  if (!isYear(optimalStart) || !isYear(optimalEnd) || !isYear(peakStart) || !isYear(peakEnd)) return null;
  const thisYear = now.getFullYear();
  const yearFraction =
    (now.getTime() - new Date(thisYear, 0, 1).getTime()) /
    (new Date(thisYear + 1, 0, 1).getTime() - new Date(thisYear, 0, 1).getTime());
  const first = Math.min(isYear(vintage) ? vintage : optimalStart - 2, optimalStart - 1, thisYear);
  const startYear = first - 1;
  const endYear = Math.max(optimalEnd + 3, thisYear + 2);
  const span = endYear - startYear;
  const at = (year: number) => Math.min(100, Math.max(0, ((year - startYear) / span) * 100));
  const edges: [TimelinePhase, number, number][] = [
    ["young", startYear, optimalStart],
    ["aging", optimalStart, Math.max(optimalStart, peakStart)],
    ["peak", peakStart, peakEnd + 1],
    ["ready", peakEnd + 1, Math.max(peakEnd + 1, optimalEnd + 1)],
    ["past", Math.max(peakEnd + 1, optimalEnd + 1), endYear],
  ];
  const segments = edges
    .map(([phase, from, to]) => ({ phase, left: at(from), width: at(to) - at(from) }))
    .filter((segment) => segment.width > 0);
  const step = span > 60 ? 20 : span > 24 ? 10 : 5;
  const ticks: Timeline["ticks"] = [];
  for (let year = Math.ceil(startYear / step) * step; year <= endYear; year += step) {
    if (year > startYear) ticks.push({ year, left: at(year) });
  }
  const optimal = { left: at(optimalStart), width: at(optimalEnd + 1) - at(optimalStart) };
  return { startYear, endYear, segments, today: at(thisYear + yearFraction), optimal, ticks };
}
