import type { CurrencyCode } from "@vinestra/domain";
import { useMemo } from "react";
import { useMediaQuery } from "@/lib/use-media-query";
import { useWindowVirtualizer } from "@/lib/use-window-virtualizer";
import type { CellarListWine } from "../../lib/cellar-types";
import type { WineAction } from "./wine-actions";
import { describeWineFacts } from "./wine-row-facts";
import { WineTableRow } from "./wine-table-row";

const WIDE_ROW_HEIGHT = 76;
const NARROW_ROW_HEIGHT = 144;

const WIDE_COLUMNS = [
  { name: "Wine", width: undefined },
  { name: "Status", width: "9rem" },
  { name: "Window", width: "6.5rem" },
  { name: "Value", width: "8rem" },
  { name: "Bottles", width: "4.75rem" },
  { name: "Rating", width: "7.5rem" },
  { name: "Actions", width: "13rem" },
];
const NARROW_COLUMNS = [{ name: "Wines", width: undefined }];

type WineTableProps = {
  wines: readonly CellarListWine[];
  currency: CurrencyCode;
  actions: ReadonlySet<WineAction>;
  onAction: (action: WineAction, wine: CellarListWine) => void;
  onRate: (wine: CellarListWine, stars: number) => void;
};

/** The cellar as a table, windowed: spacer rows stand in for the rows far from the viewport. */
export function WineTable({ wines, currency, actions, onAction, onRate }: WineTableProps) {
  const isWide = useMediaQuery("(min-width: 900px)");
  const rowHeight = isWide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT;
  const columns = isWide ? WIDE_COLUMNS : NARROW_COLUMNS;
  const { listRef, range, totalHeight, offsetTop } = useWindowVirtualizer<HTMLTableSectionElement>({
    count: wines.length,
    rowHeight,
  });
  const now = useMemo(() => new Date(), []);
  const visible = wines.slice(range.start, range.end);
  const bottomSpace = totalHeight - offsetTop - visible.length * rowHeight;

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <table
        aria-label="Your wines"
        aria-rowcount={wines.length + 1}
        className="w-full table-fixed border-collapse"
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.name} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead className={isWide ? undefined : "sr-only"}>
          <tr aria-rowindex={1} className="h-11 border-b border-border bg-surface-sunken/60">
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className="px-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase first:pl-5 last:pr-4 last:text-right"
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef}>
          {offsetTop > 0 && (
            <tr style={{ height: offsetTop }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {visible.map((wine, index) => (
            <WineTableRow
              key={wine.id}
              wine={wine}
              facts={describeWineFacts(wine, currency, now)}
              rowIndex={range.start + index + 2}
              height={rowHeight}
              isWide={isWide}
              actions={actions}
              onAction={onAction}
              onRate={onRate}
            />
          ))}
          {bottomSpace > 0 && (
            <tr style={{ height: bottomSpace }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
