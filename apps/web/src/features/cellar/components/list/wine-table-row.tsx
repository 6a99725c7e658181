import { WineStatusBadge } from "@/components/wine/wine-status-badge";
import type { CellarListWine } from "../../lib/cellar-types";
import { type WineAction, WineActions } from "./wine-actions";
import { WineRating } from "./wine-rating";
import type { WineRowFacts } from "./wine-row-facts";

type WineTableRowProps = {
  wine: CellarListWine;
  facts: WineRowFacts;
  rowIndex: number;
  height: number;
  isWide: boolean;
  actions: ReadonlySet<WineAction>;
  onAction: (action: WineAction, wine: CellarListWine) => void;
  onRate: (wine: CellarListWine, stars: number) => void;
};

function WineName({ wine, facts }: { wine: CellarListWine; facts: WineRowFacts }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-serif text-lg leading-snug font-semibold text-ink-900">
        {wine.wine_name} {wine.vintage && <span className="font-medium text-wine-700">{wine.vintage}</span>}
      </p>
      {facts.origin && <p className="truncate text-sm text-ink-500">{facts.origin}</p>}
    </div>
  );
}

const cell = "overflow-hidden px-3 align-middle first:pl-5 last:pr-4";

/** One wine of the table: seven columns on a wide screen, one stacked cell on a phone. Fixed height (windowing). */
export function WineTableRow({
  wine,
  facts,
  rowIndex,
  height,
  isWide,
  actions,
  onAction,
  onRate,
}: WineTableRowProps) {
  if (!isWide) {
    return (
      <tr aria-rowindex={rowIndex} style={{ height }} className="border-b border-border">
        <td className="overflow-hidden px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 truncate font-serif text-lg leading-snug font-semibold text-ink-900">
              {wine.wine_name}{" "}
              {wine.vintage && <span className="font-medium text-wine-700">{wine.vintage}</span>}
            </p>
            <WineStatusBadge status={facts.status} className="mt-0.5" />
          </div>
          {facts.origin && <p className="truncate text-sm text-ink-500">{facts.origin}</p>}
          <p className="truncate text-sm text-ink-600">
            {[facts.value, `${facts.bottles} ${facts.bottles === 1 ? "bottle" : "bottles"}`, facts.window]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <WineRating wine={wine} onRate={onRate} isStacked />
            <WineActions
              wine={wine}
              available={actions}
              onAction={onAction}
              className="-mr-2 [&_button]:size-8"
            />
          </div>
        </td>
      </tr>
    );
  }
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height }}
      className="border-b border-border transition-colors hover:bg-wine-50/40"
    >
      <td className={cell}>
        <WineName wine={wine} facts={facts} />
      </td>
      <td className={cell}>
        <WineStatusBadge status={facts.status} />
      </td>
      <td className={`${cell} text-sm text-ink-700 tabular-nums`}>{facts.window ?? "—"}</td>
      <td className={`${cell} text-sm text-ink-700 tabular-nums`}>{facts.value ?? "—"}</td>
      <td className={`${cell} text-sm font-medium text-ink-900 tabular-nums`}>{facts.bottles}</td>
      <td className={cell}>
        <WineRating wine={wine} onRate={onRate} isStacked />
      </td>
      <td className={cell}>
        <WineActions wine={wine} available={actions} onAction={onAction} className="justify-end" />
      </td>
    </tr>
  );
}
