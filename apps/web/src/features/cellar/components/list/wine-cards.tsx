import type { CurrencyCode } from "@vinestra/domain";
import { useMemo } from "react";
import { useMediaQuery } from "@/lib/use-media-query";
import { useWindowVirtualizer } from "@/lib/use-window-virtualizer";
import type { CellarListWine } from "../../lib/cellar-types";
import type { WineAction } from "./wine-actions";
import { WineCard } from "./wine-card";
import { describeWineFacts } from "./wine-row-facts";

const CARD_HEIGHT = 284;
const GAP = 16;

type WineCardsProps = {
  wines: readonly CellarListWine[];
  currency: CurrencyCode;
  actions: ReadonlySet<WineAction>;
  onAction: (action: WineAction, wine: CellarListWine) => void;
  onRate: (wine: CellarListWine, stars: number) => void;
};

/** The cellar as cards, windowed by rows of one to three cards. */
export function WineCards({ wines, currency, actions, onAction, onRate }: WineCardsProps) {
  const hasThree = useMediaQuery("(min-width: 1024px)");
  const hasTwo = useMediaQuery("(min-width: 640px)");
  const columns = hasThree ? 3 : hasTwo ? 2 : 1;
  const rowCount = Math.ceil(wines.length / columns);
  const rowHeight = CARD_HEIGHT + GAP;
  const { listRef, range, totalHeight, offsetTop } = useWindowVirtualizer({ count: rowCount, rowHeight });
  const now = useMemo(() => new Date(), []);
  const visible = wines.slice(range.start * columns, range.end * columns);

  return (
    <div ref={listRef} style={{ height: totalHeight }} className="relative">
      <ul
        aria-label="Your wines"
        className="absolute inset-x-0 top-0 grid gap-4"
        style={{
          transform: `translateY(${offsetTop}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: `${CARD_HEIGHT}px`,
        }}
      >
        {visible.map((wine) => (
          <li key={wine.id}>
            <WineCard
              wine={wine}
              facts={describeWineFacts(wine, currency, now)}
              actions={actions}
              onAction={onAction}
              onRate={onRate}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
