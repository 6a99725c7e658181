import { DrinkingWindowBar } from "@/components/wine/drinking-window-bar";
import { WineStatusBadge } from "@/components/wine/wine-status-badge";
import type { CellarListWine } from "../../lib/cellar-types";
import { type WineAction, WineActions } from "./wine-actions";
import { WineRating } from "./wine-rating";
import type { WineRowFacts } from "./wine-row-facts";

type WineCardProps = {
  wine: CellarListWine;
  facts: WineRowFacts;
  actions: ReadonlySet<WineAction>;
  onAction: (action: WineAction, wine: CellarListWine) => void;
  onRate: (wine: CellarListWine, stars: number) => void;
};

/** One wine as a card: status, name, origin, window, value, rating and actions, at a fixed height. */
export function WineCard({ wine, facts, actions, onAction, onRate }: WineCardProps) {
  return (
    <article
      aria-label={wine.vintage ? `${wine.wine_name} ${wine.vintage}` : wine.wine_name}
      className="flex h-full flex-col rounded-xl border border-border bg-surface p-5 transition-[box-shadow,border-color] hover:border-wine-200 hover:shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <WineStatusBadge status={facts.status} />
        <span className="text-xs font-medium text-ink-500">
          {facts.bottles} {facts.bottles === 1 ? "bottle" : "bottles"}
        </span>
      </div>
      <h3 className="mt-3 line-clamp-2 text-2xl leading-tight font-semibold text-ink-900">
        {wine.wine_name} {wine.vintage && <span className="font-medium text-wine-700">{wine.vintage}</span>}
      </h3>
      <p className="mt-1 truncate text-sm text-ink-500">{facts.origin || "\u00a0"}</p>
      <DrinkingWindowBar
        className="mt-4"
        vintage={wine.vintage}
        window={{
          optimalStart: wine.optimal_start,
          optimalEnd: wine.optimal_end,
          peakStart: wine.peak_start,
          peakEnd: wine.peak_end,
        }}
      />
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-500">Drinking window</dt>
          <dd className="font-medium text-ink-800 tabular-nums">{facts.window ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Value</dt>
          <dd className="truncate font-medium text-ink-800 tabular-nums">{facts.value ?? "—"}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-3">
        <WineRating wine={wine} onRate={onRate} isStacked />
        <WineActions
          wine={wine}
          available={actions}
          onAction={onAction}
          className="-mr-2 [&_button]:size-8"
        />
      </div>
    </article>
  );
}
