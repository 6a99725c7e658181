import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { Collapsible } from "@/components/ui/collapsible";
import type { CellarListState } from "../../hooks/use-cellar-list-state";
import type { CellarListWine } from "../../lib/cellar-types";
import { CellarFiltersForm } from "./cellar-filters-form";
import { DuplicatesTool } from "./duplicates-tool";

type FilterPanelProps = {
  wines: readonly CellarListWine[];
  state: CellarListState;
  onMerge: (wines: CellarListWine[]) => void;
};

/** The collapsible 'Filter/Manage Duplicates' panel: filters and sorting, then the duplicates tool. */
export function FilterPanel({ wines, state, onMerge }: FilterPanelProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Collapsible
      open={isOpen}
      onOpenChange={setOpen}
      className="rounded-xl border border-border bg-surface"
      triggerClassName="px-4 py-3.5 sm:px-5"
      trigger={
        <span className="flex items-center gap-2.5 font-medium text-ink-800">
          <SlidersHorizontalIcon aria-hidden="true" className="size-4 text-wine-700" />
          Filter/Manage Duplicates
          {state.isFiltered && (
            <span className="rounded-full bg-wine-700 px-2 py-0.5 text-[0.6875rem] font-semibold text-ivory-50">
              Filtered
            </span>
          )}
        </span>
      }
    >
      <div className="flex flex-col gap-6 border-t border-border px-4 py-5 sm:px-5">
        <CellarFiltersForm wines={wines} state={state} />
        <div className="border-t border-border pt-5">
          <h3 className="mb-3 font-sans text-sm font-semibold text-ink-800">Manage duplicates</h3>
          <DuplicatesTool wines={wines} onMerge={onMerge} />
        </div>
      </div>
    </Collapsible>
  );
}
