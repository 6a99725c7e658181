import { PlusIcon } from "lucide-react";
import { WineGlassMark } from "@/components/brand/wine-glass-mark";
import { Button } from "@/components/ui/button";
import { scrollToWineInput } from "@/lib/scroll-to-wine-input";

type EmptyCellarProps = { message: string; isFiltered?: boolean; onClearFilters?: () => void };

/** 'Your cellar is empty' or 'No wines match your filters', with the way on. */
export function EmptyCellar({ message, isFiltered = false, onClearFilters }: EmptyCellarProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border-strong bg-surface/60 px-6 py-14 text-center">
      <WineGlassMark className="size-10 text-wine-300" />
      <p className="mt-4 font-serif text-2xl font-semibold text-ink-900">{message}</p>
      <p className="mt-2 max-w-sm text-sm text-ink-600">
        {isFiltered
          ? "Try another status, vintage or value range, or clear the filters."
          : "Analyze a wine above and add it to start your collection."}
      </p>
      {isFiltered ? (
        onClearFilters && (
          <Button variant="outline" className="mt-6" onClick={onClearFilters}>
            Clear filters
          </Button>
        )
      ) : (
        <Button className="mt-6" onClick={scrollToWineInput}>
          <PlusIcon aria-hidden="true" />
          Add New Wine
        </Button>
      )}
    </div>
  );
}
