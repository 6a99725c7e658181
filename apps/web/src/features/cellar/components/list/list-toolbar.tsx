import { LayoutGridIcon, TableIcon } from "lucide-react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import type { CellarListState, DisplayMode } from "../../hooks/use-cellar-list-state";

type ListToolbarProps = { state: CellarListState; shownCount: number; totalCount: number };

const MODES = [
  { value: "table", label: "Table", icon: TableIcon },
  { value: "cards", label: "Cards", icon: LayoutGridIcon },
] as const satisfies readonly { value: DisplayMode; label: string; icon: typeof TableIcon }[];

/** How many wines show, and the table/cards switch. */
export function ListToolbar({ state, shownCount, totalCount }: ListToolbarProps) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm text-ink-600" aria-live="polite">
        {shownCount === totalCount
          ? `${totalCount} ${totalCount === 1 ? "wine" : "wines"}`
          : `${shownCount} of ${totalCount} wines`}
      </p>
      <SegmentedControl
        label="Display"
        value={state.displayMode}
        options={MODES}
        onChange={state.setDisplayMode}
      />
    </div>
  );
}
