import type { WineStatus } from "@vinestra/domain";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import type { CellarStats } from "../lib/cellar-types";
import { cellarListSearch } from "../lib/cellar-view";

/** The dashboard's status tiles in the spec's order, coloured like the drinking-window phases. */
const TILES: { status: WineStatus; description: string; dot: string; ring: string }[] = [
  {
    status: "Peak Period",
    description: "At their very best now",
    dot: "bg-wine-700",
    ring: "hover:border-wine-300",
  },
  {
    status: "Ready",
    description: "Past peak, still lovely",
    dot: "bg-success",
    ring: "hover:border-success/40",
  },
  {
    status: "Aging Beautifully",
    description: "Open now or keep",
    dot: "bg-gold-400",
    ring: "hover:border-gold-300",
  },
  {
    status: "Too Young",
    description: "Best left to rest",
    dot: "bg-wine-200",
    ring: "hover:border-wine-200",
  },
];

export function StatusTiles({ statuses }: { statuses: CellarStats["statuses"] }) {
  const totalBottles = TILES.reduce((sum, tile) => sum + statuses[tile.status].bottles, 0);
  return (
    <div>
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <h3 className="shrink-0 font-sans text-sm font-semibold text-ink-700">By drinking status</h3>
        {totalBottles > 0 && (
          <div
            role="img"
            aria-label={TILES.map((tile) => `${tile.status} ${statuses[tile.status].bottles}`).join(", ")}
            className="flex h-2 flex-1 overflow-hidden rounded-full bg-ivory-200"
          >
            {TILES.map((tile) => (
              <span
                key={tile.status}
                className={tile.dot}
                style={{ width: `${(statuses[tile.status].bottles / totalBottles) * 100}%` }}
              />
            ))}
          </div>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map((tile) => {
          const { wines, bottles } = statuses[tile.status];
          return (
            <li key={tile.status}>
              <Link
                preventScrollReset
                to={`/${cellarListSearch(tile.status)}`}
                aria-label={`${tile.status}: ${wines} ${wines === 1 ? "wine" : "wines"}`}
                className={cn(
                  "flex h-full flex-col gap-1 rounded-xl border border-border bg-surface p-4 transition-[box-shadow,border-color] hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  tile.ring,
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-ink-800">
                  <span aria-hidden="true" className={cn("size-2.5 rounded-full", tile.dot)} />
                  {tile.status}
                </span>
                <span className="mt-1 font-serif text-3xl font-semibold text-ink-900 lining-nums tabular-nums">
                  {wines}
                </span>
                <span className="text-xs text-ink-500">
                  {bottles} {bottles === 1 ? "bottle" : "bottles"} · {tile.description}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
